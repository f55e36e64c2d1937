import { data as dataWithStatus } from 'react-router';
import type { PageLoader } from '@storefront/state/context';
import { productContextFor } from '@storefront/state/product';
import { loadProductPage } from '@storefront/state/productPage';

/** The product, on the server for the first page; an unknown one is a 404. */
export const pageLoader: PageLoader = async ({ params }, { api, stores }) => {
  const data = await loadProductPage(productContextFor(api, stores), params.idproduto ?? '');
  // An unknown product is the page's 404, inside the product page's own words.
  return data.status === 'notFound' ? dataWithStatus(data, { status: 404 }) : data;
};
