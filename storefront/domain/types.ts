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
  config?: {
    dominio?: { dominio_adicionais?: readonly string[] };
    seo?: { descricao?: string };
  };
}

/** spec 3 "Cookie preferences": four flags, default all true (spec 5). */
export interface CookiePreferences {
  necessary: boolean;
  session: boolean;
  performance: boolean;
  personalisation: boolean;
}
