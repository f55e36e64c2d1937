import { describe, expect, it } from 'vitest';
import { checkBulkRows, parseBulkLines, parseQuantity, type BulkProduct } from './bulk';

describe('bulk lines (beyond the spec)', () => {
  it.each([
    ['12', 12],
    ['2,5', 2.5],
    ['1.234,5', 1234.5],
    ['1.234', 1234],
    ['0.75', 0.75],
    ['dez', Number.NaN],
    ['1,2,3', Number.NaN],
  ])('reads the quantity %j as %s', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it('splits pasted rows: semicolons, tabs or spaces; skips the header and blank lines', () => {
    expect(parseBulkLines('sku;quantidade\nARZ-5;3\n\nFJ-1\t2,5\nCAFE 1\nSO-SKU')).toEqual([
      { line: 2, sku: 'ARZ-5', asked: 3 },
      { line: 4, sku: 'FJ-1', asked: 2.5 },
      { line: 5, sku: 'CAFE', asked: 1 },
      { line: 6, sku: 'SO-SKU', asked: 1 },
    ]);
  });

  it('checks each row against the product and proposes the nearest valid quantity', () => {
    const catalogue = new Map<string, BulkProduct>([
      ['ARZ-5', { available: true, granularidade: 1, min_por_pedido: 6, maxporpedido: 60 }],
      ['FJ-1', { available: true, granularidade: 0.5 }],
      ['CAFE', { available: false }],
      ['RUIM', { available: true, min_por_pedido: 10, maxporpedido: 5 }],
    ]);
    const rows = parseBulkLines('ARZ-5;3\nfj-1;2,2\nFJ-1;2\nCAFE;1\nXYZ;1\nARZ-5;abc\nRUIM;1\nARZ-5;100');
    expect(checkBulkRows(rows, new Map([...catalogue, ['fj-1', catalogue.get('FJ-1')!]])).map((c) => [c.status, c.quantity])).toEqual([
      ['adjusted', 6],
      ['adjusted', 2],
      ['ok', 2],
      ['unavailable', 0],
      ['unknownSku', 0],
      ['invalidQuantity', 0],
      ['invalidQuantity', 0],
      ['adjusted', 60],
    ]);
  });
});
