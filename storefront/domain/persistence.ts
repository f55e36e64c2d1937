import type { CookiePreferences } from './types';

/** spec 4: the company id is stored under this key. */
export const EMPRESA_ID_KEY = 'EMPRESA_ID';

/**
 * Issue 10: the marker of an order on its way, kept beside the snapshot (`vitrine:estado`). Here, not
 * with the code that resolves it: the start reads this key on every page, and fetches that code only
 * when a marker was left behind.
 */
export const PENDING_SUBMISSION_KEY = 'vitrine:pedido-em-envio';

/**
 * The stored company id, when it is one the platform could have written: another app or a hand may
 * have put anything under the key, and it goes into a query.
 */
export function storedCompanyId(raw: string | null): string | null {
  return raw !== null && /^[\w-]{1,64}$/.test(raw) ? raw : null;
}

/**
 * The company id also as a necessary cookie: the server resolves a returning shopper's `/` (spec 4)
 * before any script could read localStorage. A year, like the consent answer.
 */
export function companyCookie(idempresa: string): string {
  return `${EMPRESA_ID_KEY}=${encodeURIComponent(idempresa)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * A kept cart line. `servicos`: the ids of the paid add-on services chosen with it; `combo`: a combo
 * line's products (its `idproduto` is the combo's), so the platform prices it as that combo again.
 */
export interface SavedCartItem {
  idproduto: string;
  quantidade: number;
  servicos?: readonly string[];
  combo?: readonly { idproduto: string; quantidade: number }[];
}

/**
 * What is saved, slice by slice, each under the cookie category that allows it: the cart and the chosen
 * supplier are needed for the shop to work; preferences are personalisation. The login is not here: it
 * is the server's session cookie (domain/session).
 */
export interface Snapshot {
  cart?: { items: readonly SavedCartItem[]; codigoCupom?: string; observacao?: string };
  supplier?: { idfornecedor: string; slug: string };
  preferences?: { ordenacao?: string; tipoEntrega?: string };
}

const CATEGORY: Record<keyof Snapshot, keyof CookiePreferences> = {
  cart: 'necessary',
  supplier: 'necessary',
  preferences: 'personalisation',
};

/**
 * spec 4 "Persistence": a versioned snapshot written only as the cookie preferences allow. Coupons are
 * cleared when the state is persisted (spec 4 "Coupons"). Returns null when nothing may be written.
 */
export function encodeSnapshot(snapshot: Snapshot, version: string, preferences: CookiePreferences): string | null {
  const allowed = Object.fromEntries(
    (Object.keys(snapshot) as (keyof Snapshot)[]).filter((slice) => preferences[CATEGORY[slice]]).map((slice) => [slice, snapshot[slice]]),
  ) as Snapshot;
  if (allowed.cart) allowed.cart = { items: allowed.cart.items, observacao: allowed.cart.observacao };
  if (Object.keys(allowed).length === 0) return null;
  return JSON.stringify({ version, state: allowed });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** spec 4: saved state is ignored when its version differs from the application's, or when it is not readable. */
export function decodeSnapshot(text: string | null, version: string): Snapshot | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || parsed.version !== version || !isObject(parsed.state)) return null;
    return parsed.state;
  } catch {
    return null;
  }
}
