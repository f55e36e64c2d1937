import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { FeedbackRecomendacao, ProdutoCatalogo } from '@storefront/api/endpoints';
import { recommendationsEnabled } from '@storefront/domain/gates';
import type { Stores } from './stores';
import { useBound } from './context';

type Deps = Pick<Stores, 'supplier' | 'session' | 'checkout'>;

/** Where the recommendations are shown (spec 3: `visao`, CART by default). */
export type RecommendationView = FeedbackRecomendacao['visao'];
export type RecommendationAction = FeedbackRecomendacao['acao'];

export interface RecommendationsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The platform's session of this list: every feedback event carries it (spec 3 `sessao_id`). */
  sessao_id: string | null;
  produtos: ProdutoCatalogo[];
  /** Products the client dismissed (IGNORAR): no longer shown. */
  dismissed: string[];
  visao: RecommendationView;
}

export function createRecommendationsStore(visao: RecommendationView = 'CART') {
  return proxy<RecommendationsState>({ status: 'idle', sessao_id: null, produtos: [], dismissed: [], visao });
}

export type RecommendationsStore = ReturnType<typeof createRecommendationsStore>;

/**
 * spec 5: recommendations load only with the supplier's enable-recommendation-system tag; the call's
 * path needs the client (spec 7 `{idcliente}`), so a visitor gets none (see ASSUMPTIONS.md).
 */
export function recommendationsFor(stores: {
  readonly supplier: { readonly fornecedor: { readonly idfornecedor: string; readonly tag: readonly string[] } | null };
  readonly session: { readonly usuario: { readonly idcliente: string } | null };
}): { idfornecedor: string; idcliente: string } | null {
  const fornecedor = stores.supplier.fornecedor;
  const idcliente = stores.session.usuario?.idcliente;
  if (!fornecedor || !idcliente || !recommendationsEnabled(fornecedor.tag)) return null;
  return { idfornecedor: fornecedor.idfornecedor, idcliente };
}

/** The products still to show: the list less the dismissed ones. */
export function visibleRecommendations<P extends { readonly idproduto: string }>(state: { readonly produtos: readonly P[]; readonly dismissed: readonly string[] }): readonly P[] {
  return state.produtos.filter((p) => !state.dismissed.includes(p.idproduto));
}

/** spec 7 `recomendacoes`: the list for the view, priced for the chosen payment method. Without the gate, nothing. */
export async function loadRecommendations(store: RecommendationsStore, stores: Deps, api: ApiClient): Promise<void> {
  const params = recommendationsFor(stores);
  if (!params) {
    Object.assign(store, { status: 'idle', sessao_id: null, produtos: [], dismissed: [] });
    return;
  }
  store.status = 'loading';
  try {
    const reply = await api.call('recomendacoes', { params, query: { idformapagamento: stores.checkout.payment.selected ?? undefined, visao: store.visao } });
    Object.assign(store, { status: 'loaded', sessao_id: reply.sessao_id, produtos: Array.isArray(reply.produtos) ? reply.produtos : [], dismissed: [] });
  } catch {
    // The strip is an extra: a failure leaves it out, quietly.
    Object.assign(store, { status: 'failed', sessao_id: null, produtos: [] });
  }
}

/**
 * spec 7 `feedbackRecomendacao`: what the client did with a recommended product, CLIQUE (opened it),
 * ADICIONAR (added it) or IGNORAR (dismissed it, which also hides it). Sent without waiting and without
 * complaint: feedback never stands in the client's way.
 */
export async function sendRecommendationFeedback(store: RecommendationsStore, api: ApiClient, acao: RecommendationAction, itemId: string): Promise<boolean> {
  if (acao === 'IGNORAR' && !store.dismissed.includes(itemId)) store.dismissed.push(itemId);
  const sessao_id = store.sessao_id;
  if (!sessao_id) return false;
  const body: FeedbackRecomendacao = { acao, visao: store.visao, item_id: itemId, sessao_id };
  try {
    await api.call('feedbackRecomendacao', { body });
    return true;
  } catch {
    return false;
  }
}

/** The recommendations' actions, bound to the app's stores and API client: panels never hold either. */
export function useRecommendationActions() {
  return useBound(({ stores, api }) => ({
    loadRecommendations: (store: RecommendationsStore) => loadRecommendations(store, stores, api),
    sendRecommendationFeedback: (store: RecommendationsStore, acao: RecommendationAction, itemId: string) => sendRecommendationFeedback(store, api, acao, itemId),
  }));
}
