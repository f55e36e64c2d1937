export { HomeScreen, Component } from './HomeScreen';
