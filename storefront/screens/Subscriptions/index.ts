export { SubscriptionsTab } from './SubscriptionsTab';
export { SubscriptionDetailsScreen, Component } from './SubscriptionDetailsScreen';
