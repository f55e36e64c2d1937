export { SubscriptionsScreen, Component } from './SubscriptionsScreen';
