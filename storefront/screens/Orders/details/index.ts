export { OrderDetailsScreen, Component, pageLoader } from '../OrderDetailsScreen';
