import type { ApiClient } from '@storefront/api/client';
import type { SupplierStore } from './supplier';

/**
 * spec 7 `configuracao/fornecedor`: the supplier's menu, SEO and Google Analytics configuration, asked once
 * per supplier after it is resolved; nothing waits for it (the first page paints with the supplier answer's
 * own `config`). The side menu, the page's title and meta description and the tracker read the supplier
 * through `configuredSupplier`, so its answer replaces the supplier answer's `config`, which stays when
 * it fails. Kept apart from the supplier record, so screens keyed on the record do not load again when it answers.
 */
export async function loadSupplierConfig(store: SupplierStore, api: ApiClient): Promise<void> {
  const idfornecedor = store.fornecedor?.idfornecedor;
  if (!idfornecedor || store.configuracao?.idfornecedor === idfornecedor) return;
  store.configuracao = { idfornecedor, config: null };
  try {
    const config = await api.call('configuracaoFornecedor', { query: { idfornecedor } });
    if (store.configuracao.idfornecedor === idfornecedor) store.configuracao = { idfornecedor, config };
  } catch {
    // The supplier answer's own configuration stands.
  }
}
