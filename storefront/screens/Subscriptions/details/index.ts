export { SubscriptionDetailsScreen, Component } from '../SubscriptionDetailsScreen';
