import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';

/**
 * The platform's text keys (spec 7 `static-text`) the storefront knows, and the message of ours each one
 * words differently: spec 1's translated catalogue covers menus, orders, invoices and coupons, spec 2 names
 * the cart's empty-cart text. Only messages without arguments: a supplier's text is shown as written, never
 * read as a message format (ASSUMPTIONS.md "Static texts").
 * @internal exported for the catalogue test (tests/unit/i18n-catalogue), which checks each message takes no arguments
 */
export const STATIC_TEXT_MESSAGES = {
  'carrinho.vazio': 'cart.empty',
  'carrinho.vazioTexto': 'cart.emptyText',
  'menu.pedidos': 'menu.orders',
  'menu.faturas': 'menu.invoices',
  'menu.listas': 'menu.lists',
  'menu.combos': 'menu.combos',
  'pedidos.vazio': 'orders.emptyOrders',
  'pedidos.vazioTexto': 'orders.emptyOrdersText',
  'faturas.vazio': 'invoices.empty',
  'faturas.vazioTexto': 'invoices.emptyText',
  'cupons.vazio': 'coupons.empty',
  'cupons.vazioTexto': 'coupons.emptyText',
} as const satisfies Record<string, string>;

/** spec 9 "Default language": Portuguese, as the app's catalogue (`storefront/i18n`). */
const LANGUAGE = 'pt-BR';
/** The platform's resource of storefront texts: i18next's default namespace (assumed, ASSUMPTIONS.md). */
const NAMESPACE = 'translation';
/**
 * Longer than any label or heading it replaces: such a text is not taken.
 * @internal exported for its test
 */
export const STATIC_TEXT_MAX_LENGTH = 200;

export interface StaticTextsState {
  /** The supplier (idfornecedor) whose texts were asked: once per supplier. */
  key: string | null;
  /** Our message id to the supplier's wording, for the known keys its answer words; empty keeps our catalogue. */
  texts: Record<string, string>;
}

export function createStaticTextsStore() {
  return proxy<StaticTextsState>({ key: null, texts: {} });
}

export type StaticTextsStore = ReturnType<typeof createStaticTextsStore>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key's value, dotted at the top (`'carrinho.vazio'`) or nested (`{ carrinho: { vazio } }`); own properties only. */
function valueAt(resource: unknown, key: string): unknown {
  if (!isRecord(resource)) return undefined;
  if (Object.hasOwn(resource, key)) return resource[key];
  let node: unknown = resource;
  for (const part of key.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** The text as a label can show it (one line, no control characters), or `null` when ours should stay. */
function wordingOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  // An i18next placeholder (`{{nome}}`) would be shown as it is: none of these messages has a value to put there.
  if (text === '' || text.includes('{{') || text.length > STATIC_TEXT_MAX_LENGTH) return null;
  return text;
}

/** The supplier's wording of our known messages in the platform's answer, whatever its shape. */
function supplierWording(answer: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, id] of Object.entries(STATIC_TEXT_MESSAGES)) {
    const text = wordingOf(valueAt(answer, key));
    if (text !== null) texts[id] = text;
  }
  return texts;
}

/**
 * spec 7 `static-text/{id}` ({id} the supplier): its own wording of some of the platform's texts, asked once
 * per supplier after its pages are up. A failure, or an answer without known keys, keeps our catalogue; a
 * change of supplier drops the previous one's wording at once.
 */
export async function loadStaticTexts(store: StaticTextsStore, api: ApiClient, idfornecedor: string): Promise<void> {
  if (store.key === idfornecedor) return;
  Object.assign(store, { key: idfornecedor, texts: {} });
  let answer: unknown;
  try {
    answer = await api.call('textoEstatico', { params: { idfornecedor }, query: { language: LANGUAGE, translation: NAMESPACE } });
  } catch {
    return;
  }
  const texts = supplierWording(answer);
  if (store.key === idfornecedor && Object.keys(texts).length > 0) store.texts = texts;
}
