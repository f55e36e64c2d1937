export { Component, pageLoader } from './ProductScreen';
