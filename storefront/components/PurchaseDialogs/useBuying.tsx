import { useCallback, useState, type ReactElement } from 'react';
import type { QuantityAction } from '@storefront/domain/quantity';
import { changeFromCard, createProductStore, type ProductContext, type ProductStore } from '@storefront/state/product';
import { useProductContext } from '@storefront/state/product';
import { LazyPurchaseDialogs } from './LazyPurchaseDialogs';

/** A product as the lists show it (the API's catalogue product). */
type CardProduct = Parameters<typeof changeFromCard>[2];

interface Buying {
  /** A card's "Adicionar" or stepper: stable, so memoised cards keep it. */
  buy: (product: CardProduct, action: QuantityAction) => void;
  /** The purchase under way: its questions, and the ages declined. */
  purchase: ProductStore;
  context: ProductContext;
  /** The questions the first add asks, rendered once per page. */
  dialogs: ReactElement;
}

/**
 * The one way product cards buy (catalogue, carousels, recommendations, a product's similar ones; spec 2):
 * the first add goes through the product page's checks (age, additional services), later changes go
 * straight into the cart. The product page passes its own store, so its button and its cards share them.
 */
export function useBuying(pageStore?: ProductStore): Buying {
  const context = useProductContext();
  const [ownStore] = useState(() => pageStore ?? createProductStore());
  const purchase = pageStore ?? ownStore;
  const buy = useCallback((product: CardProduct, action: QuantityAction) => changeFromCard(purchase, context, product, action), [purchase, context]);
  return { buy, purchase, context, dialogs: <LazyPurchaseDialogs store={purchase} context={context} /> };
}
