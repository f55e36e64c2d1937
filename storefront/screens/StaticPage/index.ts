export { StaticPageScreen, Component } from './StaticPageScreen';
