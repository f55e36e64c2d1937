import { applyQuantityAction, roundQuantity, type QuantityReason, type QuantityRules } from './quantity';

/** One row of a pasted list: "SKU;quantidade", a spreadsheet row (tab) or "SKU quantidade". */
export interface BulkRow {
  line: number;
  sku: string;
  /** What the shopper typed, NaN when it is not a number. */
  asked: number;
}

/** How the row fares against the catalogue, with the quantity proposed for the cart. */
export type BulkCheck =
  | { row: BulkRow; status: 'ok'; quantity: number }
  | { row: BulkRow; status: 'adjusted'; quantity: number; reasons: QuantityReason[] }
  | { row: BulkRow; status: 'unknownSku' | 'unavailable' | 'invalidQuantity'; quantity: 0 };

export interface BulkProduct extends QuantityRules {
  available: boolean;
}

/** Reads "1.234,5" and "1234.5" alike; a lone comma is the decimal separator (pt-BR). */
export function parseQuantity(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(t)) return Number.NaN;
  const normal = /,/.test(t) ? t.replace(/\./g, '').replace(',', '.') : /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
  return Number(normal);
}

/** Beyond the spec: splits pasted text into rows; blank lines and a "sku;quantidade" header are skipped. */
export function parseBulkLines(text: string): BulkRow[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const cells = raw.trim().split(/\s*[;\t]\s*|\s+/).filter(Boolean);
    const [sku, quantity] = cells;
    if (!sku || /^(sku|c[oó]digo)$/i.test(sku)) return [];
    return [{ line: index + 1, sku, asked: quantity === undefined ? 1 : parseQuantity(quantity) }];
  });
}

/** Each row checked against its product's minimum, step, maximum and availability, with the nearest valid quantity. */
export function checkBulkRows(rows: readonly BulkRow[], catalogue: ReadonlyMap<string, BulkProduct>): BulkCheck[] {
  return rows.map((row) => {
    const product = catalogue.get(row.sku.toUpperCase()) ?? catalogue.get(row.sku);
    if (!product) return { row, status: 'unknownSku', quantity: 0 };
    if (!product.available) return { row, status: 'unavailable', quantity: 0 };
    if (!Number.isFinite(row.asked) || row.asked <= 0) return { row, status: 'invalidQuantity', quantity: 0 };
    const result = applyQuantityAction(product, 0, { type: 'SET', value: row.asked });
    if (result.quantity === 0) return { row, status: 'invalidQuantity', quantity: 0 };
    return result.reasons.length === 0 && result.quantity === roundQuantity(row.asked)
      ? { row, status: 'ok', quantity: result.quantity }
      : { row, status: 'adjusted', quantity: result.quantity, reasons: result.reasons };
  });
}
