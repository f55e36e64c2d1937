export { SubscriptionsTab } from './SubscriptionsTab';
export { SubscriptionsScreen, Component } from './SubscriptionsScreen';
