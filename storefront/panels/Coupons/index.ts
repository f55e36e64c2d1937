export { CouponsPanel, useCouponBenefit } from './CouponsPanel';
