import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuantityAction, quantityBounds, toMilli } from './quantity';
import {
  checkQuickOrder,
  parseQuantityText,
  parseQuickOrder,
  QUICK_ORDER_MAX_ROWS,
  rowsFromCells,
  skusToLookUp,
  type QuickOrderProduct,
} from './quickOrder';

const product = (sku: string, fields: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({ idproduto: `id-${sku}`, sku, nome: `Produto ${sku}`, preco: 10, disponivel: true, ...fields });
const bySku = (...products: QuickOrderProduct[]) => new Map(products.map((p) => [p.sku.toUpperCase(), p]));
const read = (text: string) => parseQuickOrder(text).rows.map((r) => [r.line, r.sku, r.asked, r.problem]);

describe('quick order: reading pasted lines', () => {
  it('reads SKU;quantidade, tabs, commas and spaces, skipping blank lines and a header', () => {
    expect(read('SKU;Quantidade\nARR-0001;3\n\n  FEI-0002\t2,5  \nCAF-0003,4\nLEI-0004 6\r\nOLE-0005;1.000')).toEqual([
      [2, 'ARR-0001', 3, null],
      [4, 'FEI-0002', 2.5, null],
      [5, 'CAF-0003', 4, null],
      [6, 'LEI-0004', 6, null],
      [7, 'OLE-0005', 1000, null],
    ]);
  });

  it.each([
    ['código\tqtd', 'a header by its SKU column'],
    ['item;qtde.', 'a header by its quantity column'],
  ])('skips %s (%s) only as the first line', (header) => {
    expect(read(`${header}\nA;1\n${header}`).map((r) => r[1])).toEqual(['A', header.split(/[;\t]/)[0]]);
  });

  it('reads a decimal comma in CSV when quoted or when it is the only reading', () => {
    expect(read('A,"2,5"\nB,1,5\nC,2,desc\nD;2,5;extra')).toEqual([
      [1, 'A', 2.5, null],
      [2, 'B', 1.5, null],
      [3, 'C', 2, null],
      [4, 'D', 2.5, null],
    ]);
  });

  it('says what is wrong with each row, by line', () => {
    expect(read(';3\nA\nB;dois\nC;0\nD;-2\nE;')).toEqual([
      [1, '', null, 'emptySku'],
      [2, 'A', null, 'missingQuantity'],
      [3, 'B', null, 'unreadableQuantity'],
      [4, 'C', 0, 'notPositive'],
      [5, 'D', -2, 'notPositive'],
      [6, 'E', null, 'missingQuantity'],
    ]);
  });

  it('merges duplicates of a SKU (any case) on the first line; unreadable rows stay apart', () => {
    const { rows } = parseQuickOrder('A;1\nb;2\na;2,5\nA;x\nB;1');
    expect(rows.map((r) => [r.sku, r.asked, r.lines, r.problem])).toEqual([
      ['A', 3.5, [1, 3], null],
      ['b', 3, [2, 5], null],
      ['A', null, [4], 'unreadableQuantity'],
    ]);
  });

  it(`checks at most ${QUICK_ORDER_MAX_ROWS} rows and counts the rest`, () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_ROWS + 3 }, (_, i) => `S${i};1`).join('\n');
    const parsed = parseQuickOrder(text);
    expect([parsed.rows.length, parsed.overflow]).toEqual([QUICK_ORDER_MAX_ROWS, 3]);
    expect(parseQuickOrder('').overflow).toBe(0);
  });

  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1.234,5', 1234.5],
    ['1.000', 1000],
    [' 12 ', 12],
    ['-1,5', -1.5],
    ['1,2,3', Number.NaN],
    ['abc', Number.NaN],
  ])('reads the quantity %s as %s', (text, value) => {
    expect(parseQuantityText(text)).toBe(value);
  });

  it('takes rows read by the spreadsheet call, with their problems', () => {
    const parsed = rowsFromCells([
      { linha: 2, sku: ' A ', quantidade: 2 },
      { linha: 3, sku: '', quantidade: 1 },
      { linha: 4, sku: 'B', quantidade: null },
      { linha: 5, sku: 'C', quantidade: Number.NaN },
      { linha: 6, sku: 'D', quantidade: 0 },
    ]);
    expect(parsed.rows.map((r) => [r.line, r.sku, r.problem])).toEqual([
      [2, 'A', null],
      [3, '', 'emptySku'],
      [4, 'B', 'unreadableQuantity'],
      [5, 'C', 'unreadableQuantity'],
      [6, 'D', 'notPositive'],
    ]);
    expect(rowsFromCells(Array.from({ length: QUICK_ORDER_MAX_ROWS + 1 }, (_, i) => ({ linha: i + 1, sku: `S${i}`, quantidade: 1 }))).overflow).toBe(1);
  });

  it('looks up each readable SKU once', () => {
    expect(skusToLookUp(parseQuickOrder('a;1\nA;2\nB;x\n c ;1').rows)).toEqual(['A', 'C']);
  });
});

describe('quick order: rows against the catalogue (spec 4 quantity and price rules)', () => {
  const catalogue = bySku(
    product('OK'),
    product('MIN', { min_por_pedido: 3 }),
    product('MAX', { maxporpedido: 24 }),
    product('KG', { granularidade: 0.25, preco: 8 }),
    product('OFF', { disponivel: false }),
    product('NONE', { min_por_pedido: 10, maxporpedido: 5 }),
    product('TIER', { efeitospoliticas: { descontoProgressivo: { '6': 9 } } }),
  );

  it('gives each row its verdict, the quantity for the cart and the line total', () => {
    const { rows } = parseQuickOrder('ok;2\nMIN;1\nMAX;30\nKG;1,1\nOFF;1\nNONE;1\nXYZ;1\nOK;zero\nTIER;6');
    const result = checkQuickOrder(rows, catalogue);
    expect(result.rows.map((r) => (r.status === 'invalid' ? [r.status, r.reason] : [r.status, r.quantity, r.reasons, r.totalCents]))).toEqual([
      ['valid', 2, [], 2000],
      ['adjusted', 3, ['raisedToMinimum'], 3000],
      ['adjusted', 24, ['cappedAtMaximum'], 24000],
      ['adjusted', 1, ['roundedToStep'], 800],
      ['invalid', 'unavailable'],
      ['invalid', 'noValidQuantity'],
      ['invalid', 'unknownSku'],
      ['invalid', 'unreadableQuantity'],
      ['valid', 6, [], 5400],
    ]);
    expect(result.counts).toEqual({ valid: 2, adjusted: 3, invalid: 4 });
    expect(result.addable.map((r) => r.product.sku)).toEqual(['OK', 'MIN', 'MAX', 'KG', 'TIER']);
    expect(result.totalCents).toBe(2000 + 3000 + 24000 + 800 + 5400);
  });

  it('a quantity of more than 3 decimals that rounds to itself is still an adjustment', () => {
    const [row] = checkQuickOrder(parseQuickOrder('OK;2,0004').rows, catalogue).rows;
    expect(row).toMatchObject({ status: 'adjusted', quantity: 2, reasons: [] });
  });

  it('property: a proposed quantity is always valid for the product (step, minimum, maximum)', () => {
    const rules = fc.record({
      granularidade: fc.constantFrom(undefined, 0.25, 0.5, 1, 6),
      min_por_pedido: fc.constantFrom(undefined, 1, 3, 12),
      maxporpedido: fc.constantFrom(undefined, 5, 24, 100),
    });
    fc.assert(
      fc.property(rules, fc.double({ min: 0.001, max: 500, noNaN: true }), (r, asked) => {
        const p = product('P', r);
        const [row] = checkQuickOrder([{ line: 1, lines: [1], sku: 'P', asked, problem: null }], bySku(p)).rows;
        if (row?.status === 'invalid') return row.reason === 'noValidQuantity';
        const { step, minAligned, maxAligned } = quantityBounds(p);
        const milli = toMilli(row?.quantity);
        return milli % step === 0 && milli >= minAligned && milli <= maxAligned && applyQuantityAction(p, 0, { type: 'SET', value: row?.quantity ?? 0 }).quantity === row?.quantity;
      }),
    );
  });
});
