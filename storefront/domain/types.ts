/** Entities of spec section 3, with the API's own field names. */

/** spec 3 "Theme". Every field may be missing: defaults come from spec section 9. */
export interface Tema {
  primaryColor?: string;
  secondaryColor?: string;
  auxiliaryColor?: string;
  textColor?: string;
  logo?: string;
  textos?: { boasVindas?: string };
  configuracao?: { tituloPagina?: string; descricaoPagina?: string };
}

export interface OrdenacaoProduto {
  id: string;
  nome: string;
}

/**
 * spec 3 Supplier `config` (the parts the storefront reads). The supplier answer carries one; the
 * `configuracao/fornecedor` call answers the same shape and wins over it (state/supplierConfig.ts).
 */
export interface SupplierConfig {
  dominio?: { dominio_adicionais?: readonly string[] };
  /** The supplier's own side-menu entries: a page of its store (`produtos?tag=promocao`) or another site. */
  menu?: readonly { titulo: string; link: string }[];
  /** The page's title and meta description, where the theme sets none (spec 2). */
  seo?: { titulo?: string; descricao?: string };
  /** spec 3: the supplier's Google Analytics measurement id (events go to it with the GA4 tag). */
  superon_ga?: { trackingGoogleAnalytics?: string };
}

/** spec 3 "Supplier" (the fields the storefront reads today). */
export interface Fornecedor {
  idfornecedor: string;
  slug: string;
  idempresa: string;
  nome?: string;
  dominio?: string;
  segmentos: readonly string[];
  tag: readonly string[];
  modulos: readonly string[];
  ordenacoes_produto: readonly OrdenacaoProduto[];
  config?: SupplierConfig;
}

/** spec 3 "Cookie preferences": four flags, default all true (spec 5). */
export interface CookiePreferences {
  necessary: boolean;
  session: boolean;
  performance: boolean;
  personalisation: boolean;
}

/** spec 3 "Product or cart item", with the API's field names. Prices in reais, quantities in units of sale. */
export interface Produto {
  idproduto: string;
  idcadastroextraproduto?: string;
  nome: string;
  preco: number;
  preconf?: number;
  /** An attendant's negotiated price: wins when above 0 (spec 4). */
  precoatendente?: number;
  precovendaatacado?: number;
  minvendaatacado?: number;
  multiploincremento?: number;
  granularidade?: number;
  maxporpedido?: number;
  min_por_pedido?: number;
  embalarParaPresente?: boolean;
  preco_embalagem?: number;
  preco_do_desconto?: number;
  /** Progressive discount: quantity threshold (as a string key) to unit price. */
  efeitospoliticas?: { descontoProgressivo?: Record<string, number> };
}

/** spec 3 "Delivery type" values (spec 9). */
export type TipoEntrega = 'RETIRADA' | 'DELIVERY';
