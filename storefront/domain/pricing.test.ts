import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPrice, nextCheaperTier, progressiveTiers, unitPrice, wholesaleOffer } from './pricing';
import type { Produto } from './types';

const arroz: Produto = {
  idproduto: 'arroz',
  nome: 'Arroz 5 kg',
  preco: 27.9,
  precovendaatacado: 24.5,
  minvendaatacado: 10,
  multiploincremento: 1,
  efeitospoliticas: { descontoProgressivo: { '20': 23.9, '50': 22.5 } },
};

describe('spec 4 "Unit price rule", in order', () => {
  it.each<[string, Partial<Produto>, number, string[], number, string]>([
    ['1. an attendant price above 0 wins', { precoatendente: 20 }, 60, [], 2000, 'attendant'],
    ['an attendant price of 0 does not count', { precoatendente: 0 }, 1, [], 2790, 'normal'],
    ['2. progressive: the highest threshold not above the quantity', {}, 50, [], 2250, 'progressive'],
    ['2. progressive: between thresholds, the lower one', {}, 30, [], 2390, 'progressive'],
    ['3. wholesale when the quantity reaches minvendaatacado', {}, 10, [], 2450, 'wholesale'],
    ['3. wholesale counts the product multiple', { multiploincremento: 12 }, 1, [], 2450, 'wholesale'],
    ['3. a missing multiple counts as one', { multiploincremento: undefined }, 9, [], 2790, 'normal'],
    ['3. ...unless disable-product-multiple is set', { multiploincremento: 12 }, 1, ['disable-product-multiple'], 2790, 'normal'],
    ['3. wholesale only when lower than the price', { precovendaatacado: 29 }, 10, [], 2790, 'normal'],
    ['3. minvendaatacado has two decimals', { minvendaatacado: 2.504 }, 2.5, [], 2450, 'wholesale'],
    ['4. otherwise the normal price', {}, 9, [], 2790, 'normal'],
  ])('%s', (_, change, quantity, tags, cents, rule) => {
    expect(unitPrice({ ...arroz, ...change }, quantity, tags)).toEqual({ cents, rule });
  });

  it('reads thresholds written with a decimal comma and ignores broken ones', () => {
    expect(progressiveTiers({ efeitospoliticas: { descontoProgressivo: { '2,5': 10, abc: 9, '4': 0 } } })).toEqual([{ threshold: 2500, cents: 1000 }]);
    expect(progressiveTiers({})).toEqual([]);
  });

  it('never raises the price as the quantity grows within progressive tiers', () => {
    const tiers = fc
      .uniqueArray(fc.integer({ min: 2, max: 200 }), { minLength: 1, maxLength: 6 })
      .chain((thresholds) => fc.tuple(fc.constant([...thresholds].sort((a, b) => a - b)), fc.array(fc.integer({ min: 1, max: 500 }), { minLength: thresholds.length, maxLength: thresholds.length })));
    fc.assert(
      fc.property(tiers, fc.integer({ min: 1000, max: 10000 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), ([thresholds, drops], base, a, b) => {
        // Prices fall as thresholds rise, as a supplier's tier table does.
        let price = base;
        const table = Object.fromEntries(thresholds.map((t, i) => [String(t), (price -= drops[i] ?? 0) / 100]));
        const product = { preco: base / 100, efeitospoliticas: { descontoProgressivo: table } };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(unitPrice(product, high).cents).toBeLessThanOrEqual(unitPrice(product, low).cents);
      }),
    );
  });
});

describe('the next cheaper tier (beyond the spec)', () => {
  it('tells how many more to buy for the next progressive price', () => {
    expect(nextCheaperTier(arroz, 12)).toEqual({ id: 'cart.explain.buyMore', moreQuantity: 8, unitCents: 2390, rule: 'progressive' });
  });

  it('points to the wholesale minimum first when it comes first', () => {
    expect(nextCheaperTier(arroz, 2)).toEqual({ id: 'cart.explain.buyMore', moreQuantity: 8, unitCents: 2450, rule: 'wholesale' });
  });

  it('counts the product multiple towards the wholesale minimum', () => {
    expect(nextCheaperTier({ ...arroz, multiploincremento: 6, efeitospoliticas: undefined }, 1)).toMatchObject({ moreQuantity: 1, rule: 'wholesale' });
    expect(nextCheaperTier({ ...arroz, multiploincremento: 6, efeitospoliticas: undefined }, 1, ['disable-product-multiple'])).toMatchObject({ moreQuantity: 9 });
  });

  it('takes a missing multiple as one', () => {
    expect(nextCheaperTier({ ...arroz, multiploincremento: undefined, efeitospoliticas: undefined }, 4)).toMatchObject({ moreQuantity: 6 });
  });

  it('has nothing to offer at the lowest price or under an attendant price', () => {
    expect(nextCheaperTier(arroz, 50)).toBeNull();
    expect(nextCheaperTier({ ...arroz, precoatendente: 19 }, 1)).toBeNull();
    expect(nextCheaperTier({ preco: 5 }, 1)).toBeNull();
  });
});

describe('spec 4 wholesale offer, as the card and the page show it (the same rule unitPrice applies)', () => {
  it.each([
    ['a lower price from a minimum', { preco: 10, precovendaatacado: 9.5, minvendaatacado: 3 }, { price: 9.5, quantity: 3 }],
    ['the minimum at two decimals (spec 9)', { preco: 10, precovendaatacado: 9, minvendaatacado: 2.499 }, { price: 9, quantity: 2.5 }],
    ['a "wholesale" price equal to the price is no offer', { preco: 10, precovendaatacado: 10, minvendaatacado: 3 }, undefined],
    ['nor one above it', { preco: 10, precovendaatacado: 10.5, minvendaatacado: 3 }, undefined],
    ['no minimum', { preco: 10, precovendaatacado: 9, minvendaatacado: 0 }, undefined],
    ['no wholesale price', { preco: 10, minvendaatacado: 3 }, undefined],
  ])('%s', (_case, product, offer) => {
    expect(wholesaleOffer(product)).toEqual(offer);
    // What is offered is what the cart charges from the minimum on, and nothing else is.
    const charged = unitPrice(product, offer?.quantity ?? 1000);
    expect(charged.rule === 'wholesale').toBe(offer !== undefined);
  });
});

describe('spec 3 preconf: the struck-through price', () => {
  it.each([
    ['above the price', { preco: 10, preconf: 12 }, 12],
    ['equal to it', { preco: 10, preconf: 10 }, undefined],
    ['below it', { preco: 10, preconf: 8 }, undefined],
    ['none', { preco: 10 }, undefined],
  ])('%s', (_case, product, shown) => {
    expect(listPrice(product)).toBe(shown);
  });
});
