import { useMemo } from 'react';
import { loadCarousels, type CarouselQuery, type CarouselsStore } from './carousels';
import { useAppServices } from './context';

/** The carousels' actions, bound to the app's API client: components never hold it. Kept tiny: in the product page's first load. */
export function useCarouselActions() {
  const { api } = useAppServices();
  return useMemo(() => ({ loadCarousels: (store: CarouselsStore, query: CarouselQuery, options?: { paced?: boolean }) => loadCarousels(store, api, query, options) }), [api]);
}
