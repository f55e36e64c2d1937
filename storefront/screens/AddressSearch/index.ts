export { AddressSearchScreen, Component } from './AddressSearchScreen';
