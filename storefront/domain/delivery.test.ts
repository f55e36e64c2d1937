import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveDeliveryType, servesAddress } from './delivery';

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

describe('spec 5: the address must be served by the supplier', () => {
  const square = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 10 },
    { lat: 10, lng: 10 },
    { lat: 10, lng: 0 },
  ];
  it.each([
    [{ lat: 5, lng: 5 }, true],
    [{ lat: 0, lng: 5 }, true],
    [{ lat: 10, lng: 10 }, true],
    [{ lat: 11, lng: 5 }, false],
    [{ lat: 5, lng: -1 }, false],
  ])('%o inside the square: %s', (point, inside) => {
    expect(servesAddress([square], point)).toBe(inside);
  });

  it('any of several areas serves; no known area rules nothing out', () => {
    const far = square.map((p) => ({ lat: p.lat + 50, lng: p.lng + 50 }));
    expect(servesAddress([far, square], { lat: 5, lng: 5 })).toBe(true);
    expect(servesAddress([], { lat: 99, lng: 99 })).toBe(true);
    expect(servesAddress([[{ lat: 0, lng: 0 }]], { lat: 99, lng: 99 })).toBe(true);
  });

  it('agrees with a random point test on a triangle', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 11, noNaN: true }), fc.double({ min: -1, max: 11, noNaN: true }), (lat, lng) => {
        const triangle = [
          { lat: 0, lng: 0 },
          { lat: 10, lng: 0 },
          { lat: 0, lng: 10 },
        ];
        const expected = lat >= 0 && lng >= 0 && lat + lng <= 10;
        // Points a hair from an edge may round either way: only clear cases are compared.
        if (Math.abs(lat + lng - 10) < 1e-9 || Math.abs(lat) < 1e-9 || Math.abs(lng) < 1e-9) return;
        expect(servesAddress([triangle], { lat, lng })).toBe(expected);
      }),
    );
  });
});
