import { useMemo } from 'react';
import { useAppServices } from './context';
import { productContextFor, type ProductContext } from './product';

/** The product actions' context, built from the app's stores and API client: components never hold either. Kept tiny: in the product page's first load. */
export function useProductContext(): ProductContext {
  const { stores, api } = useAppServices();
  return useMemo(() => productContextFor(api, stores), [api, stores]);
}
