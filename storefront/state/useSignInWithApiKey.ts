import { useBound } from './context';
import type { ApiKeyLoginResult } from './session';

/**
 * spec 2 and 6: the API-key login for the active supplier, bound to the app's stores and API client. The
 * account's code is asked with the call, so the session's watch on every page stays small.
 */
export function useSignInWithApiKey(): (key: { apiKey: string; idErpUsuario: string }) => Promise<ApiKeyLoginResult> {
  return useBound(({ stores, api }) => (key) => import('./account').then(({ signInWithApiKey }) => signInWithApiKey(stores, api, key)));
}
