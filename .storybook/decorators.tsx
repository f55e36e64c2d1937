import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Decorator, Loader } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyMockScenario } from '@mocks/browser';
import { supplierFixtures } from '@mocks/db/suppliers';
import { isScenarioName } from '@mocks/scenarios';
import { createAppApi } from '@storefront/app/api';
import type { AppConfig } from '@storefront/app/config';
import { AppProviders } from '@storefront/app/providers';
import { createRoutes } from '@storefront/app/routes';
import { RootLayout } from '@storefront/app/layouts';
import { SupplierTheme } from '@storefront/app/SupplierTheme';
import { decideCookies } from '@storefront/state/consent';
import { createStores } from '@storefront/state/stores';
import { memoryStorage } from '../tests/support/memoryStorage';

/** The app config of every story and tool: the mock backend on, nothing leaves the page. */
export const storyConfig: AppConfig = {
  apiBaseUrl: '/api/',
  appToken: 'vitrine-demo',
  separator: ':',
  whiteLabelSupplier: undefined,
  defaultSupplier: 'demo',
  providerSiteUrl: 'https://example.com/',
  mocks: true,
};

/** MSW: `parameters.msw.scenario` wins over the toolbar; the data is reset for every story. */
export const mswLoader: Loader = async ({ parameters, globals }) => {
  // react-aria's live announcer outlives a story; its old messages point at labels that left with it.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  const wanted: unknown = (parameters.msw as { scenario?: string } | undefined)?.scenario ?? globals.scenario;
  await applyMockScenario(isScenarioName(wanted) ? wanted : 'padrao');
};

/** The story being shown, handed to the router's element without rebuilding the router. */
const StoryContext = createContext<ReactNode>(null);

function CurrentStory() {
  return <>{useContext(StoryContext)}</>;
}

function ComponentTheme({ supplier, children }: { supplier: string; children: ReactNode }) {
  const fixture = supplierFixtures.find((f) => f.fornecedor.slug === supplier) ?? supplierFixtures[0];
  return <SupplierTheme tema={fixture?.tema ?? null}>{children}</SupplierTheme>;
}

interface StoryAppProps {
  story: ReactNode;
  route: string | undefined;
  supplier: string;
  consentDecided: boolean;
  /** Tools that build their own app preview (the theme studio) get the providers only. */
  bare: boolean;
}

/** Fresh stores, API client and memory router per story and toolbar choice. */
function StoryApp({ story, route, supplier, consentDecided, bare }: StoryAppProps) {
  const { services, router } = useMemo(() => {
    const stores = createStores(memoryStorage());
    if (consentDecided) decideCookies(stores.consent, 'all', memoryStorage());
    const svc = { stores, api: createAppApi(storyConfig, stores, () => undefined) };
    const routes = route
      ? createRoutes({ services: svc, config: storyConfig, leaveForProviderSite: false })
      : [{ path: '*', Component: RootLayout, children: [{ path: '*', Component: CurrentStory }] }];
    const initial = (route ?? '/').replace('{fornecedor}', supplier);
    return { services: svc, router: createMemoryRouter(routes, { initialEntries: [initial] }) };
  }, [route, supplier, consentDecided]);
  if (bare) return <AppProviders services={services}>{story}</AppProviders>;
  return (
    <AppProviders services={services}>
      {route ? (
        <RouterProvider router={router} />
      ) : (
        <ComponentTheme supplier={supplier}>
          <StoryContext.Provider value={story}>
            <RouterProvider router={router} />
          </StoryContext.Provider>
        </ComponentTheme>
      )}
    </AppProviders>
  );
}

/**
 * Intl, stores, API client and router around every story. A story with `parameters.route`
 * renders the real app at that path (`{fornecedor}` is the toolbar's supplier), so screens get
 * their data from the mock backend, not from props.
 */
export const withApp: Decorator = (Story, { parameters, globals }) => (
  <StoryApp
    story={<Story />}
    route={typeof parameters.route === 'string' ? parameters.route : undefined}
    supplier={typeof globals.supplier === 'string' ? globals.supplier : 'demo'}
    consentDecided={parameters.consent === 'decided'}
    bare={parameters.bare === true}
  />
);
