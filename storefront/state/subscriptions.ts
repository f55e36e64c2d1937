import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Assinatura, TipoAssinatura } from '@storefront/api/endpoints';
import { serverTextOf } from '@storefront/api/errors';
import type { Stores } from './stores';
import { useBound } from './context';

type Deps = Pick<Stores, 'supplier' | 'session'>;
type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The subscription types of the supplier (spec 7 `tiposAssinatura`), by id: the label and the interval. */
type SubscriptionTypes = Record<string, TipoAssinatura>;

/* ---- The client's subscriptions (the orders screen's tab) ---- */

export interface SubscriptionsState {
  status: LoadStatus;
  subscriptions: Assinatura[];
  types: SubscriptionTypes;
}

export function createSubscriptionsStore() {
  return proxy<SubscriptionsState>({ status: 'idle', subscriptions: [], types: {} });
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;

/** Active first, then by the next delivery: the one that comes soonest on top. */
function sortSubscriptions<S extends Pick<Assinatura, 'ativa' | 'proximaEntrega'>>(list: readonly S[]): S[] {
  return [...list].sort((a, b) => Number(b.ativa) - Number(a.ativa) || a.proximaEntrega.localeCompare(b.proximaEntrega));
}

/** The types name a subscription better than its own label; without them the label still does. */
async function loadTypes(api: ApiClient, idfornecedor: string): Promise<SubscriptionTypes> {
  try {
    const { tipos } = await api.call('tiposAssinatura', { params: { idfornecedor } });
    return Object.fromEntries(tipos.map((t) => [t.idtipoassinatura, t]));
  } catch {
    return {};
  }
}

/** spec 7: the client's subscriptions at the supplier (`assinaturas`, assumed supplier then client). */
export async function loadSubscriptions(store: SubscriptionsStore, stores: Deps, api: ApiClient): Promise<void> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  const idcliente = stores.session.usuario?.idcliente;
  if (!idfornecedor || !idcliente) return;
  store.status = 'loading';
  try {
    const [list, types] = await Promise.all([api.call('assinaturas', { params: { idfornecedor, idcliente } }), loadTypes(api, idfornecedor)]);
    Object.assign(store, { status: 'loaded', subscriptions: sortSubscriptions(list), types });
  } catch {
    Object.assign(store, { status: 'failed', subscriptions: [] });
  }
}

/* ---- One subscription (the details route) ---- */

export interface SubscriptionState {
  status: LoadStatus;
  subscription: Assinatura | null;
  types: SubscriptionTypes;
  /** Product names by id, read from the product call; a product the platform no longer has stays unnamed. */
  names: Record<string, string>;
  cancelling: boolean;
  /** The cancel failed: the server's text when it sent one (render it sanitised). */
  cancelFailure: { text: string | undefined } | null;
  cancelled: boolean;
}

export function createSubscriptionStore() {
  return proxy<SubscriptionState>({ status: 'idle', subscription: null, types: {}, names: {}, cancelling: false, cancelFailure: null, cancelled: false });
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;

async function productNames(api: ApiClient, idfornecedor: string, ids: readonly string[]): Promise<Record<string, string>> {
  const found = await Promise.allSettled(
    ids.map((product) => api.call('produto', { params: { idfornecedor, idproduto: product }, query: { disableSimilares: true, canalVenda: 'WEB' } })),
  );
  return Object.fromEntries(found.flatMap((r) => (r.status === 'fulfilled' ? [[r.value.idproduto, r.value.nome]] : [])));
}

/** spec 7 `assinatura`: one subscription, its type and the names of its products. */
export async function loadSubscription(store: SubscriptionStore, stores: Deps, api: ApiClient, id: string): Promise<void> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor || !stores.session.usuario) return;
  Object.assign(store, { status: 'loading', cancelFailure: null, cancelled: false });
  try {
    const [subscription, types] = await Promise.all([api.call('assinatura', { params: { idassinatura: id } }), loadTypes(api, idfornecedor)]);
    const names = await productNames(
      api,
      idfornecedor,
      subscription.produtos.map((p) => p.idproduto),
    );
    Object.assign(store, { status: 'loaded', subscription, types, names });
  } catch {
    Object.assign(store, { status: 'failed', subscription: null });
  }
}

/** spec 7 `cancelarAssinatura`, after the screen's confirmation: the subscription then shows cancelled. */
export async function cancelSubscription(store: SubscriptionStore, api: ApiClient): Promise<boolean> {
  const subscription = store.subscription;
  if (!subscription?.ativa || store.cancelling) return false;
  Object.assign(store, { cancelling: true, cancelFailure: null, cancelled: false });
  try {
    await api.call('cancelarAssinatura', { params: { idassinatura: subscription.id } });
    subscription.ativa = false;
    store.cancelled = true;
    return true;
  } catch (error) {
    store.cancelFailure = { text: serverTextOf(error) };
    return false;
  } finally {
    store.cancelling = false;
  }
}

/** The subscriptions' actions, bound to the app's stores and API client: screens never hold either. */
export function useSubscriptionActions() {
  return useBound(({ stores, api }) => ({
    loadSubscriptions: (store: SubscriptionsStore) => loadSubscriptions(store, stores, api),
    loadSubscription: (store: SubscriptionStore, id: string) => loadSubscription(store, stores, api, id),
    cancelSubscription: (store: SubscriptionStore) => cancelSubscription(store, api),
  }));
}
