import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import type { ComboContents } from '@storefront/domain/cart';
import type { QuantityAction } from '@storefront/domain/quantity';
import { cartContextFor, changeQuantity, chooseSubscription, clearCart, loadCart, removeLine, setGiftWrap, setServices, unlockCart } from './cart';
import { useBound } from './context';

/**
 * The cart's actions (spec 2 "Cart"), bound once to the app's cart, its context and API client: the cart
 * panel and the checkout act on the cart without holding either. A file of its own, unlike the other
 * action hooks: cart.ts rides in every first load and its users (panel, alerts, checkout) come later.
 */
export function useCartActions() {
  return useBound(({ stores, api }) => {
    const { cart } = stores;
    const context = cartContextFor(api, stores);
    return {
      changeQuantity: (product: ProdutoCatalogo, action: QuantityAction, combo?: ComboContents) => changeQuantity(cart, context, product, action, combo),
      removeLine: (idproduto: string) => removeLine(cart, context, idproduto),
      setServices: (idproduto: string, ids: readonly string[]) => setServices(cart, context, idproduto, ids),
      setGiftWrap: (idproduto: string, on: boolean) => setGiftWrap(cart, context, idproduto, on),
      clearCart: () => clearCart(cart, context),
      loadCart: () => loadCart(cart, context),
      unlockCart: () => unlockCart(cart, context),
      chooseSubscription: (idtipoassinatura: string | null) => chooseSubscription(cart, context, idtipoassinatura),
    };
  });
}
