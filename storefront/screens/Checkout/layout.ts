import { styled } from '@themes/stitches.config';

/** A part of the checkout's form (characteristics, delivery, payment, instructions): its parts one under the other. */
export const Section = styled('section', { display: 'grid', gap: '$4' });
