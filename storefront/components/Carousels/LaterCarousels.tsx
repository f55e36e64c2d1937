import { lazy, Suspense, type ComponentType } from 'react';
import type { CarouselPage } from '@storefront/state/carousels';
import type { PageCarouselsProps } from './PageCarousels';

/**
 * The carousels below the catalogue's products: the browser asks for them once the page has come, and
 * most suppliers set none there, so their code (shelves, banners, the carousel) is not the page's. A
 * chunk that fails to come leaves the page as it is, as failed carousels do. Not for the product page:
 * its shelf of launches renders in the load's window, and the chunk's extra round trip put that work
 * in Lighthouse's blocking time (median TBT 200 -> 373 ms in an A/B of five runs each).
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
