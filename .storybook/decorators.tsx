import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Decorator, Loader } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyMockScenario } from '@mocks/browser';
import { clientFixtures, platformFixtures } from '@mocks/db/platform';
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

/** The app config of every story and tool: the mock backend on, nothing leaves the page. */
export const storyConfig: AppConfig = {
  apiBaseUrl: '/api/',
  appToken: 'vitrine-demo',
  separator: ':',
  whiteLabelSupplier: undefined,
  defaultSupplier: 'demo',
  providerSiteUrl: 'https://example.com/',
};

/**
 * A signed-in client for the story (`parameters.shopper`): who, and the cart the platform keeps for
 * them at the route's supplier, as product ids and quantities.
 */
interface StoryShopper {
  email: string;
  cart?: readonly (readonly [idproduto: string, quantidade: number])[];
  /** A manual coupon of the route's supplier already applied at the checkout (in force in the cart). */
  coupon?: string;
  /** The platform keeps her cart, but the story starts signed out: she signs in during its play. */
  signedOut?: boolean;
}

const shopperOf = (parameters: Record<string, unknown>): StoryShopper | undefined => (parameters.shopper as StoryShopper | null | undefined) ?? undefined;

const supplierOfRoute = (route: unknown, fallback: string) => {
  const slug = typeof route === 'string' ? route.split('/')[1]?.replace('{fornecedor}', fallback) : fallback;
  return supplierFixtures.find((f) => f.fornecedor.slug === slug)?.fornecedor;
};

/** MSW: `parameters.msw.scenario` wins over the toolbar; the data is reset (and seeded for the shopper) for every story. */
export const mswLoader: Loader = async ({ parameters, globals }) => {
  // react-aria's live announcer outlives a story; its old messages point at labels that left with it.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  const wanted: unknown = (parameters.msw as { scenario?: string } | undefined)?.scenario ?? globals.scenario;
  const shopper = shopperOf(parameters);
  const supplier = supplierOfRoute(parameters.route, typeof globals.supplier === 'string' ? globals.supplier : 'demo');
  await applyMockScenario(isScenarioName(wanted) ? wanted : 'padrao', (db) => {
    const usuario = shopper ? db.findUser(shopper.email) : undefined;
    if (usuario && supplier && shopper?.cart) {
      db.saveCart(usuario.idcliente, supplier.idfornecedor, shopper.cart.map(([idproduto, quantidade]) => ({ idproduto, quantidade, embalarParaPresente: false })));
    }
  });
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
  shopper: StoryShopper | undefined;
  /** Tools that build their own app preview (the theme studio) get the providers only. */
  bare: boolean;
  /** `parameters.whiteLabel`: the site is locked to the route's supplier (spec 1). */
  whiteLabel: boolean;
}

/** Fresh stores, API client and memory router per story and toolbar choice. */
function StoryApp({ story, route, supplier, consentDecided, shopper, bare, whiteLabel }: StoryAppProps) {
  const email = shopper?.email;
  const couponCode = shopper?.coupon;
  const signedOut = shopper?.signedOut === true;
  const { services, router } = useMemo(() => {
    const stores = createStores();
    stores.supplier.whiteLabel = whiteLabel;
    const config = whiteLabel ? { ...storyConfig, whiteLabelSupplier: supplier } : storyConfig;
    if (consentDecided) decideCookies(stores.consent, 'all', () => undefined);
    const client = clientFixtures.find((c) => c.usuario.email === email)?.usuario;
    if (client && !signedOut) Object.assign(stores.session, { status: 'authenticated', usuario: { ...client, token: `token-${client.idcliente}` } });
    const slug = (route ?? '/').replace('{fornecedor}', supplier).split('/')[1] ?? supplier;
    const coupon = platformFixtures[slug]?.cupons.find((c) => c.codigocupom === couponCode);
    if (coupon) stores.cart.coupons = { ...stores.cart.coupons, manual: { ...coupon } };
    const svc = { stores, api: createAppApi(config, stores, () => undefined) };
    const routes = route
      ? createRoutes({ services: svc, config, leaveForProviderSite: false })
      : [{ path: '*', Component: RootLayout, children: [{ path: '*', Component: CurrentStory }] }];
    const initial = (route ?? '/').replace('{fornecedor}', supplier);
    return { services: svc, router: createMemoryRouter(routes, { initialEntries: [initial] }) };
  }, [route, supplier, consentDecided, email, whiteLabel, couponCode, signedOut]);
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
    shopper={shopperOf(parameters)}
    bare={parameters.bare === true}
    whiteLabel={parameters.whiteLabel === true}
  />
);
