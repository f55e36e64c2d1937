import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { EMPRESA_ID_KEY } from '@storefront/domain/persistence';
import { routerBasename } from '@storefront/domain/supplier';
import { repairUtmCookies, utmCookiesFromSearch } from '@storefront/domain/utm';
import { createStores } from '@storefront/state/stores';
import { version as appVersion } from '../../package.json';
import { createAppApi } from './api';
import { readConfig } from './config';
import { AppProviders } from './providers';
import { createRoutes, tooManyRequestsPath } from './routes';

async function start(): Promise<void> {
  const config = readConfig();
  let devTools: ReactNode = null;
  if (import.meta.env.DEV && config.mocks) {
    // Dev only: the whole `if` is removed from production builds, and the mocks with it.
    const { resetMockData, startMockWorker } = await import('@mocks/browser');
    const { isScenarioName } = await import('@mocks/scenarios');
    const { DemoDataControl } = await import('./DemoDataControl');
    const scenario = new URLSearchParams(location.search).get('cenario');
    await startMockWorker(isScenarioName(scenario) ? scenario : 'padrao');
    devTools = <DemoDataControl onReset={resetMockData} />;
  }

  // A link's UTM parameters replace the stored ones; a stored cookie no call could carry is mended first.
  for (const cookie of [...repairUtmCookies(document.cookie), ...utmCookiesFromSearch(location.search)]) document.cookie = cookie;

  const basename = routerBasename(location.pathname);
  const stores = createStores();
  stores.supplier.whiteLabel = Boolean(config.whiteLabelSupplier);
  const api = createAppApi(config, stores, () => {
    const segment = router.state.location.pathname.split('/')[1] || stores.supplier.fornecedor?.slug;
    if (segment) void router.navigate(tooManyRequestsPath(segment));
  });
  const services = { stores, api };
  const returningCompany = () => {
    try {
      return localStorage.getItem(EMPRESA_ID_KEY);
    } catch {
      // Storage switched off: a first visit.
      return null;
    }
  };
  const router = createBrowserRouter(createRoutes({ services, config, leaveForProviderSite: true, returningCompany }), { basename });
  // spec 4 "Persistence": the earlier visit's session and cart come back; writing waits for them.
  // Its own chunk, fetched alongside the first page: the page does not wait for it.
  // Pages that depend on who is signed in wait for the saved session (restoreSnapshot says when it is back).
  stores.session.resuming = true;
  void import('@storefront/state/persistence').then(({ browserStorage, restoreSnapshot, startPersistence }) => {
    const storage = browserStorage();
    const restored = restoreSnapshot(stores, api, storage, appVersion);
    startPersistence(stores, storage, appVersion, restored);
    // Issue 10 faults: an order a reload interrupted, found placed, shows its page instead of the cart.
    void restored.then((recovered) => {
      const segment = router.state.location.pathname.split('/')[1];
      const numpedido = recovered?.order.numpedido;
      if (recovered && segment) void router.navigate(numpedido ? `/${segment}/submissao/${encodeURIComponent(numpedido)}` : `/${segment}/submissao`, { replace: true });
    });
  }, () => {
    // The chunk did not arrive: there is no saved session to wait for.
    stores.session.resuming = false;
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition renders in slices, yielding to the browser: a tap while the first page renders is
  // answered at once, instead of after one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders services={services}>
          <RouterProvider router={router} />
          {devTools}
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
