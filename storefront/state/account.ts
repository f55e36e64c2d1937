import type { ApiClient } from '@storefront/api/client';
import { recoveryId } from '@storefront/domain/identifiers';
import { cartContextFor, loadCart, resetCart, saveCart } from './cart';
import { initialCheckout } from './checkoutStore';
import { closePanel } from './panels';
import { exchangeLoginToken, login, loginRepresentative, loginWithApiKey, type ApiKeyLoginResult, type TokenLoginResult } from './session';
import { initialSession } from './sessionStore';
import type { Stores } from './stores';
import { useBound } from './context';

type AccountStores = Pick<Stores, 'supplier' | 'session' | 'cart' | 'checkout'>;

/**
 * The cart joins the client who just signed in: what the visitor put in the cart is saved under the
 * client, otherwise the client's saved cart is loaded (spec 4 "Cart saving").
 */
async function joinCart(stores: AccountStores, api: ApiClient): Promise<void> {
  const context = cartContextFor(api, stores);
  try {
    if (stores.cart.lines.length > 0) await saveCart(stores.cart, context);
    else await loadCart(stores.cart, context);
  } catch {
    // The session stands; the cart loads again on the next change or at checkout.
  }
}

/** Signs in for the active supplier, then joins the cart to the client. */
export async function signIn(stores: AccountStores, api: ApiClient, credentials: { login: string; senha: string }): Promise<boolean> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return false;
  if (!(await login(stores.session, api, idfornecedor, credentials, stores.supplier.fornecedor?.tag))) return false;
  await joinCart(stores, api);
  return true;
}

/** spec 2 login-token landing: the handed-over session for the active supplier, then the cart joins it. */
export async function signInWithToken(stores: AccountStores, api: ApiClient, link: { token: string; email: string }): Promise<TokenLoginResult> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return 'unavailable';
  const result = await exchangeLoginToken(stores.session, api, idfornecedor, link, stores.supplier.fornecedor?.tag);
  if (result === 'ok') await joinCart(stores, api);
  return result;
}

/** spec 2 and 6: the API-key login for the active supplier, then the cart joins the ERP user. */
export async function signInWithApiKey(stores: AccountStores, api: ApiClient, key: { apiKey: string; idErpUsuario: string }): Promise<ApiKeyLoginResult> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return { ok: false, serverText: undefined };
  const result = await loginWithApiKey(stores.session, api, idfornecedor, key);
  if (result.ok) await joinCart(stores, api);
  return result;
}

/**
 * spec 4 "Logout resets the user to defaults" and the cart ("Logout ... resets the cart"): the session,
 * the cart and the checkout's choices go back to their defaults and every panel closes. The platform
 * is told (GET logout), but its failure must not keep anyone signed in: the reset does not wait for it.
 */
export async function logout(stores: Pick<Stores, 'session' | 'cart' | 'checkout' | 'panels'>, api: ApiClient): Promise<void> {
  const told = api.call('logout').catch(() => undefined);
  Object.assign(stores.session, initialSession());
  resetCart(stores.cart);
  Object.assign(stores.checkout, initialCheckout());
  closePanel(stores.panels);
  await told;
}

/** spec 5 and 8: the recovery e-mail for a login (slashes removed); false is 'Falha ao solicitar redefinição de senha'. */
export async function requestPasswordReset(api: ApiClient, loginText: string): Promise<boolean> {
  const login = recoveryId(loginText);
  if (!login) return false;
  try {
    await api.call('recuperarSenha', { params: { login } });
    return true;
  } catch {
    return false;
  }
}

/** Sign-in, sign-out and password reset, bound to the app's stores and API client: screens and panels never hold either. */
export function useAccountActions() {
  return useBound(({ stores, api }) => ({
    signIn: (credentials: { login: string; senha: string }) => signIn(stores, api, credentials),
    signInWithToken: (link: { token: string; email: string }) => signInWithToken(stores, api, link),
    logout: () => logout(stores, api),
    requestPasswordReset: (loginText: string) => requestPasswordReset(api, loginText),
    loginRepresentative: (idfornecedor: string, credentials: { login: string; senha: string }) =>
      loginRepresentative(stores.session, api, idfornecedor, credentials),
  }));
}
