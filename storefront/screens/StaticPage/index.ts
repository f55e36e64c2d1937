export { Component } from './StaticPageScreen';
