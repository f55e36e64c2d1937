import { priceLine } from './cart';
import type { Cents } from './money';
import { applyQuantityAction, roundQuantity, type QuantityReason } from './quantity';
import type { Produto } from './types';

/** Beyond the spec (issue 9 quick order): at most this many rows are checked at once; the rest are reported. */
export const QUICK_ORDER_MAX_ROWS = 200;

/** Why a pasted row cannot be read, before any product is looked up. */
type RowProblem = 'emptySku' | 'missingQuantity' | 'unreadableQuantity' | 'notPositive';

/** One row as read from the text (or the spreadsheet): its line, the SKU and the quantity asked. */
export interface QuickOrderRow {
  /** 1-based line of the pasted text; for merged duplicates, the first. */
  line: number;
  /** Every line this row came from (more than one when duplicates were merged). */
  lines: number[];
  sku: string;
  /** The quantity asked, or null when it could not be read. */
  asked: number | null;
  problem: RowProblem | null;
}

export interface ParsedQuickOrder {
  rows: QuickOrderRow[];
  /** Rows beyond QUICK_ORDER_MAX_ROWS, left out. */
  overflow: number;
}

/** The key a SKU is matched on: SKUs are compared without case or surrounding spaces. */
export function skuKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/**
 * A quantity as people type it: "2,5" and "2.5", "1.234,5" and "1234.5", "1.000" (thousands). A
 * minus sign reads, so "-2" is a negative quantity rather than unreadable.
 * @internal exported for its test and the mock platform's spreadsheet
 */
export function parseQuantityText(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  const negative = t.startsWith('-');
  const digits = negative ? t.slice(1) : t;
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(digits)) return Number.NaN;
  const normal = digits.includes(',') ? digits.replace(/\./g, '').replace(',', '.') : /^\d{1,3}(\.\d{3})+$/.test(digits) ? digits.replace(/\./g, '') : digits;
  return negative ? -Number(normal) : Number(normal);
}

/** Cells of one line; double quotes keep a separator inside a cell, as spreadsheets write "2,5" in CSV. */
function splitCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** The separator of a line: `;` first, then tab (a spreadsheet's paste), then `,`, then spaces. */
function cellsOf(line: string): string[] {
  if (line.includes(';')) return splitCells(line, ';');
  if (line.includes('\t')) return splitCells(line, '\t');
  if (line.includes(',')) {
    const cells = splitCells(line, ',');
    // "SKU,2,5" has no other reading than a decimal comma split by the separator.
    const [sku = '', whole = '', fraction = ''] = cells;
    return cells.length === 3 && /^\d+$/.test(whole) && /^\d+$/.test(fraction) ? [sku, `${whole},${fraction}`] : cells;
  }
  return line.split(/\s+/);
}

const HEADER_SKU = /^(sku|c[oó]d(igo)?|produto|refer[eê]ncia|ref)$/i;
const HEADER_QUANTITY = /^(qtd|qtde|quant|quantidade|qty)\.?$/i;

function isHeader(cells: readonly string[]): boolean {
  const [sku = '', quantity = ''] = cells;
  return HEADER_SKU.test(sku) || HEADER_QUANTITY.test(quantity);
}

function readRow(cells: readonly string[], line: number): QuickOrderRow {
  const [sku = '', quantityText = ''] = cells;
  const base = { line, lines: [line], sku };
  if (sku === '') return { ...base, asked: null, problem: 'emptySku' };
  if (quantityText === '') return { ...base, asked: null, problem: 'missingQuantity' };
  const asked = parseQuantityText(quantityText);
  if (Number.isNaN(asked)) return { ...base, asked: null, problem: 'unreadableQuantity' };
  if (asked <= 0) return { ...base, asked, problem: 'notPositive' };
  return { ...base, asked, problem: null };
}

/**
 * Duplicates are merged: the quantities of well-read rows with the same SKU add up on the first of them,
 * which lists every line. A row that could not be read stays on its own, so its problem is shown.
 */
function mergeDuplicates(rows: readonly QuickOrderRow[]): QuickOrderRow[] {
  const merged: QuickOrderRow[] = [];
  const first = new Map<string, QuickOrderRow>();
  for (const row of rows) {
    const copy = { ...row, lines: [...row.lines] };
    const key = skuKey(row.sku);
    const earlier = row.problem === null ? first.get(key) : undefined;
    if (earlier) {
      earlier.asked = roundQuantity(Number(earlier.asked) + Number(row.asked));
      earlier.lines.push(row.line);
      continue;
    }
    if (row.problem === null) first.set(key, copy);
    merged.push(copy);
  }
  return merged;
}

/**
 * Beyond the spec (issue 9): pasted `SKU;quantidade` lines. Also a tab (pasted from a spreadsheet), a comma
 * or spaces between the two; blank lines and a first header line ("SKU;Quantidade") are skipped; extra
 * columns are ignored; quantities take the Brazilian decimal comma. Duplicates are merged (see above).
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const read: QuickOrderRow[] = [];
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const cells = cellsOf(trimmed);
    const header = !seenContent && isHeader(cells);
    seenContent = true;
    if (!header) read.push(readRow(cells, index + 1));
  });
  const rows = mergeDuplicates(read);
  return { rows: rows.slice(0, QUICK_ORDER_MAX_ROWS), overflow: Math.max(0, rows.length - QUICK_ORDER_MAX_ROWS) };
}

/** Rows read elsewhere (the spreadsheet call's answer): each with its line, SKU and quantity (null: unreadable). */
export function rowsFromCells(cells: readonly { linha: number; sku: string; quantidade: number | null }[]): ParsedQuickOrder {
  const read = cells.map(({ linha, sku, quantidade }): QuickOrderRow => {
    const base = { line: linha, lines: [linha], sku: sku.trim() };
    if (base.sku === '') return { ...base, asked: quantidade, problem: 'emptySku' };
    if (quantidade === null || !Number.isFinite(quantidade)) return { ...base, asked: null, problem: 'unreadableQuantity' };
    return { ...base, asked: quantidade, problem: quantidade > 0 ? null : 'notPositive' };
  });
  const rows = mergeDuplicates(read);
  return { rows: rows.slice(0, QUICK_ORDER_MAX_ROWS), overflow: Math.max(0, rows.length - QUICK_ORDER_MAX_ROWS) };
}

/** The distinct SKUs worth looking up: those of rows that could be read. */
export function skusToLookUp(rows: readonly QuickOrderRow[]): string[] {
  return [...new Set(rows.filter((r) => r.problem === null).map((r) => skuKey(r.sku)))];
}

/** A product as the quick order needs it: the catalogue fields, its SKU and whether it can be bought. */
export type QuickOrderProduct = Produto & { sku: string; disponivel?: boolean };

/** Why a row cannot go into the cart. */
type InvalidReason = RowProblem | 'unknownSku' | 'unavailable' | 'noValidQuantity';

export type CheckedRow<P extends QuickOrderProduct = QuickOrderProduct> =
  | { status: 'invalid'; row: QuickOrderRow; reason: InvalidReason; product: P | null }
  | {
      status: 'valid' | 'adjusted';
      row: QuickOrderRow;
      product: P;
      /** What goes into the cart: the ask, or the nearest valid quantity under the rules of spec 4. */
      quantity: number;
      /** Why `quantity` differs from the ask (empty for `valid`). */
      reasons: QuantityReason[];
      unitCents: Cents;
      totalCents: Cents;
    };

function checkRow<P extends QuickOrderProduct>(row: QuickOrderRow, products: ReadonlyMap<string, P>, tags: readonly string[]): CheckedRow<P> {
  if (row.problem !== null) return { status: 'invalid', row, reason: row.problem, product: null };
  const product = products.get(skuKey(row.sku));
  if (!product) return { status: 'invalid', row, reason: 'unknownSku', product: null };
  if (product.disponivel === false) return { status: 'invalid', row, reason: 'unavailable', product };
  // spec 4 "Cart quantities": SET snaps to the step, raises to the minimum, caps at the maximum.
  const { quantity, reasons } = applyQuantityAction(product, 0, { type: 'SET', value: Number(row.asked) });
  if (quantity === 0) return { status: 'invalid', row, reason: 'noValidQuantity', product };
  const priced = priceLine({ product, quantity }, tags);
  // More than 3 decimals asked is an adjustment too, even with no rule broken (spec 9 quantity precision).
  return { status: quantity === row.asked ? 'valid' : 'adjusted', row, product, quantity, reasons, unitCents: priced.unitCents, totalCents: priced.totalCents };
}

export interface QuickOrderCheck<P extends QuickOrderProduct = QuickOrderProduct> {
  rows: CheckedRow<P>[];
  /** The rows that go into the cart: valid and adjusted (the adjusted quantity is accepted on adding). */
  addable: Extract<CheckedRow<P>, { status: 'valid' | 'adjusted' }>[];
  counts: { valid: number; adjusted: number; invalid: number };
  /** The addable rows at the unit price rule of spec 4. */
  totalCents: Cents;
}

/**
 * Each row against the product found for its SKU (keyed by `skuKey`): unknown, unavailable, or the
 * quantity rules of spec 4 with the nearest valid quantity, priced by the unit price rule.
 */
export function checkQuickOrder<P extends QuickOrderProduct>(rows: readonly QuickOrderRow[], products: ReadonlyMap<string, P>, tags: readonly string[] = []): QuickOrderCheck<P> {
  const checked = rows.map((row) => checkRow(row, products, tags));
  const addable = checked.filter((r): r is Extract<CheckedRow<P>, { status: 'valid' | 'adjusted' }> => r.status !== 'invalid');
  const valid = addable.filter((r) => r.status === 'valid').length;
  return {
    rows: checked,
    addable,
    counts: { valid, adjusted: addable.length - valid, invalid: checked.length - addable.length },
    totalCents: addable.reduce((sum, r) => sum + r.totalCents, 0),
  };
}
