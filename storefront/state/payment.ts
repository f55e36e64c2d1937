import type { ApiClient } from '@storefront/api/client';
import type { Stores } from './stores';

export type PaymentDeps = Pick<Stores, 'supplier' | 'session' | 'checkout'>;

/** The load on its way, per checkout store, with whom it was asked for. */
const loading = new WeakMap<object, { key: string; done: Promise<void> }>();

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
  // A client may be offered other methods than a visitor: known methods count only for whom they were asked.
  if (!refresh && checkout.payment.status === 'loaded' && checkout.payment.loadedFor === key) return Promise.resolve();
  checkout.payment.status = 'loading';
  const done = (async () => {
    try {
      const methods = await api.call('formasPagamento', { params: { idfornecedor }, query: { idcliente } });
      // Another supplier, or a load for another client since: this answer is stale.
      if (supplier.fornecedor?.idfornecedor !== idfornecedor || loading.get(checkout)?.key !== key) return;
      const previous = checkout.payment.selected ?? session.usuario?.formaPagamentoActive?.idformapagto;
      const selected = methods.find((m) => m.idformapagto === previous) ?? methods[0];
      checkout.payment = { status: 'loaded', methods, selected: selected?.idformapagto ?? null, loadedFor: key };
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

