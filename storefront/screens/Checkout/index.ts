export { CheckoutScreen, Component } from './CheckoutScreen';
