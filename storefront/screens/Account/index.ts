export { AccountScreen, Component } from './AccountScreen';
