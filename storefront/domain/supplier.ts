import type { Fornecedor, SupplierConfig, Tema } from './types';

const COMMERCE_PREFIX = '/commerce';

/** spec 2: a leading /commerce prefix is ignored, so it becomes the router's basename. */
export function routerBasename(pathname: string): string {
  return pathname === COMMERCE_PREFIX || pathname.startsWith(`${COMMERCE_PREFIX}/`) ? COMMERCE_PREFIX : '/';
}

/** spec 5: a domain is reduced to a bare host (protocol, credentials and www removed). */
export function bareHost(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/** spec 2: the supplier segment is a slug, a UUID or an alphanumeric id. */
export function isSupplierSegment(segment: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,63}$/i.test(segment);
}

/** What the shell shows of a supplier; `undefined` means "use the catalogue default" (spec 9). */
export interface SupplierBranding {
  storeName: string | undefined;
  pageTitle: string | undefined;
  description: string | undefined;
  welcome: string | undefined;
  logo: string | undefined;
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * spec 3 "Theme" and spec 9 defaults: page title and meta tags come from the theme; where it sets none,
 * from the supplier's SEO configuration (spec 3 `config.seo`).
 */
export function supplierBranding(fornecedor: Pick<Fornecedor, 'nome' | 'config'>, tema: Tema): SupplierBranding {
  const storeName = text(fornecedor.nome);
  return {
    storeName,
    pageTitle: text(tema.configuracao?.tituloPagina) ?? text(fornecedor.config?.seo?.titulo),
    description: text(tema.configuracao?.descricaoPagina) ?? text(fornecedor.config?.seo?.descricao),
    welcome: text(tema.textos?.boasVindas),
    logo: text(tema.logo),
  };
}

/** spec 7 `configuracao/fornecedor` as asked for one supplier; `config` is `null` until it answers (or when it failed). */
export interface LoadedSupplierConfig {
  idfornecedor: string;
  config: SupplierConfig | null;
}

/**
 * The supplier with its configuration: the fields the configuration call answered for it replace its own
 * record's `config`, which stands alone until then, when the call failed, or for another supplier's answer.
 */
export function configuredSupplier<F extends Pick<Fornecedor, 'idfornecedor' | 'config'>>(fornecedor: F, loaded: LoadedSupplierConfig | null): F {
  if (loaded?.idfornecedor !== fornecedor.idfornecedor || !loaded.config) return fornecedor;
  return { ...fornecedor, config: { ...fornecedor.config, ...loaded.config } };
}
