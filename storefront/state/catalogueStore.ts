import { proxy } from 'valtio';
import type { ProdutoCatalogo, Setor, TagPesquisa } from '@storefront/api/endpoints';
import type { LoadStatus } from './supplier';

/* The catalogue's state and creator, apart from its actions (catalogue.ts), for the same reason as cartStore.ts. */

export interface CatalogueState {
  status: LoadStatus;
  produtos: ProdutoCatalogo[];
  totalItems: number;
  page: number;
  totalPages: number;
  setores: Setor[];
  categoria: string | null;
  /** spec 7 `obter-setor`: the chosen category as the platform describes it (the catalogue's header). */
  setor: Setor | null;
  busca: string;
  ordenacao: string | null;
  /** spec 7 `tag-pesquisa`: the filters offered for the current category and text. */
  tags: TagPesquisa[];
  /** The chosen filters (tag ids), sent as `tagsPesquisa`. */
  tagsSelecionadas: string[];
  /** The server's text when the list failed. */
  error: string | null;
  /** The price terms the listed products were asked with (`priceTermsKey`). */
  pricedWith: string | null;
}

export function createCatalogueStore() {
  return proxy<CatalogueState>({
    status: 'idle',
    produtos: [],
    totalItems: 0,
    page: 0,
    totalPages: 0,
    setores: [],
    categoria: null,
    setor: null,
    busca: '',
    ordenacao: null,
    tags: [],
    tagsSelecionadas: [],
    error: null,
    pricedWith: null,
  });
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

