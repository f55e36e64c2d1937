export { CombosScreen, Component } from './CombosScreen';
