export { CouponsPanel } from './CouponsPanel';
export { useCouponBenefit } from './couponBenefit';
