import { proxy, snapshot } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Carrossel, ProdutoCatalogo, TipoEntrega } from '@storefront/api/endpoints';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import { deviceOf, type Device } from '@storefront/domain/screen';
import { CAROUSEL_LOAD_DELAY_MS, CAROUSEL_PRODUCTS_LOAD_DELAY_MS } from './constants';
import type { LoadStatus } from './supplier';
import { useBound } from './context';

export type { Carrossel };

/** The pages that ask the platform for their carousels (spec 2 "Carousels per page"). */
export type CarouselPage = 'home' | 'produtos' | 'produto' | 'pagina-estatica';

export interface CarouselQuery {
  idfornecedor: string;
  idcliente?: string;
  page: CarouselPage;
  /** `desktop` or `mobile`: the platform may choose other images for a phone. */
  device: Device;
  /** spec 7: a static page's own carousels. */
  idstaticpage?: string;
  idformapagamento?: string;
  tipoentrega?: TipoEntrega;
}

/** spec 4 "Loading flags": the page's carousels, then each product carousel's products, load on their own. */
export interface CarouselsState {
  status: LoadStatus;
  carrosseis: Carrossel[];
  /** By idcarrossel: the products of a product carousel (STATIC_IMAGES have none). */
  produtos: Record<string, { status: LoadStatus; lista: ProdutoCatalogo[] }>;
  /** By idlinkacao: the address the platform resolved (spec 7 `link-acao`), null when it did not. */
  acoes: Record<string, string | null>;
  /** Which request these carousels answer: a newer one makes an older answer stale. */
  key: string | null;
}

export function createCarouselsStore() {
  return proxy<CarouselsState>({ status: 'idle', carrosseis: [], produtos: {}, acoes: {}, key: null });
}

export type CarouselsStore = ReturnType<typeof createCarouselsStore>;

export const isProductCarousel = (c: Pick<Carrossel, 'tipo_conteudo'>) => c.tipo_conteudo !== 'STATIC_IMAGES';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const keyOf = (q: CarouselQuery) => JSON.stringify([q.idfornecedor, q.idcliente, q.page, q.device, q.idstaticpage, q.idformapagamento, q.tipoentrega]);

function carouselCall(api: ApiClient, q: CarouselQuery, extra: { idcarrossel?: string; loadProdutos: boolean }) {
  return api.call('carrosseis', {
    // spec 9 "Empty identifier": a visitor has no client id.
    params: { idcliente: q.idcliente ?? EMPTY_ID, idfornecedor: q.idfornecedor },
    query: {
      page: q.page,
      device: q.device,
      idstaticpage: q.idstaticpage,
      idformapagamento: q.idformapagamento,
      tipoentrega: q.tipoentrega,
      ...extra,
    },
  });
}

/**
 * spec 7 `carrossel/list-for-page` and spec 9 "Carousel load delay / product load per carousel":
 * the list comes after 10 ms without products (the page paints first), each product carousel asks
 * for its products 1000 ms later, and every action link behind an image is resolved once. Unpaced (a
 * page's loader, whose page paints with them), each step follows the last at once.
 */
export async function loadCarousels(store: CarouselsStore, api: ApiClient, query: CarouselQuery, { paced = true }: { paced?: boolean } = {}): Promise<void> {
  const key = keyOf(query);
  if (store.key === key && (store.status === 'loading' || store.status === 'loaded')) return;
  // Shelves on show stay until their successors come (another screen, the shopper's price terms): the page
  // does not fall back to its placeholder and grow again under what the shopper has scrolled or tabbed to.
  const shown = store.status === 'loaded' ? store.produtos : null;
  if (shown) store.key = key;
  else Object.assign(store, { status: 'loading', carrosseis: [], produtos: {}, acoes: {}, key });
  if (paced) await wait(CAROUSEL_LOAD_DELAY_MS);
  if (store.key !== key) return;
  let carrosseis: Carrossel[];
  try {
    carrosseis = await carouselCall(api, query, { loadProdutos: false });
  } catch {
    if (store.key === key) store.status = 'failed';
    return;
  }
  if (store.key !== key) return;
  const waiting = carrosseis.filter((c) => isProductCarousel(c) && !c.produtos?.length);
  store.carrosseis = carrosseis;
  store.produtos = Object.fromEntries(
    carrosseis
      .filter(isProductCarousel)
      .map((c) => [c.idcarrossel, c.produtos?.length ? { status: 'loaded', lista: c.produtos } : (shown?.[c.idcarrossel] ?? { status: 'loading', lista: [] })]),
  );
  store.status = 'loaded';
  await Promise.all([resolveActionLinks(store, api, query.idfornecedor, key), ...waiting.map((c) => loadCarouselProducts(store, api, query, c.idcarrossel, key, paced))]);
}

async function loadCarouselProducts(store: CarouselsStore, api: ApiClient, query: CarouselQuery, idcarrossel: string, key: string, paced: boolean): Promise<void> {
  if (paced) await wait(CAROUSEL_PRODUCTS_LOAD_DELAY_MS);
  if (store.key !== key) return;
  try {
    const answer = await carouselCall(api, query, { idcarrossel, loadProdutos: true });
    const lista = answer.find((c) => c.idcarrossel === idcarrossel)?.produtos ?? [];
    if (store.key === key) store.produtos[idcarrossel] = { status: 'loaded', lista };
  } catch {
    if (store.key === key) store.produtos[idcarrossel] = { status: 'failed', lista: [] };
  }
}

/** spec 7 `link-acao/{b}/{a}` (`linkAcao`): the server says where an image leads; a failure leaves it unlinked. */
async function resolveActionLinks(store: CarouselsStore, api: ApiClient, idfornecedor: string, key: string): Promise<void> {
  const ids = [...new Set(store.carrosseis.flatMap((c) => (c.imagens ?? []).map((i) => i.idlinkacao).filter((id): id is string => Boolean(id))))];
  await Promise.all(
    ids.map(async (id) => {
      const url = await api.call('linkAcao', { params: { idlinkacao: id, idfornecedor } }).then(
        (answer) => answer.url || null,
        () => null,
      );
      if (store.key === key) store.acoes[id] = url;
    }),
  );
}

/** A page's carousels whole (list, shelves' products, action links), for its loader: never rejects. */
export async function loadPageCarousels(api: ApiClient, query: CarouselQuery): Promise<CarouselsState> {
  const store = createCarouselsStore();
  await loadCarousels(store, api, query, { paced: false });
  return snapshot(store) as CarouselsState;
}

export const carouselsStoreOf = (data: CarouselsState): CarouselsStore => proxy(structuredClone(data));

/**
 * The device the carousels are asked for (spec 7 `device`): in the browser, `wide` as the shelves lay out
 * (three or more cards is the desktop's); on the server, which sees no screen, the request's guess.
 */
export function carouselDevice(request: Request, wide: boolean | undefined): CarouselQuery['device'] {
  if (wide === undefined) return deviceOf(request.headers);
  return wide ? 'desktop' : 'mobile';
}

/** The carousels' actions, bound to the app's API client: components never hold it. Kept tiny: in the product page's first load. */
export function useCarouselActions() {
  return useBound(({ api }) => ({ loadCarousels: (store: CarouselsStore, query: CarouselQuery, options?: { paced?: boolean }) => loadCarousels(store, api, query, options) }));
}
