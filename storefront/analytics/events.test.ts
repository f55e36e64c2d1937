import { describe, expect, it } from 'vitest';
import type { Produto } from '@storefront/domain/types';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  cartChangeEvent,
  eventParams,
  purchaseEvent,
  trackingAllowed,
  viewItemEvent,
  viewItemListEvent,
} from './events';

const arroz: Produto = { idproduto: 'arroz', nome: 'Arroz 5 kg', preco: 24.9 };
const cafe: Produto = { idproduto: 'cafe', nome: 'Café 500 g', preco: 0.29, efeitospoliticas: { descontoProgressivo: { '10': 0.25 } } };
const queijo: Produto = { idproduto: 'queijo', nome: 'Queijo', preco: 59.9, granularidade: 0.25, preco_embalagem: 2 };

describe('GA4 events (spec 1, 9: currency BRL)', () => {
  it('is allowed only with the GA4 tag and consent to performance cookies', () => {
    expect(trackingAllowed(['enable-google-analytics-ga4-version-tag-events'], { performance: true })).toBe(true);
    expect(trackingAllowed(['enable-google-analytics-ga4-version-tag-events'], { performance: false })).toBe(false);
    expect(trackingAllowed(['has-delivery'], { performance: true })).toBe(false);
  });

  it('view_item_list: the page of products, one of each, with its list', () => {
    expect(viewItemListEvent([arroz, cafe], { id: 'cat-1', name: 'Mercearia' })).toEqual({
      event: 'view_item_list',
      currency: 'BRL',
      value: 25.19,
      items: [
        { item_id: 'arroz', item_name: 'Arroz 5 kg', price: 24.9, quantity: 1 },
        { item_id: 'cafe', item_name: 'Café 500 g', price: 0.29, quantity: 1 },
      ],
      item_list_id: 'cat-1',
      item_list_name: 'Mercearia',
    });
    expect(viewItemListEvent([])).toEqual({ event: 'view_item_list', currency: 'BRL', value: 0, items: [] });
  });

  it('view_item: one unit at its price', () => {
    expect(viewItemEvent(arroz)).toEqual({
      event: 'view_item',
      currency: 'BRL',
      value: 24.9,
      items: [{ item_id: 'arroz', item_name: 'Arroz 5 kg', price: 24.9, quantity: 1 }],
    });
  });

  it.each([
    ['add_to_cart', arroz, 0, 3, { price: 24.9, quantity: 3, value: 74.7 }],
    ['remove_from_cart', arroz, 3, 1, { price: 24.9, quantity: 2, value: 49.8 }],
    // The progressive price of the quantity reached (10 at R$ 0,25), cents summed without float drift.
    ['add_to_cart', cafe, 9, 10, { price: 0.25, quantity: 1, value: 0.25 }],
    ['remove_from_cart', cafe, 10, 0, { price: 0.25, quantity: 10, value: 2.5 }],
    ['add_to_cart', queijo, 0.5, 0.75, { price: 59.9, quantity: 0.25, value: 14.98 }],
  ] as const)('%s of %s from %d to %d', (event, product, from, to, expected) => {
    expect(cartChangeEvent(product, from, to)).toEqual({
      event,
      currency: 'BRL',
      value: expected.value,
      items: [{ item_id: product.idproduto, item_name: product.nome, price: expected.price, quantity: expected.quantity }],
    });
  });

  it('a change that changed nothing is no event', () => {
    expect(cartChangeEvent(arroz, 2, 2)).toBeNull();
    expect(cartChangeEvent(arroz, 2, 2.0001)).toBeNull();
  });

  const lines = [
    { product: cafe, quantity: 10 },
    { product: queijo, quantity: 0.5, giftWrap: true },
    { product: arroz, quantity: 2 },
  ];

  it('begin_checkout: every line at the unit price rule, gift wrapping in the value, sorted by name', () => {
    expect(beginCheckoutEvent(lines, [], 'DEZ')).toEqual({
      event: 'begin_checkout',
      currency: 'BRL',
      // 2 x 24,90 + 10 x 0,25 + 0,5 x 59,90 + 0,5 x 2,00 packaging
      value: 83.25,
      items: [
        { item_id: 'arroz', item_name: 'Arroz 5 kg', price: 24.9, quantity: 2 },
        { item_id: 'cafe', item_name: 'Café 500 g', price: 0.25, quantity: 10 },
        { item_id: 'queijo', item_name: 'Queijo', price: 59.9, quantity: 0.5 },
      ],
      coupon: 'DEZ',
    });
    expect(beginCheckoutEvent([]).value).toBe(0);
    expect(beginCheckoutEvent([]).coupon).toBeUndefined();
  });

  it('add_payment_info: the cart with the payment type', () => {
    const event = addPaymentInfoEvent(lines.slice(2), 'PIX');
    expect(event).toMatchObject({ event: 'add_payment_info', currency: 'BRL', value: 49.8, payment_type: 'PIX' });
    expect(event.items).toHaveLength(1);
  });

  it("purchase: the order number, the server's total and delivery fee", () => {
    expect(purchaseEvent({ numpedido: '4711', totalpedido: 60.3, taxaentrega: 8, cupom: 'DEZ' }, lines.slice(2))).toEqual({
      event: 'purchase',
      currency: 'BRL',
      value: 60.3,
      items: [{ item_id: 'arroz', item_name: 'Arroz 5 kg', price: 24.9, quantity: 2 }],
      coupon: 'DEZ',
      transaction_id: '4711',
      shipping: 8,
    });
    // Without the server's total, the cart's own.
    const fallback = purchaseEvent({ numpedido: '4712' }, lines.slice(2));
    expect(fallback.value).toBe(49.8);
    expect(fallback.shipping).toBeUndefined();
  });

  it('gives gtag the parameters without the name', () => {
    expect(eventParams(viewItemEvent(arroz))).toEqual({ currency: 'BRL', value: 24.9, items: [expect.objectContaining({ item_id: 'arroz' })] });
  });
});
