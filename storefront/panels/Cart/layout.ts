import { styled } from '@themes/stitches.config';

/** The coupon's note under a price it lowers: a line's, and the total's. */
export const CouponNote = styled('p', { margin: 0, fontSize: '$sm', color: '$success', fontWeight: '$medium', textAlign: 'end' });
