import { proxy, snapshot, useSnapshot } from 'valtio';
import { viewItemListEvent } from '@storefront/analytics/events';
import type { Track } from '@storefront/analytics/tracker';
import type { ApiClient } from '@storefront/api/client';
import type { Fornecedor, OrdenacaoProduto, Setor, TagPesquisa, TipoEntrega } from '@storefront/api/endpoints';
import { serverTextOf } from '@storefront/api/errors';
import type { CatalogueAddress } from '@storefront/domain/catalogueAddress';
import { defaultSort, searchText } from '@storefront/domain/text';
import { PRODUCT_PAGE_SIZE } from './constants';
import { createCatalogueStore, type CatalogueState, type CatalogueStore } from './catalogueStore';
import { loadPaymentMethods, type PaymentDeps } from './payment';
import { loadClientAddresses } from './clientAddresses';
import { useMemo } from 'react';
import { useAppServices, useBound } from './context';
import { trackerFor } from '@storefront/analytics';

export interface CatalogueContext {
  api: ApiClient;
  idfornecedor: string;
  ordenacoes: readonly OrdenacaoProduto[];
  /** What the prices are asked for (payment method, delivery type, address); without it, the list prices. */
  terms?: () => Promise<PriceTerms>;
  /** GA4 view_item_list for each page loaded (the tracker checks tag and consent). */
  track?: Track;
}

/**
 * spec 7: the category tree (setores) of the supplier. The tree is a way in, not the page: a failure
 * leaves it as it was (a 429 has already sent the page to its route), and never escapes as an error.
 */
export async function loadCategories(store: CatalogueStore, { api, idfornecedor }: CatalogueContext): Promise<void> {
  try {
    const { setores } = await api.call('categorias', { params: { idfornecedor }, query: { device: 'desktop' } });
    store.setores = setores;
  } catch {
    // The products still list; the tree comes with the next visit.
  }
}

/**
 * spec 7 `obter-setor`: the chosen category as the platform describes it, for the catalogue's header. Asked
 * apart from the tree, so a link straight to a category names it while the tree loads or after it failed;
 * when this call fails, the tree names it (`categoryHeader`). An answer for a category left meanwhile is dropped.
 * @internal exported for its test; the page loads it with loadCataloguePage
 */
export async function loadCategory(store: CatalogueStore, { api, idfornecedor }: CatalogueContext): Promise<void> {
  const idsetor = store.categoria;
  if (!idsetor || store.setor?.id === idsetor) return;
  try {
    const setor = await api.call('setor', { params: { idfornecedor, idsetor } });
    if (store.categoria === idsetor) store.setor = setor;
  } catch {
    // The tree names the category, once it is there.
  }
}

/** A category as a snapshot gives it (read-only all the way down). */
export interface SetorView {
  readonly id: string;
  readonly nome: string;
  readonly quantidade: number;
  readonly filhos: readonly SetorView[];
}

/** The categories from the top of the tree down to `id`; empty when the tree does not have it. */
function pathTo(setores: readonly SetorView[], id: string): readonly SetorView[] {
  for (const setor of setores) {
    if (setor.id === id) return [setor];
    const below = pathTo(setor.filhos, id);
    if (below.length) return [setor, ...below];
  }
  return [];
}

/** The catalogue's header: the chosen category, with its subcategories, and its parents (from the top). */
export interface CategoryHeader {
  setor: SetorView;
  caminho: readonly SetorView[];
}

/**
 * The one way to name the chosen category (the header, GA4's list): the `obter-setor` answer, else the
 * tree's node; the parents come from the tree when it has the category. `null`: no category, or none known yet.
 */
export function categoryHeader(state: { readonly categoria: string | null; readonly setor: SetorView | null; readonly setores: readonly SetorView[] }): CategoryHeader | null {
  const { categoria } = state;
  if (!categoria) return null;
  const path = pathTo(state.setores, categoria);
  const setor = state.setor?.id === categoria ? state.setor : path.at(-1);
  return setor ? { setor, caminho: path.slice(0, -1) } : null;
}

/** The GA4 list a page belongs to: the category, else the search, else the whole catalogue. */
export function listOf(store: Pick<CatalogueState, 'categoria' | 'busca' | 'setor' | 'setores'>): { id: string; name?: string } {
  if (store.categoria) return { id: store.categoria, name: categoryHeader(store)?.setor.nome };
  return store.busca ? { id: 'busca', name: store.busca } : { id: 'catalogo' };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * spec 7 product list: the current category, text and sort, 20 a page; `append` brings the next page
 * ("Carregar mais"). An older search aborted by a newer one is ignored (spec 7).
 */
export async function loadProducts(store: CatalogueStore, context: CatalogueContext, append = false): Promise<void> {
  await loadPages(store, context, append ? store.page + 1 : 1, 1);
}

/**
 * Pages `from` to `from + count - 1` of the list, at the shopper's price terms, added to the store in
 * order (`from` 1 replaces it). After the first page the rest are asked side by side, up to the list's
 * last one; a page that fails leaves the list as far as the pages before it, with the failure shown.
 */
async function loadPages(store: CatalogueStore, { api, idfornecedor, track, terms }: CatalogueContext, from: number, count: number): Promise<void> {
  store.status = 'loading';
  store.error = null;
  try {
    // spec 4 and 7: prices follow the payment method and the delivery type; a client with an address
    // gets the authenticated v2 list, anyone else v1.
    const priced = await terms?.();
    // The pages after the first are one search with it: they do not abort one another.
    const ask = (page: number) =>
      api.call(priced?.withAddress ? 'listaProdutos' : 'listaProdutosSemEndereco', {
        supersede: page === from ? undefined : false,
        params: { idfornecedor },
        query: {
          canalVenda: 'WEB',
          page,
          limit: PRODUCT_PAGE_SIZE,
          categ: store.categoria ?? undefined,
          sk: store.busca || undefined,
          ordenacao: store.ordenacao ?? undefined,
          tagsPesquisa: store.tagsSelecionadas.join(',') || undefined,
          formapagamento: priced?.formapagamento,
          tipoentrega: priced?.tipoentrega,
        },
      });
    const first = await ask(from);
    const last = Math.min(from + count - 1, first.totalPages);
    const rest = await Promise.allSettled(Array.from({ length: Math.max(last - from, 0) }, (_, i) => ask(from + 1 + i)));
    const replies = [first];
    for (const reply of rest) {
      if (reply.status === 'rejected') break;
      replies.push(reply.value);
    }
    const produtos = replies.flatMap((r) => r.produtos);
    const latest = replies[replies.length - 1] ?? first;
    store.produtos = from > 1 ? [...store.produtos, ...produtos] : produtos;
    Object.assign(store, { status: 'loaded', totalItems: latest.totalItems, page: latest.page, totalPages: latest.totalPages, pricedWith: priced ? priceTermsKey(priced) : null });
    void track?.(viewItemListEvent(produtos, listOf(store)));
    const failure = rest.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    if (isAbort(error)) return;
    Object.assign(store, { status: 'failed', error: serverTextOf(error) ?? null });
  }
}

/**
 * A chosen tag the offered lists never had (one chosen from the address, `?tag=`) is named from the
 * supplier's whole list (no category, no text); a tag the platform does not know keeps its id as its name,
 * so its chip still shows and can be taken off.
 */
async function namedTags(ids: readonly string[], { api, idfornecedor }: CatalogueContext, idcliente?: string): Promise<TagPesquisa[]> {
  let all: TagPesquisa[] = [];
  try {
    all = await api.call('tagsPesquisa', { params: { idfornecedor }, query: { idcliente } });
  } catch {
    // Unnamed is better than hidden: the chip shows the id.
  }
  return ids.map((id) => all.find((t) => t.id === id) ?? { id, nome: id });
}

/**
 * spec 7 `tag-pesquisa/{id}/lista`: the filters for the current category and text. A chosen filter the
 * new list lacks stays offered, so it can still be taken off; an answer for an older category or text is dropped.
 * @internal exported for its test; the page loads them with loadCataloguePage
 */
export async function loadTags(store: CatalogueStore, context: CatalogueContext, idcliente?: string): Promise<void> {
  const { categoria, busca } = store;
  const current = () => store.categoria === categoria && store.busca === busca;
  let tags: TagPesquisa[] = [];
  try {
    tags = await context.api.call('tagsPesquisa', {
      params: { idfornecedor: context.idfornecedor },
      query: { idcategoria: categoria ?? undefined, query: busca || undefined, idcliente },
    });
  } catch {
    // The filters are an extra: without them the list still works.
  }
  if (!current()) return;
  const kept = store.tags.filter((t) => store.tagsSelecionadas.includes(t.id) && !tags.some((n) => n.id === t.id));
  const unnamed = store.tagsSelecionadas.filter((id) => !tags.some((t) => t.id === id) && !kept.some((t) => t.id === id));
  const named = unnamed.length ? await namedTags(unnamed, context, idcliente) : [];
  if (current()) store.tags = [...tags, ...kept, ...named];
}

/** How the catalogue asks for its products: the supplier's, at the prices of the shopper's terms. */
export function catalogueContextFor(api: ApiClient, stores: PaymentDeps, fornecedor: Pick<Fornecedor, 'idfornecedor' | 'ordenacoes_produto'>): CatalogueContext {
  return { api, idfornecedor: fornecedor.idfornecedor, ordenacoes: fornecedor.ordenacoes_produto, terms: () => priceTerms(stores, api) };
}

/**
 * The catalogue page's loader (spec 7): the address's products (20 a page, as many pages as it says) at
 * the shopper's prices, with the category tree (`tree` when already known), the category's header and the
 * tag filters, side by side. A sort the supplier does not offer is the default one (spec 2: relevance for a text search).
 */
export async function loadCataloguePage(context: CatalogueContext, address: CatalogueAddress, tree: readonly Setor[], idcliente?: string): Promise<CatalogueState> {
  const store = createCatalogueStore();
  const busca = searchText(address.q);
  const offered = context.ordenacoes.some((o) => o.id === address.ordem);
  Object.assign(store, {
    categoria: address.categoria,
    busca,
    tagsSelecionadas: address.tags,
    ordenacao: offered ? address.ordem : (defaultSort(context.ordenacoes, busca !== '')?.id ?? null),
    setores: [...tree],
  });
  await Promise.all([loadPages(store, context, 1, address.pages), tree.length ? undefined : loadCategories(store, context), loadCategory(store, context), loadTags(store, context, idcliente)]);
  // Plain data: React Router sends it to the browser with the page.
  return snapshot(store) as CatalogueState;
}

/** The catalogue page's store, from its loader's answer: "Carregar mais" adds to it. */
export const catalogueStoreOf = (data: CatalogueState): CatalogueStore => proxy(structuredClone(data));

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
 * The terms once known: the payment methods (spec 4, `loadPaymentMethods`) and a signed-in client's addresses are
 * asked for when missing, side by side. Neither failing stops the list: it is then asked without them.
 */
export async function priceTerms(stores: PaymentDeps, api: ApiClient): Promise<PriceTerms> {
  await Promise.all([loadPaymentMethods(stores, api), stores.session.usuario ? loadClientAddresses(stores, api) : undefined]);
  return currentPriceTerms(stores);
}

/**
 * The catalogue actions' context for the app's supplier (none before it is known), built from the app's
 * stores and API client, with `track` when given: screens and panels never hold either.
 */
export function useCatalogueContext(track?: Track): CatalogueContext | null {
  const { stores, api } = useAppServices();
  const { fornecedor } = useSnapshot(stores.supplier);
  return useMemo(() => (fornecedor ? { ...catalogueContextFor(api, stores, fornecedor), track } : null), [api, fornecedor, stores, track]);
}

/** The app's consent-gated GA4 tracker, built from its stores and API client: screens never hold either. */
export function useTracker(): Track {
  return useBound(({ stores, api }) => trackerFor(api, stores));
}
