import { describe, expect, it } from 'vitest';
import { resolveDeliveryType } from './delivery';

describe('spec 4 "Delivery type"', () => {
  it.each([
    ['only collection forces pickup', 'DELIVERY', { pickup: true, delivery: false }, 'RETIRADA'],
    ['only delivery forces delivery', 'RETIRADA', { pickup: false, delivery: true }, 'DELIVERY'],
    ['both keep the requested type', 'RETIRADA', { pickup: true, delivery: true }, 'RETIRADA'],
    ['the default is DELIVERY', undefined, { pickup: true, delivery: true }, 'DELIVERY'],
    ['neither offered keeps the request', 'RETIRADA', { pickup: false, delivery: false }, 'RETIRADA'],
  ] as const)('%s', (_, requested, offers, expected) => {
    expect(resolveDeliveryType(requested, offers)).toBe(expected);
  });
});
