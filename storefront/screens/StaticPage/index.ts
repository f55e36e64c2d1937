export { Component, pageLoader } from './StaticPageScreen';
