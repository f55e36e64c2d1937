import { useBound } from './context';

/**
 * Opens the checkout for her cart (spec 4). The checkout's code is asked with the call, beside her cart,
 * so the checkout page's own chunk stays small.
 */
export function useOpenCheckout(): () => Promise<void> {
  return useBound(({ stores, api }) => () => import('./checkout').then(({ openCheckout }) => openCheckout(stores, api)));
}
