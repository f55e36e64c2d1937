export { QuickOrderScreen, Component } from './QuickOrderScreen';
