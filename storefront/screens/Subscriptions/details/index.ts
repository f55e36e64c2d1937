export { SubscriptionDetailsScreen, Component, pageLoader } from '../SubscriptionDetailsScreen';
