import { createApiClient, type ApiClient } from '@storefront/api/client';
import { readUtm } from '@storefront/domain/utm';
import type { Stores } from '@storefront/state/stores';
import type { AppConfig } from './config';

/** The API client wired to the running app: headers from the stores, 429 to its route. */
export function createAppApi(config: AppConfig, stores: Stores, onTooManyRequests: () => void): ApiClient {
  return createApiClient(
    { baseURL: config.apiBaseUrl, appToken: config.appToken, separator: config.separator },
    {
      supplierId: () => stores.supplier.fornecedor?.idfornecedor,
      cookiePreferences: () => stores.consent.preferences,
      utm: () => (typeof document === 'undefined' ? {} : readUtm(document.cookie)),
      onTooManyRequests,
    },
  );
}
