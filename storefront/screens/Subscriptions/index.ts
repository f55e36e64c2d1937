export { SubscriptionsTab } from './SubscriptionsTab';
export { SubscriptionsScreen, Component, pageLoader } from './SubscriptionsScreen';
