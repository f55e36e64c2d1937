/**
 * The first page's supplier and theme requests, started as soon as the HTML is parsed. The app's
 * scripts (React, the router) take a second or more to arrive on a phone, and no page can paint its
 * supplier before both answers. This entry loads only the HTTP client; the app's client then takes
 * these answers for the identical requests instead of asking again. Anything else (another supplier,
 * a consent changed meanwhile) is asked as before.
 */
import { createApiClient } from '@storefront/api/client';
import { fetchSupplier, fetchTheme } from '@storefront/api/supplier';
import { isSupplierSegment, routerBasename } from '@storefront/domain/supplier';
import { readUtm, utmCookiesFromSearch } from '@storefront/domain/utm';
import { browserStorage, defaultCookiePreferences, readStoredConsent } from '@storefront/state/consentRecord';
import { apiConfigOf, readConfig, type AppConfig } from './config';

/** The supplier the first page will load: the path's, unless the site is locked or `fselecionado` forces one (spec 1, 2). */
function firstPageSupplier(config: AppConfig): string | undefined {
  const basename = routerBasename(location.pathname);
  const path = basename === '/' ? location.pathname : location.pathname.slice(basename.length);
  const forced = config.whiteLabelSupplier ?? new URLSearchParams(location.search).get('fselecionado') ?? undefined;
  const segment = forced ?? path.split('/')[1] ?? '';
  return isSupplierSegment(segment) ? segment : undefined;
}

async function requestEarly(config: AppConfig, segment: string): Promise<void> {
  // Known once the supplier answers, so the theme request carries X-idfornecedor as the app's does (spec 7).
  const supplier: { id?: string } = {};
  const preferences = readStoredConsent(browserStorage())?.preferences ?? defaultCookiePreferences;
  const api = createApiClient(apiConfigOf(config), {
    early: true,
    supplierId: () => supplier.id,
    cookiePreferences: () => preferences,
    utm: () => readUtm(document.cookie),
    // The app's client meets the same answer and acts on it (429 route, errors).
    onTooManyRequests: () => undefined,
  });
  supplier.id = (await fetchSupplier(api, { segment })).idfornecedor;
  await fetchTheme(api, supplier.id);
}

// spec 9 "UTM cookies": the landing URL's campaign is kept before any request carries it.
for (const cookie of utmCookiesFromSearch(location.search)) document.cookie = cookie;

const config = readConfig();
const segment = firstPageSupplier(config);
// Dev with the mock service worker: requests before the worker starts would miss it.
if (segment && !config.mocks) requestEarly(config, segment).catch(() => undefined);
