export { addPaymentInfoEvent, beginCheckoutEvent, purchaseEvent, viewItemEvent, type AnalyticsEvent } from './events';
export { trackerFor } from './tracker';
