
import { redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ApiError } from '@storefront/api/errors';
import { onlyMorePages } from '@storefront/domain/cataloguePages';
import { supplierHas, type Feature } from '@storefront/domain/gates';
import { isSupplierSegment } from '@storefront/domain/supplier';
import { inSupplier, ROUTES, supplierPaths } from '@storefront/paths';
import { storedCompanyId } from '@storefront/domain/persistence';
import { shopperContextOf } from '@storefront/state/shopperContext';
import { loadSupplier, resolveSupplier, SupplierUnavailableError } from '@storefront/state/supplier';
import { initialCheckout } from '@storefront/state/checkoutStore';
import { loadFooter } from '@storefront/state/footer';
import { loadStaticTexts } from '@storefront/state/staticTexts';
import type { AppServices, PageLoader } from '@storefront/state/context';
import { LoadingScreen } from '@storefront/screens/Loading';
import { NotFoundBoundary, RouteErrorBoundary } from './RouteErrorBoundary';
import type { AppConfig } from './config';
import { lazyRoute } from './lazyRoute';
import { RootLayout, SupplierLayout, ThemedLayout } from './layouts';

export interface RouteDeps {
  services: AppServices;
  config: Pick<AppConfig, 'whiteLabelSupplier' | 'defaultSupplier' | 'providerSiteUrl'>;
  /** Leave for the provider's site (the app) or show why (Storybook, tests). */
  leaveForProviderSite: boolean;
  /** The site's host, whose domain may name the supplier (spec 1); the request's host when left out. */
  siteHost?: string;
  /** The company id an earlier visit stored (spec 4 EMPRESA_ID): where a returning shopper's `/` leads. */
  returningCompany?: () => string | null;
}

/**
 * spec 2: the supplier `fselecionado` forces, when it can be a supplier segment. Anything else is
 * ignored: supplierPaths(value).home built from `//elsewhere.example` would send the shopper off the site.
 */
function forcedSupplier(url: URL): string | undefined {
  const value = url.searchParams.get('fselecionado');
  return value !== null && isSupplierSegment(value) ? value : undefined;
}

/** "Carregar mais" writes the pages it brought into the address: the page already has them, so nothing loads again. */
const unlessMorePages = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => !onlyMorePages(currentUrl, nextUrl) && defaultShouldRevalidate;

/** An unknown page of a known supplier (its loader's answer): the 404 inside the supplier's shell. */
const notFound = () => new Response(null, { status: 404 });

/**
 * Another supplier, another cart: the old one's lines, coupons and checkout choices go (a save still
 * waiting must not land on the new supplier), and a signed-in client's cart there is loaded (spec 4).
 * Rare, so the cart rules load only here.
 */
async function switchSupplier({ stores, api }: AppServices): Promise<void> {
  const { cartContextFor, loadCart, resetCart } = await import('@storefront/state/cart');
  resetCart(stores.cart);
  Object.assign(stores.checkout, initialCheckout());
  if (!stores.session.usuario) return;
  await loadCart(stores.cart, cartContextFor(api, stores)).catch(() => undefined);
}

/** The routes of spec section 2; pages are lazy route modules (one chunk each). */
export function createRoutes({ services, config, leaveForProviderSite, siteHost, returningCompany }: RouteDeps): RouteObject[] {
  /** spec 7: the supplier calls carry what is known of the shopper when they are made. */
  const shopper = () => shopperContextOf(services.stores, returningCompany?.() ?? null);

  function unavailable(): never {
    if (leaveForProviderSite) throw redirect(config.providerSiteUrl);
    throw new SupplierUnavailableError(config.providerSiteUrl);
  }

  /**
   * The supplier loader's latest run. A navigation's loaders start parent first and then run side by side,
   * so a feature's gate (below) waits for the supplier of the same navigation; when the supplier's loader
   * does not run again (another page of the same supplier), its last run is long settled.
   */
  let supplierRun: Promise<unknown> = Promise.resolve();

  /**
   * A page's loader, from its own module (`loader.ts` beside the screen): it runs with the app's services,
   * once the supplier of the same navigation is known (its data is the supplier's). On the server for the
   * first page, in the browser after. Declared beside the page's `lazy` Component, so a navigation fetches
   * the two chunks side by side and asks the platform as soon as the loader's has come.
   */
  const pageData = (load: () => Promise<{ pageLoader: PageLoader }>) => {
    const module = lazyRoute(load);
    return async (args: LoaderFunctionArgs) => {
      const [{ pageLoader }] = await Promise.all([module(), supplierRun]);
      return pageLoader(args, services);
    };
  };

  /**
   * The supplier, then what every one of its pages shows: its footer and its own wording (spec 7
   * `rodape`, `static-text`). Each is asked once per supplier (and client); neither failing fails the page.
   * The page's own loader starts as soon as the supplier is known, beside them.
   */
  function supplierLoader(args: LoaderFunctionArgs) {
    const run = loadSupplierOfRoute(args);
    supplierRun = run.catch(() => undefined);
    return run.then(async () => {
      const { stores, api } = services;
      const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
      if (idfornecedor) await Promise.all([loadFooter(stores.footer, api, idfornecedor, stores.session.usuario?.idcliente), loadStaticTexts(stores.staticTexts, api, idfornecedor)]);
      return null;
    });
  }

  /**
   * spec 5 modules: the pages of a feature the supplier lacks are pages it does not have (its 404 in the
   * shell), whether reached by a link or typed. A supplier that failed to load is the supplier route's error.
   */
  function moduleRoutes(feature: Feature, children: RouteObject[]): RouteObject {
    return {
      errorElement: <NotFoundBoundary />,
      loader: async () => {
        await supplierRun;
        const { fornecedor } = services.stores.supplier;
        if (fornecedor && !supplierHas(fornecedor, feature)) throw notFound();
        return null;
      },
      children,
    };
  }

  async function loadSupplierOfRoute({ params, request }: LoaderFunctionArgs) {
    const requested = params.fornecedor ?? '';
    const url = new URL(request.url);
    // spec 2: fselecionado forces a supplier; white-label mode locks the site to one (spec 1).
    const forced = config.whiteLabelSupplier ?? forcedSupplier(url);
    if (forced && forced !== requested) {
      url.searchParams.delete('fselecionado');
      throw redirect(inSupplier(url.pathname, forced) + url.search);
    }
    if (!isSupplierSegment(requested)) unavailable();
    const previous = services.stores.supplier.fornecedor?.idfornecedor;
    try {
      const fornecedor = await loadSupplier(services.stores.supplier, services.api, { segment: requested }, shopper());
      if (previous && previous !== fornecedor.idfornecedor) await switchSupplier(services);
    } catch (error) {
      if (error instanceof ApiError && error.isTooManyRequests) throw redirect(supplierPaths(requested).tooManyRequests());
      if (error instanceof ApiError && (error.isNotFound || error.status >= 500)) unavailable();
      throw error;
    }
    return null;
  }

  /** The site's host names one supplier or none for the page's whole life: asked once, again only after a failure. */
  let domainLookup: Promise<string | null> | undefined;

  async function supplierOfSiteDomain(host: string): Promise<string | null> {
    domainLookup ??= resolveSupplier(services.stores.supplier, services.api, { domain: host }, shopper());
    try {
      return await domainLookup;
    } catch (error) {
      domainLookup = undefined;
      throw error;
    }
  }

  /** spec 1: the site's domain names the supplier first; else the one a returning shopper used (spec 4). */
  async function supplierOfVisit(host: string): Promise<string | null> {
    const byDomain = await supplierOfSiteDomain(host);
    if (byDomain) return byDomain;
    const company = storedCompanyId(returningCompany?.() ?? null);
    return company ? resolveSupplier(services.stores.supplier, services.api, { company }, shopper()) : null;
  }

  async function rootLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    // A white-label site is locked to its supplier (spec 1): nothing below could change where `/` leads.
    if (config.whiteLabelSupplier) throw redirect(supplierPaths(config.whiteLabelSupplier).home + url.search);
    // spec 2: fselecionado forces its supplier, over the domain and the last visit.
    const forced = forcedSupplier(url);
    if (forced) {
      url.searchParams.delete('fselecionado');
      throw redirect(supplierPaths(forced).home + url.search);
    }
    let segment: string | null = null;
    try {
      segment = await supplierOfVisit(siteHost ?? url.host);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // spec 2: a 429 has its route (under the default supplier; without one, the error page says so).
      if (error.isTooManyRequests) {
        if (config.defaultSupplier) throw redirect(supplierPaths(config.defaultSupplier).tooManyRequests());
        throw error;
      }
      // Any other failure of a lookup (5xx, network) falls back like an unknown domain.
    }
    if (segment) throw redirect(supplierPaths(segment).home + url.search);
    if (config.defaultSupplier) throw redirect(supplierPaths(config.defaultSupplier).home + url.search);
    unavailable();
  }

  return [
    {
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      errorElement: <RouteErrorBoundary standalone />,
      children: [
        { path: '/', loader: rootLoader },
        {
          Component: ThemedLayout,
          children: [
            {
              path: ROUTES.tooManyRequests,
              lazy: lazyRoute(() => import('@storefront/screens/TooManyRequests')),
            },
          ],
        },
        {
          path: ROUTES.supplier,
          id: 'supplier',
          loader: supplierLoader,
          shouldRevalidate: unlessMorePages,
          Component: SupplierLayout,
          errorElement: <RouteErrorBoundary standalone />,
          children: [
            { index: true, loader: pageData(() => import('@storefront/screens/Home/loader')), lazy: lazyRoute(() => import('@storefront/screens/Home')) },
            {
              path: ROUTES.catalogue,
              loader: pageData(() => import('@storefront/screens/Catalogue/loader')),
              shouldRevalidate: unlessMorePages,
              lazy: lazyRoute(() => import('@storefront/screens/Catalogue')),
            },
            { path: ROUTES.product, loader: pageData(() => import('@storefront/screens/Product/loader')), lazy: lazyRoute(() => import('@storefront/screens/Product')) },
            { path: ROUTES.page, loader: pageData(() => import('@storefront/screens/StaticPage/loader')), lazy: lazyRoute(() => import('@storefront/screens/StaticPage')) },
            { path: ROUTES.checkout, loader: pageData(() => import('@storefront/screens/Checkout/loader')), lazy: lazyRoute(() => import('@storefront/screens/Checkout')) },
            // spec 8: an order the platform took without telling its number has a page too (no number).
            { path: ROUTES.submitted, lazy: lazyRoute(() => import('@storefront/screens/OrderSubmitted')) },
            { path: ROUTES.loginToken, lazy: lazyRoute(() => import('@storefront/screens/LoginToken')) },
            { path: ROUTES.clients, lazy: lazyRoute(() => import('@storefront/screens/ChooseClient')) },
            { path: ROUTES.users, lazy: lazyRoute(() => import('@storefront/screens/Users')) },
            { path: ROUTES.addresses, lazy: lazyRoute(() => import('@storefront/screens/AddressSearch')) },
            { path: ROUTES.register, lazy: lazyRoute(() => import('@storefront/screens/Register')) },
            { path: ROUTES.account, lazy: lazyRoute(() => import('@storefront/screens/Account')) },
            moduleRoutes('subscriptions', [
              { path: ROUTES.subscriptions, loader: pageData(() => import('@storefront/screens/Subscriptions/loader')), lazy: lazyRoute(() => import('@storefront/screens/Subscriptions')) },
              { path: ROUTES.subscription, loader: pageData(() => import('@storefront/screens/Subscriptions/details/loader')), lazy: lazyRoute(() => import('@storefront/screens/Subscriptions/details')) },
            ]),
            moduleRoutes('lists', [
              { path: ROUTES.lists, loader: pageData(() => import('@storefront/screens/ShoppingLists/loader')), lazy: lazyRoute(() => import('@storefront/screens/ShoppingLists')) },
              { path: ROUTES.list, loader: pageData(() => import('@storefront/screens/ShoppingLists/list/loader')), lazy: lazyRoute(() => import('@storefront/screens/ShoppingLists/list')) },
            ]),
            moduleRoutes('combos', [
              { path: ROUTES.combos, loader: pageData(() => import('@storefront/screens/Combos/loader')), lazy: lazyRoute(() => import('@storefront/screens/Combos')) },
              { path: ROUTES.combo, loader: pageData(() => import('@storefront/screens/Combos/combo/loader')), lazy: lazyRoute(() => import('@storefront/screens/Combos/combo')) },
            ]),
            { path: ROUTES.orders, loader: pageData(() => import('@storefront/screens/Orders/loader')), lazy: lazyRoute(() => import('@storefront/screens/Orders')) },
            { path: ROUTES.order, loader: pageData(() => import('@storefront/screens/Orders/details/loader')), lazy: lazyRoute(() => import('@storefront/screens/Orders/details')) },
            moduleRoutes('invoices', [{ path: ROUTES.invoices, loader: pageData(() => import('@storefront/screens/Invoices/loader')), lazy: lazyRoute(() => import('@storefront/screens/Invoices')) }]),
            moduleRoutes('chat', [
              { path: ROUTES.chats, lazy: lazyRoute(() => import('@storefront/screens/Chat')) },
              { path: ROUTES.chat, lazy: lazyRoute(() => import('@storefront/screens/Chat/room')) },
            ]),
            moduleRoutes('quickOrder', [{ path: ROUTES.quickOrder, lazy: lazyRoute(() => import('@storefront/screens/QuickOrder')) }]),
            {
              // An unknown page of a known supplier: the 404 inside the supplier's shell.
              path: '*',
              // Never shown (the loader always throws), but a leaf route must name what it renders.
              element: null,
              errorElement: <RouteErrorBoundary />,
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}
