export { LoginTokenScreen, Component } from './LoginTokenScreen';
