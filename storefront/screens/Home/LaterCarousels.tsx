import { lazy, Suspense, type ComponentType } from 'react';
import type { CarouselPage } from '@storefront/state/carousels';
import type { PageCarouselsProps } from './PageCarousels';

/**
 * The carousels below a page's own content (catalogue, product): the browser asks for them once the page
 * has come, and most suppliers set none there, so their code (shelves, banners, the carousel) is not the
 * page's. A chunk that fails to come leaves the page as it is, as failed carousels do.
 */
const PageCarousels = lazy<ComponentType<PageCarouselsProps>>(() =>
  import('./PageCarousels').then(
    (loaded) => ({ default: loaded.PageCarousels }),
    () => ({ default: () => null }),
  ),
);

export function LaterCarousels({ page }: { page: CarouselPage }) {
  return (
    <Suspense fallback={null}>
      <PageCarousels page={page} holdSpace={false} />
    </Suspense>
  );
}
