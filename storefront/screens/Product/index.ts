export { ProductScreen, Component } from './ProductScreen';
