import { describe, expect, it } from 'vitest';
import { compareRepeatOrder, type CurrentProduct, type PastOrderItem } from './repeatOrder';

const item = (idproduto: string, quantidade: number, precoUnitario: number): PastOrderItem => ({ idproduto, nome: `Pedido ${idproduto}`, quantidade, precoUnitario });
const product = (idproduto: string, fields: Partial<CurrentProduct> = {}): CurrentProduct => ({ idproduto, nome: `Atual ${idproduto}`, preco: 10, disponivel: true, ...fields });
const byId = (...products: CurrentProduct[]) => new Map(products.map((p) => [p.idproduto, p]));

describe('spec 2 "Repeat order": a past order against the catalogue of now', () => {
  it('an item at the same price and quantity is unchanged, with the current name', () => {
    const result = compareRepeatOrder([item('a', 2, 10)], byId(product('a')));
    expect(result.hasChanges).toBe(false);
    expect(result.items[0]).toMatchObject({ status: 'available', nome: 'Atual a', quantity: 2, orderedQuantity: 2, quantityReasons: [], oldUnitCents: 1000, newUnitCents: 1000, price: 'same', step: 1, minimum: 1, maximum: null });
    expect(result.addable).toHaveLength(1);
  });

  it.each([
    ['went up', 8, 'up'],
    ['went down', 12.5, 'down'],
  ] as const)('a unit price that %s gives the old and the new price', (_, old, direction) => {
    const result = compareRepeatOrder([item('a', 1, old)], byId(product('a')));
    expect(result.items[0]).toMatchObject({ price: direction, oldUnitCents: old * 100, newUnitCents: 1000 });
    expect(result.hasChanges).toBe(true);
  });

  it('the new price follows the unit price rule of spec 4 at the new quantity (progressive discount)', () => {
    const p = product('a', { efeitospoliticas: { descontoProgressivo: { '6': 9 } } });
    expect(compareRepeatOrder([item('a', 6, 9)], byId(p)).items[0]).toMatchObject({ price: 'same', newUnitCents: 900 });
  });

  it('the wholesale rule reads the supplier tags', () => {
    const p = product('a', { precovendaatacado: 8, minvendaatacado: 12, multiploincremento: 6 });
    expect(compareRepeatOrder([item('a', 2, 8)], byId(p)).items[0]).toMatchObject({ newUnitCents: 800 });
    expect(compareRepeatOrder([item('a', 2, 8)], byId(p), ['disable-product-multiple']).items[0]).toMatchObject({ newUnitCents: 1000, price: 'up' });
  });

  it.each([
    ['raised to the minimum', { min_por_pedido: 3 }, 1, 3, 'raisedToMinimum'],
    ['rounded to the granularity', { granularidade: 6 }, 4, 6, 'roundedToStep'],
    ['capped at the maximum', { maxporpedido: 5 }, 8, 5, 'cappedAtMaximum'],
  ] as const)('a quantity below the rules is %s', (_, rules, ordered, quantity, reason) => {
    const result = compareRepeatOrder([item('a', ordered, 10)], byId(product('a', rules)));
    expect(result.items[0]).toMatchObject({ status: 'available', orderedQuantity: ordered, quantity, quantityReasons: [reason] });
    expect(result.hasChanges).toBe(true);
  });

  it('gives the rules for the explanation', () => {
    const p = product('a', { granularidade: 6, min_por_pedido: 6, maxporpedido: 26 });
    expect(compareRepeatOrder([item('a', 12, 10)], byId(p)).items[0]).toMatchObject({ step: 6, minimum: 6, maximum: 24 });
  });

  it.each([
    ['no longer sold', undefined, 'notSold'],
    ['out of stock', product('a', { disponivel: false }), 'outOfStock'],
    ['without a valid quantity', product('a', { min_por_pedido: 12, maxporpedido: 10 }), 'noValidQuantity'],
  ] as const)('a product %s is dropped with the reason', (_, current, reason) => {
    const result = compareRepeatOrder([item('a', 1, 10), item('b', 1, 10)], byId(product('b'), ...(current ? [current] : [])));
    expect(result.items[0]).toEqual({ status: 'unavailable', idproduto: 'a', nome: current ? 'Atual a' : 'Pedido a', quantidade: 1, reason });
    expect(result.addable.map((i) => i.idproduto)).toEqual(['b']);
    expect(result.hasChanges).toBe(true);
  });

  it('keeps the order name when the product has none now', () => {
    expect(compareRepeatOrder([item('a', 1, 10)], byId(product('a', { nome: '' }))).items[0]?.nome).toBe('Pedido a');
  });
});
