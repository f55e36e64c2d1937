export { TooManyRequestsScreen, Component } from './TooManyRequestsScreen';
