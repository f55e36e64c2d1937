export { CombosScreen, Component, pageLoader } from './CombosScreen';
