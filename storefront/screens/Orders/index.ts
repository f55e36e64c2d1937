export { OrdersScreen, Component } from './OrdersScreen';
