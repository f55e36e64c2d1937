export { OrderDetailsScreen, Component } from '../OrderDetailsScreen';
