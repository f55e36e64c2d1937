export { OrdersScreen, Component, pageLoader } from './OrdersScreen';
