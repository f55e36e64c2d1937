import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { serverTextOf } from '@storefront/api/errors';
import { checkQuickOrder, parseQuickOrder, rowsFromCells, skuKey, skusToLookUp, type CheckedRow, type ParsedQuickOrder, type QuickOrderCheck } from '@storefront/domain/quickOrder';
import { cartContextFor, changeQuantity, flushCartSave } from './cart';
import { QUICK_ORDER_LOOKUP_BATCH } from './constants';
import type { Stores } from './stores';
import { useBound } from './context';

/** What went wrong before any row could be checked. */
export type QuickOrderProblem =
  /** "Conferir itens" with nothing to read. */
  | { kind: 'empty' }
  /** The products could not be looked up (server text when it sent one). */
  | { kind: 'lookupFailed'; text: string | undefined }
  /** The file is not a .csv: refused before sending. */
  | { kind: 'fileFormat' }
  /** The spreadsheet call refused or failed (server text when it sent one). */
  | { kind: 'spreadsheetFailed'; text: string | undefined };

/** One checked row with the catalogue product it matched. */
export type QuickOrderRow = CheckedRow<ProdutoCatalogo>;

type QuickOrderResult = { kind: 'added'; count: number } | { kind: 'locked' } | { kind: 'saveFailed'; text: string | undefined };

/**
 * Beyond the spec (issue 9 quick order): the pasted text, the rows checked against the catalogue, and
 * what adding them did. `checking` covers the spreadsheet upload and the product lookups.
 */
export interface QuickOrderState {
  text: string;
  status: 'idle' | 'checking' | 'checked' | 'adding';
  /** The spreadsheet the rows came from, when they did. */
  fileName: string | null;
  check: QuickOrderCheck<ProdutoCatalogo> | null;
  /** Rows beyond the limit, left unchecked. */
  overflow: number;
  problem: QuickOrderProblem | null;
  result: QuickOrderResult | null;
}

export function createQuickOrderStore() {
  return proxy<QuickOrderState>({ text: '', status: 'idle', fileName: null, check: null, overflow: 0, problem: null, result: null });
}

export type QuickOrderStore = ReturnType<typeof createQuickOrderStore>;
type Deps = Pick<Stores, 'supplier' | 'session' | 'checkout' | 'cart' | 'consent'>;

/** The run each store is on: an older check's answer is dropped when a newer one started. */
const runs = new WeakMap<QuickOrderStore, number>();

function startRun(store: QuickOrderStore): number {
  const run = (runs.get(store) ?? 0) + 1;
  runs.set(store, run);
  Object.assign(store, { status: 'checking', check: null, overflow: 0, problem: null, result: null });
  return run;
}

export function setQuickOrderText(store: QuickOrderStore, text: string): void {
  store.text = text;
}

/**
 * The products of the SKUs, QUICK_ORDER_LOOKUP_BATCH SKUs a call (`sk` with SKUs separated by commas,
 * assumed in ASSUMPTIONS.md). The calls go one after the other: the product list calls supersede each other.
 */
async function lookUp(skus: readonly string[], stores: Deps, api: ApiClient): Promise<Map<string, ProdutoCatalogo>> {
  const supplier = stores.supplier.fornecedor?.idfornecedor;
  if (!supplier) throw new TypeError('no supplier');
  const found = new Map<string, ProdutoCatalogo>();
  for (let start = 0; start < skus.length; start += QUICK_ORDER_LOOKUP_BATCH) {
    const batch = skus.slice(start, start + QUICK_ORDER_LOOKUP_BATCH);
    const reply = await api.call('listaProdutosSemEndereco', {
      params: { idfornecedor: supplier },
      query: {
        canalVenda: 'WEB',
        sk: batch.join(','),
        page: 1,
        limit: batch.length,
        formapagamento: stores.checkout.payment.selected ?? undefined,
        tipoentrega: stores.checkout.tipoEntrega,
      },
    });
    for (const product of reply.produtos) if (batch.includes(skuKey(product.sku))) found.set(skuKey(product.sku), product);
  }
  return found;
}

async function checkRows(store: QuickOrderStore, run: number, parsed: ParsedQuickOrder, stores: Deps, api: ApiClient): Promise<void> {
  try {
    const products = await lookUp(skusToLookUp(parsed.rows), stores, api);
    if (runs.get(store) !== run) return;
    const check = checkQuickOrder(parsed.rows, products, stores.supplier.fornecedor?.tag ?? []);
    Object.assign(store, { status: 'checked', check, overflow: parsed.overflow });
  } catch (error) {
    if (runs.get(store) !== run) return;
    Object.assign(store, { status: 'idle', problem: { kind: 'lookupFailed', text: serverTextOf(error) } });
  }
}

/** "Conferir itens": reads the pasted lines and checks each against the products found for its SKU. */
export async function checkQuickOrderText(store: QuickOrderStore, stores: Deps, api: ApiClient): Promise<void> {
  const parsed = parseQuickOrder(store.text);
  if (parsed.rows.length === 0) {
    Object.assign(store, { status: 'idle', check: null, problem: { kind: 'empty' }, result: null });
    return;
  }
  store.fileName = null;
  await checkRows(store, startRun(store), parsed, stores, api);
}

/**
 * A spreadsheet: a .csv goes to the platform's spreadsheet call (multipart, the file in `arquivo`),
 * whose rows are checked like pasted ones; any other file is refused here, before sending.
 */
export async function uploadQuickOrderFile(store: QuickOrderStore, stores: Deps, api: ApiClient, file: File): Promise<void> {
  if (!/\.csv$/i.test(file.name)) {
    Object.assign(store, { problem: { kind: 'fileFormat' }, fileName: file.name, result: null });
    return;
  }
  const run = startRun(store);
  store.fileName = file.name;
  const supplier = stores.supplier.fornecedor?.idfornecedor ?? '';
  let parsed: ParsedQuickOrder;
  try {
    const body = new FormData();
    body.append('arquivo', file, file.name);
    const reply = await api.call('planilhaProdutos', { params: { idfornecedor: supplier }, body });
    parsed = rowsFromCells(reply.itens);
  } catch (error) {
    if (runs.get(store) === run) Object.assign(store, { status: 'idle', problem: { kind: 'spreadsheetFailed', text: serverTextOf(error) } });
    return;
  }
  await checkRows(store, run, parsed, stores, api);
}

/**
 * "Adicionar N itens ao carrinho": every valid and adjusted row (at its proposed quantity) on top of what
 * the cart holds, through the cart's own action and rules, then one save. A locked cart takes nothing; a
 * failed or empty save puts the cart back and keeps the rows. Success clears the form.
 */
export async function addQuickOrderToCart(store: QuickOrderStore, stores: Deps, api: ApiClient): Promise<boolean> {
  const rows = store.check?.addable ?? [];
  if (store.status !== 'checked' || rows.length === 0) return false;
  const { cart } = stores;
  if (cart.locked) {
    store.result = { kind: 'locked' };
    return false;
  }
  Object.assign(store, { status: 'adding', result: null });
  const before = cart.lines.map((line) => ({ ...line }));
  const context = cartContextFor(api, stores);
  for (const row of rows) {
    const held = cart.lines.find((l) => l.product.idproduto === row.product.idproduto)?.quantity ?? 0;
    changeQuantity(cart, context, row.product, { type: 'SET', value: held + row.quantity });
  }
  // The screen tells the failure: the cart's own toast would say it twice.
  const outcome = await flushCartSave(cart, context, { quiet: true });
  if (outcome.kind === 'failed' || outcome.kind === 'emptyReply') {
    cart.lines = before;
    Object.assign(store, { status: 'checked', result: { kind: 'saveFailed', text: outcome.kind === 'failed' ? outcome.text : undefined } });
    return false;
  }
  Object.assign(store, { status: 'idle', text: '', fileName: null, check: null, overflow: 0, result: { kind: 'added', count: rows.length } });
  return true;
}

/** The quick order's actions, bound to the app's stores and API client: screens never hold either. */
export function useQuickOrderActions() {
  return useBound(({ stores, api }) => ({
    checkQuickOrderText: (store: QuickOrderStore) => checkQuickOrderText(store, stores, api),
    uploadQuickOrderFile: (store: QuickOrderStore, file: File) => uploadQuickOrderFile(store, stores, api, file),
    addQuickOrderToCart: (store: QuickOrderStore) => addQuickOrderToCart(store, stores, api),
  }));
}
