import { Suspense, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useHref, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { LinkRouterProvider } from '@ui/Link';
import { isServerPath } from '@storefront/domain/session';
import { configuredSupplier, supplierBranding } from '@storefront/domain/supplier';
import { useAppServices } from '@storefront/state/context';
import { hydrated, markHydrated } from '@storefront/state/hydration';
import { loadPaymentMethods } from '@storefront/state/payment';
import { loadSupplierConfig } from '@storefront/state/supplierConfig';
import { storeDefaults } from '@storefront/components/page/storeDefaults';
import { Shell } from './Shell';
// The gate alone, not the screen's index: the first page does not carry the address search.
import { AccessGuard } from './AccessGuard';
import { SessionWatch } from '@storefront/screens/Session';
import { SupplierTheme } from './SupplierTheme';
import { supplierPaths } from '@storefront/paths';
import { SupplierPathsContext } from '@storefront/state/supplierPaths';

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/** The router's href for app paths; absolute URLs (the provider's site, boleto links) stay as given. */
function useLinkHref(to: string): string {
  const href = useHref(ABSOLUTE_URL.test(to) ? '.' : to);
  return ABSOLUTE_URL.test(to) ? to : href;
}

/** The last part of every page to hydrate: from its effect on, the stores may change (state/hydration). */
function HydrationEnd() {
  useEffect(markHydrated, []);
  return null;
}

/** Lets the kit's links (and react-aria's menu items) navigate through the data router. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(to) => (isServerPath(to, window.location.origin) ? window.location.assign(to) : void navigate(to))} useHref={useLinkHref}>
      <Outlet />
      {/* A new page opens at its top (a footer link no longer lands at the next page's bottom); Back returns where the shopper was. */}
      <ScrollRestoration />
      {/* A boundary of its own, after the page's: it hydrates with or after them. */}
      <Suspense fallback={null}>
        <HydrationEnd />
      </Suspense>
    </LinkRouterProvider>
  );
}

/** Themes without a loaded supplier (the 429 page) keep whatever supplier was last shown. */
export function ThemedLayout() {
  const { stores } = useAppServices();
  const { tema } = useSnapshot(stores.supplier);
  return (
    <SupplierTheme tema={tema}>
      <Outlet />
    </SupplierTheme>
  );
}

/** Every page of a resolved supplier: theme, title and meta tags from its theme (spec 2, 3, 9), shell, the session's watch (spec 8). */
export function SupplierLayout() {
  const intl = useIntl();
  const { fornecedor: segment = '' } = useParams();
  const { stores, api } = useAppServices();
  const { fornecedor, tema, configuracao } = useSnapshot(stores.supplier);
  const { usuario } = useSnapshot(stores.session);
  const idfornecedor = fornecedor?.idfornecedor;
  const idcliente = usuario?.idcliente;
  // spec 4: the payment methods from the first page on, not only at checkout: prices follow the one
  // chosen, for the client signed in (her session came with the page).
  useEffect(() => {
    if (idfornecedor) void hydrated.then(() => loadPaymentMethods(stores, api));
  }, [stores, api, idfornecedor, idcliente]);
  // spec 7 `configuracao/fornecedor`: the menu, SEO and GA configuration, after the first paint.
  useEffect(() => {
    if (idfornecedor) void hydrated.then(() => loadSupplierConfig(stores.supplier, api));
  }, [stores, api, idfornecedor]);
  // One element for the page: the layout re-renders when the supplier's configuration comes (after the first
  // paint), and a new element would re-render the page with it, forcing its hydration in one blocking pass.
  const paths = useMemo(() => supplierPaths(segment), [segment]);
  const page = useMemo(
    () => (
      <>
        <SessionWatch />
        <AccessGuard>
          <Outlet />
        </AccessGuard>
      </>
    ),
    [],
  );
  if (!fornecedor || !tema) return null;
  const branding = supplierBranding(configuredSupplier(fornecedor, configuracao), tema);
  return (
    <SupplierPathsContext.Provider value={paths}>
      <SupplierTheme tema={tema}>
        <title>{branding.pageTitle ?? branding.storeName ?? intl.formatMessage(storeDefaults.productName)}</title>
        <meta name="description" content={branding.description ?? intl.formatMessage(storeDefaults.defaultDescription)} />
        <Shell storeName={branding.storeName} logo={branding.logo}>
          {page}
        </Shell>
      </SupplierTheme>
    </SupplierPathsContext.Provider>
  );
}
