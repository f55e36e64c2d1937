import type { ApiClient } from '@storefront/api/client';
import type { TipoEntrega } from '@storefront/api/endpoints';
import type { Stores } from './stores';
import { loadClientAddresses } from './supplierLookup';

type PaymentDeps = Pick<Stores, 'supplier' | 'session' | 'checkout'>;

/** The load on its way, per checkout store, with whom it was asked for. */
const loading = new WeakMap<object, { key: string; done: Promise<void> }>();
/** Whom the methods in the store were asked for: a client may be offered others than a visitor. */
const loadedFor = new WeakMap<object, string>();

/**
 * spec 4: the supplier's payment methods, asked for when missing (from the first page: the catalogue's
 * prices follow the one chosen), and the one chosen before (here or on the client's record) or the first
 * becomes active. `refresh` asks again even when they are known (the checkout shows them). A load
 * already on its way for the same supplier and client is shared, not repeated.
 */
export function loadPaymentMethods(stores: PaymentDeps, api: ApiClient, { refresh = false } = {}): Promise<void> {
  const { checkout, session, supplier } = stores;
  const idfornecedor = supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return Promise.resolve();
  const idcliente = session.usuario?.idcliente;
  const key = `${idfornecedor}|${idcliente ?? ''}`;
  const pending = loading.get(checkout);
  if (pending?.key === key) return pending.done;
  if (!refresh && checkout.payment.status === 'loaded' && loadedFor.get(checkout) === key) return Promise.resolve();
  checkout.payment.status = 'loading';
  const done = (async () => {
    try {
      const methods = await api.call('formasPagamento', { params: { id: idfornecedor }, query: { idcliente } });
      // Another supplier, or a load for another client since: this answer is stale.
      if (supplier.fornecedor?.idfornecedor !== idfornecedor || loading.get(checkout)?.key !== key) return;
      const previous = checkout.payment.selected ?? session.usuario?.formaPagamentoActive?.idformapagto;
      const selected = methods.find((m) => m.idformapagto === previous) ?? methods[0];
      checkout.payment = { status: 'loaded', methods, selected: selected?.idformapagto ?? null };
      loadedFor.set(checkout, key);
    } catch {
      if (loading.get(checkout)?.key === key) checkout.payment.status = 'failed';
    } finally {
      // A load for someone else may have started since: it stays.
      if (loading.get(checkout)?.key === key) loading.delete(checkout);
    }
  })();
  loading.set(checkout, { key, done });
  return done;
}

/** What a catalogue's prices are asked for (spec 7 `listaprodutos`). */
export interface PriceTerms {
  formapagamento: string | undefined;
  tipoentrega: TipoEntrega;
  /** A signed-in client with an address: the authenticated v2 list, priced for that address. */
  withAddress: boolean;
}

/** What the terms are read from: the stores, or a screen's snapshots of them. */
interface TermsSource {
  readonly checkout: { readonly payment: { readonly selected: string | null }; readonly tipoEntrega: TipoEntrega; readonly addresses: { readonly selected: string | null } };
  readonly session: { readonly usuario: object | null };
}

/** The terms as the stores hold them now. */
export function currentPriceTerms({ checkout, session }: TermsSource): PriceTerms {
  return { formapagamento: checkout.payment.selected ?? undefined, tipoentrega: checkout.tipoEntrega, withAddress: Boolean(session.usuario && checkout.addresses.selected) };
}

/** One string per set of terms: a list priced with other terms is asked again. */
export const priceTermsKey = (terms: PriceTerms) => JSON.stringify([terms.formapagamento ?? null, terms.tipoentrega, terms.withAddress]);

/**
 * The terms once known: the payment methods (spec 4, above) and a signed-in client's addresses are
 * asked for when missing, side by side. Neither failing stops the list: it is then asked without them.
 */
export async function priceTerms(stores: PaymentDeps, api: ApiClient): Promise<PriceTerms> {
  await Promise.all([loadPaymentMethods(stores, api), stores.session.usuario ? loadClientAddresses(stores, api) : undefined]);
  return currentPriceTerms(stores);
}
