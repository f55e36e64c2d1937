export { Component, HomeScreen, pageLoader, type HomeData } from './HomeScreen';
