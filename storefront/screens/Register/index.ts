export { RegisterScreen, Component } from './RegisterScreen';
