import { data as dataWithStatus } from 'react-router';
import type { PageLoader } from '@storefront/state/context';
import { loadStaticPage } from '@storefront/state/staticPages';

/** The page of the address's slug; an unknown one answers 404, a failed one 503 (a crawler comes back later). */
export const pageLoader: PageLoader = async ({ params }, { api, stores }) => {
  const { fornecedor } = stores.supplier;
  if (!fornecedor) throw new Error('a static page loads after its supplier');
  const page = await loadStaticPage(api, fornecedor.idfornecedor, params.slug ?? '', stores.session.usuario?.idcliente);
  if (page.status === 'loaded') return page;
  return dataWithStatus(page, { status: page.status === 'notFound' ? 404 : 503 });
};
