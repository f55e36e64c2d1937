export { UsersScreen, Component } from './UsersScreen';
