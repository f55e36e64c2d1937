import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { beginHydration, endHydration } from '@ui/ariaHydration';
import { nextTask } from '@ui/onDemand';
import { EMPRESA_ID_KEY } from '@storefront/domain/persistence';
import { routerBasename } from '@storefront/domain/supplier';
import { repairUtmCookies, utmCookiesFromSearch } from '@storefront/domain/utm';
import { adoptOldConsent } from '@storefront/state/consent';
import { hydrated } from '@storefront/state/hydration';
import { browserStorage } from '@storefront/state/storage';
import { createStores } from '@storefront/state/stores';
import { version as appVersion } from '../../package.json';
import { createAppApi } from './api';
import { DemoDataControl } from './DemoDataControl';
import { pressHeldAgain } from './earlyPresses';
import { Document } from './Document';
import { adoptStoresState, PAGE_STATE_ID, type PageState } from './pageState';
import { AppProviders } from './providers';
import { supplierPaths } from '@storefront/paths';
import { createRoutes } from './routes';

declare global {
  interface Window {
    /** React Router reads the server's loader data and errors from here (createBrowserRouter). */
    __staticRouterHydrationData?: PageState['router'];
  }
}

const writeCookie = (cookie: string) => {
  document.cookie = cookie;
};

function pageStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    // Storage switched off.
    return undefined;
  }
}

/** Runs once hydration is done: a store changed before it would make the first render differ from the server's. */
function AfterHydration({ run }: { run: () => void }) {
  const once = useRef(run);
  useEffect(() => once.current(), []);
  return null;
}

function readPageState(): PageState {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${PAGE_STATE_ID}: it did not come from the storefront server.`);
  return JSON.parse(text) as PageState;
}

/**
 * The lazy pages the server rendered, loaded before hydrating: the browser's first render must be the
 * server's page, not a fallback while a chunk arrives.
 */
async function loadMatchedPages(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  // The modules' evaluation is a long task of its own: the page's start (routes, its chunk's fetch) comes in the next.
  await nextTask();
  const state = readPageState();
  const { config } = state;

  // A link's UTM parameters replace the stored ones; a stored cookie no call could carry is mended first.
  for (const cookie of [...repairUtmCookies(document.cookie), ...utmCookiesFromSearch(location.search)]) document.cookie = cookie;

  const basename = routerBasename(location.pathname);
  const stores = createStores();
  adoptStoresState(stores, state.stores);
  const api = createAppApi(config, stores, () => {
    const segment = router.state.location.pathname.split('/')[1] || stores.supplier.fornecedor?.slug;
    if (segment) void router.navigate(supplierPaths(segment).tooManyRequests());
  });
  const services = { stores, api, origin: state.origin };
  const returningCompany = () => pageStorage()?.getItem(EMPRESA_ID_KEY) ?? null;
  const routes = createRoutes({ services, config, leaveForProviderSite: true, returningCompany });
  await loadMatchedPages(routes, basename);
  window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(routes, { basename });
  // spec 4 "Persistence": the earlier visit's cart comes back (its session came with the page); writing
  // waits for it. Its own chunk, fetched alongside the first page: the page does not wait for it.
  // Until it has come back, the page says so rather than "empty", as the server's page did.
  stores.cart.restoring = true;
  void hydrated
    .then(() => import('@storefront/state/persistence'))
    .then(({ restoreSnapshot, startPersistence }) => {
      const storage = browserStorage();
      const restored = restoreSnapshot(stores, api, storage, appVersion);
      startPersistence(stores, storage, appVersion, restored, writeCookie);
      // Issue 10 faults: an order a reload interrupted, found placed, shows its page instead of the cart.
      void restored.then((recovered) => {
        const segment = router.state.location.pathname.split('/')[1];
        if (recovered && segment) void router.navigate(supplierPaths(segment).submitted(recovered.order.orderNumber), { replace: true });
      });
      return restored;
    })
    // A chunk that could not load brings nothing back: the cart is what it is.
    .catch(() => undefined)
    .finally(() => {
      stores.cart.restoring = false;
    });

  // react-aria renders as the server did until the whole page has hydrated, then catches up in slices.
  beginHydration();
  void hydrated.then(() => endHydration());
  // In a transition, hydration yields to the browser every few milliseconds instead of running as one task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document>
          <AppProviders services={services} screenWidth={state.screenWidth}>
            <RouterProvider router={router} />
            {import.meta.env.DEV && state.mockPlatform ? <DemoDataControl /> : null}
            {/* An answer an older version kept in localStorage, once the page is the server's no more. */}
            <AfterHydration
              run={() =>
                void hydrated.then(() => {
                  adoptOldConsent(stores.consent, pageStorage(), writeCookie);
                  // The whole page runs: its buttons answer from here on (CSS and journeys may read it).
                  document.documentElement.dataset.hydrated = 'true';
                })
              }
            />
          </AppProviders>
        </Document>
      </StrictMode>,
    );
  });
  // React listens from here: the presses the page's head script held are made again.
  pressHeldAgain();
}

void start();
