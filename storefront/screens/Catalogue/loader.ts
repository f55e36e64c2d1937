import { catalogueAddressOf } from '@storefront/domain/catalogueAddress';
import { catalogueContextFor, loadCataloguePage } from '@storefront/state/catalogue';
import type { PageLoader } from '@storefront/state/context';

/**
 * The catalogue page's loader: what its address asks for. The category tree is asked once per visit in the
 * browser (the side menu's too).
 */
export const pageLoader: PageLoader = async ({ request }, { api, stores }) => {
  const { fornecedor } = stores.supplier;
  if (!fornecedor) throw new Error('the catalogue loads after its supplier');
  const data = await loadCataloguePage(catalogueContextFor(api, stores, fornecedor), catalogueAddressOf(new URL(request.url).searchParams), stores.catalogue.setores, stores.session.usuario?.idcliente);
  if (stores.catalogue.setores.length === 0) stores.catalogue.setores = [...data.setores];
  return data;
};
