export {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  cartChangeEvent,
  purchaseEvent,
  trackingAllowed,
  viewItemEvent,
  viewItemListEvent,
  TAG_GA4_EVENTS,
  TRACKING_CURRENCY,
  type AnalyticsEvent,
  type Ga4EventName,
  type Ga4Item,
  type TrackedLine,
} from './events';
export { createTracker, trackerFor, type Track, type TrackerDeps } from './tracker';
