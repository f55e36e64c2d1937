export { Component, HomeScreen } from './HomeScreen';
