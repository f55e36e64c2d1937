export { OrderSubmittedScreen, Component } from './OrderSubmittedScreen';
