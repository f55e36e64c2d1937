import type { ApiClient } from '@storefront/api/client';
import { cartContextFor, loadCart, saveCart } from './cart';
import { login } from './session';
import type { Stores } from './stores';

/**
 * Signs in for the active supplier, then joins the cart to the client: what the visitor put in the
 * cart is saved under the client, otherwise the client's saved cart is loaded (spec 4 "Cart saving").
 */
export async function signIn(stores: Pick<Stores, 'supplier' | 'session' | 'cart' | 'checkout'>, api: ApiClient, credentials: { login: string; senha: string }): Promise<boolean> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return false;
  if (!(await login(stores.session, api, idfornecedor, credentials))) return false;
  const context = cartContextFor(api, stores);
  try {
    if (stores.cart.lines.length > 0) await saveCart(stores.cart, context);
    else await loadCart(stores.cart, context);
  } catch {
    // The session stands; the cart loads again on the next change or at checkout.
  }
  return true;
}
