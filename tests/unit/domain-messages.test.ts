import { describe, expect, it } from 'vitest';
import { QUANTITY_REASONS } from '../../storefront/domain/quantity';
import { ORDER_STATUSES, statusMessageId } from '../../storefront/domain/statuses';
import catalogue from '../../storefront/i18n/pt-BR.json';

/** What storefront/domain returns as message ids must have words in the pt-BR catalogue. */
describe('domain message ids', () => {
  const ids = [
    ...QUANTITY_REASONS.map((reason) => `cart.quantity.${reason}`),
    ...ORDER_STATUSES.map(statusMessageId),
    'cart.explain.buyMore',
    'coupon.betterAutomatic',
    'order.emptyCart',
    'order.storeRequired',
    'order.addressRequired',
    'gate.loginToBuy',
    'gate.awaitingApproval',
    'login.invalid',
  ];

  it.each(ids)('%s is in the catalogue', (id) => {
    expect(catalogue).toHaveProperty([id]);
  });

  it('keeps the spec messages verbatim', () => {
    const words = catalogue as Record<string, string>;
    expect(words['order.emptyCart']).toBe('O carrinho está vazio. Experimente adicionar alguns produtos');
    expect(words['coupon.betterAutomatic']).toBe(
      'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
    );
    expect(words['gate.loginToBuy']).toBe('Faça login para comprar');
    expect(words['login.invalid']).toBe('Email ou CPF Invalido');
  });
});
