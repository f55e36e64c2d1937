export { Component } from './ProductScreen';
