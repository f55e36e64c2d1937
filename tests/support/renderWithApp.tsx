import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Usuario } from '@storefront/api/endpoints';
import { createAppApi } from '@storefront/app/api';
import type { AppConfig } from '@storefront/app/config';
import { AppProviders } from '@storefront/app/providers';
import { createRoutes } from '@storefront/app/routes';
import { decideCookies } from '@storefront/state/consent';
import { createStores } from '@storefront/state/stores';

/** The app's config in DOM tests: the API at the mock platform's test host (see mockPlatform.ts). */
export const testConfig: AppConfig = {
  apiBaseUrl: 'http://plataforma.test/api/',
  appToken: 'vitrine-demo',
  separator: ':',
  whiteLabelSupplier: undefined,
  defaultSupplier: 'demo',
  providerSiteUrl: 'https://example.com/',
};

export interface RenderWithAppOptions {
  /** A signed-in client (what a login leaves in the session store). */
  usuario?: Usuario;
}

/**
 * The real app (routes, providers, fresh stores and API client) at `path`, in a memory router, for
 * DOM tests of what a story cannot set up yet; pair it with `useMockPlatform()` in the same file.
 */
export function renderWithApp(path: string, { usuario }: RenderWithAppOptions = {}) {
  const stores = createStores();
  decideCookies(stores.consent, 'all', () => undefined);
  if (usuario) Object.assign(stores.session, { status: 'authenticated', usuario });
  const services = { stores, api: createAppApi(testConfig, stores, () => undefined) };
  const router = createMemoryRouter(createRoutes({ services, config: testConfig, leaveForProviderSite: false }), { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, stores, router };
}
