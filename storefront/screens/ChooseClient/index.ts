export { ChooseClientScreen, Component } from './ChooseClientScreen';
