import { media } from '@themes/tokens';
import { carouselDevice, loadPageCarousels, type CarouselsState } from '@storefront/state/carousels';
import { catalogueContextFor, currentPriceTerms, loadCategories, priceTerms } from '@storefront/state/catalogue';
import type { CatalogueState } from '@storefront/state/catalogueStore';
import type { PageLoader } from '@storefront/state/context';

/**
 * What the home shows beyond its supplier: its carousels and its top categories. The server's page has
 * them whole; a navigation in the browser shows the home at once and they arrive in their places.
 */
export interface HomeData {
  carousels: CarouselsState | Promise<CarouselsState>;
  categories: CatalogueState['setores'] | Promise<CatalogueState['setores']>;
}

/** The home's carousels and categories, as promises a navigation in the browser does not wait for. */
export const pageLoader: PageLoader = ({ request }, { api, stores }) => {
  const { fornecedor } = stores.supplier;
  if (!fornecedor) throw new Error('the home loads after its supplier');
  const context = catalogueContextFor(api, stores, fornecedor);
  const wide = typeof window === 'undefined' ? undefined : window.matchMedia(media.sm).matches;
  // spec 7: the shelves' prices follow the payment method and the delivery type, as the catalogue's do.
  const carousels = priceTerms(stores, api)
    .catch(() => currentPriceTerms(stores))
    .then((terms) =>
      loadPageCarousels(api, {
        idfornecedor: fornecedor.idfornecedor,
        idcliente: stores.session.usuario?.idcliente,
        page: 'home',
        device: carouselDevice(request, wide),
        idformapagamento: terms.formapagamento,
        tipoentrega: terms.tipoentrega,
      }),
    );
  // The tree the menu and the catalogue share, asked once per visit.
  const categories = stores.catalogue.setores.length ? stores.catalogue.setores : loadCategories(stores.catalogue, context).then(() => stores.catalogue.setores);
  const data: HomeData = { carousels, categories };
  return Promise.resolve(data);
};
