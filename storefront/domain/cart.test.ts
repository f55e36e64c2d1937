import { describe, expect, it } from 'vitest';
import { cartTotals, normalizeCart, priceLine, type CartLine } from './cart';
import type { Produto } from './types';

const product = (nome: string, preco: number, extra: Partial<Produto> = {}): Produto => ({ idproduto: nome, nome, preco, ...extra });

describe('spec 4 cart rules', () => {
  it('sorts by name (Portuguese order, accents and case ignored) and drops lines with 0', () => {
    const lines: CartLine[] = [
      { product: product('feijão', 8), quantity: 1 },
      { product: product('Água', 2), quantity: 0 },
      { product: product('açúcar', 4), quantity: 2 },
      { product: product('Arroz', 27.9), quantity: 1 },
      { product: product('Item 10', 1), quantity: 1 },
      { product: product('Item 9', 1), quantity: 1 },
    ];
    expect(normalizeCart(lines).map((l) => l.product.nome)).toEqual(['açúcar', 'Arroz', 'feijão', 'Item 9', 'Item 10']);
  });

  it('totals unit price x quantity plus packaging x quantity for gift-wrapped lines', () => {
    const totals = cartTotals([
      { product: product('Vinho', 59.9, { embalarParaPresente: true, preco_embalagem: 4.5 }), quantity: 2 },
      { product: product('Queijo', 42.9), quantity: 0.375 },
      { product: product('Pão', 0.1), quantity: 3 },
    ]);
    // 2 x 59,90 + 2 x 4,50 + 0,375 x 42,90 (16,0875 -> 16,09) + 3 x 0,10
    expect(totals.totalCents).toBe(11980 + 900 + 1609 + 30);
    expect(totals.lineCount).toBe(3);
    expect(totals.unitCount).toBe(5.375);
    expect(totals.lines.map((l) => l.product.nome)).toEqual(['Pão', 'Queijo', 'Vinho']);
  });

  it('charges each chosen service per unit, beside gift wrapping (issue 19)', () => {
    const totals = cartTotals([{ product: product('Vinho', 49.9, { embalarParaPresente: true, preco_embalagem: 5.9 }), quantity: 3, services: [{ id: 'taca', nome: 'Taça', preco: 24.9 }, { id: 'cartao', nome: 'Cartão', preco: 0.5 }] }]);
    // 3 x 49,90 + 3 x 5,90 + 3 x (24,90 + 0,50)
    expect(totals.lines[0]).toMatchObject({ itemsCents: 14970, packagingCents: 1770, servicesCents: 7620, totalCents: 24360 });
    expect(totals.totalCents).toBe(24360);
    expect(priceLine({ product: product('Arroz', 5), quantity: 2 }).servicesCents).toBe(0);
  });

  it('prices each line by the unit price rule', () => {
    const line = priceLine({ product: product('Arroz', 27.9, { precovendaatacado: 24.5, minvendaatacado: 10 }), quantity: 10 });
    expect(line).toMatchObject({ unitCents: 2450, rule: 'wholesale', itemsCents: 24500, packagingCents: 0, servicesCents: 0, totalCents: 24500 });
  });

  it('an empty cart totals zero', () => {
    expect(cartTotals([])).toEqual({ lines: [], totalCents: 0, lineCount: 0, unitCount: 0 });
  });
});
