import { createApiClient, type ApiClient } from '@storefront/api/client';
import { bearerOf } from '@storefront/domain/session';
import { readUtm } from '@storefront/domain/utm';
import { expireSession } from '@storefront/state/sessionCheck';
import type { Stores } from '@storefront/state/stores';
import type { AppConfig } from './config';

/** Where a request's cookies are read: the page's own, or (on the server) the request's `Cookie` header. */
const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

export interface AppApiOptions {
  cookies?: () => string;
  /** Sent with every call (the server's pass-through headers). */
  headers?: Readonly<Record<string, string>>;
  /** The server's own calls: the token from the session cookie, which the page's session only stands in for. */
  authToken?: () => string | undefined;
}

/** The API client wired to the running app: headers from the stores, 429 to its route, forced logouts to the session. */
export function createAppApi(config: AppConfig, stores: Stores, onTooManyRequests: () => void, { cookies = documentCookies, headers, authToken }: AppApiOptions = {}): ApiClient {
  return createApiClient(
    { baseURL: config.apiBaseUrl, appToken: config.appToken, separator: config.separator, ...(headers ? { headers } : {}) },
    {
      supplierId: () => stores.supplier.fornecedor?.idfornecedor,
      cookiePreferences: () => stores.consent.preferences,
      utm: () => readUtm(cookies()),
      onTooManyRequests,
      // spec 7: the payment-method change carries the session's token. Through the storefront server the
      // page holds a stand-in, and the server puts the cookie's token in its place.
      authToken: authToken ?? (() => (stores.session.usuario?.token ? bearerOf({ token: stores.session.usuario.token, jwttoken: stores.session.usuario.jwttoken }) : undefined)),
      // spec 7: a product list answering `action: logout` clears the session and warns with its text.
      onForcedLogout: (text) => {
        if (stores.session.usuario || stores.session.representative) expireSession(stores, text);
      },
    },
  );
}
