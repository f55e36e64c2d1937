import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ApiError } from '@storefront/api/errors';
import { isSupplierSegment } from '@storefront/domain/supplier';
import { loadSupplier, SupplierUnavailableError } from '@storefront/state/supplier';
import type { AppServices } from '@storefront/state/context';
import { LoadingScreen } from '@storefront/screens/Loading';
import { RouteErrorScreen } from '@storefront/screens/RouteError';
import type { AppConfig } from './config';
import { lazyRoute } from './lazyRoute';
import { RootLayout, SupplierLayout, ThemedLayout } from './layouts';

export interface RouteDeps {
  services: AppServices;
  config: Pick<AppConfig, 'whiteLabelSupplier' | 'defaultSupplier' | 'providerSiteUrl'>;
  /** Leave for the provider's site (the app) or show why (Storybook, tests). */
  leaveForProviderSite: boolean;
}

export const tooManyRequestsPath = (segment: string) => `/${segment}/erro/too-many-request`;

/** The routes of spec section 2; pages are lazy route modules (one chunk each). */
export function createRoutes({ services, config, leaveForProviderSite }: RouteDeps): RouteObject[] {
  function unavailable(): never {
    if (leaveForProviderSite) throw redirect(config.providerSiteUrl);
    throw new SupplierUnavailableError(config.providerSiteUrl);
  }

  async function supplierLoader({ params, request }: LoaderFunctionArgs) {
    const requested = params.fornecedor ?? '';
    const url = new URL(request.url);
    // spec 2: fselecionado forces a supplier; white-label mode locks the site to one (spec 1).
    const forced = config.whiteLabelSupplier ?? url.searchParams.get('fselecionado') ?? undefined;
    if (forced && forced !== requested) {
      url.searchParams.delete('fselecionado');
      const rest = url.pathname.split('/').slice(2).join('/');
      throw redirect(`/${forced}${rest ? `/${rest}` : ''}${url.search}`);
    }
    if (!isSupplierSegment(requested)) unavailable();
    try {
      await loadSupplier(services.stores.supplier, services.api, { segment: requested });
    } catch (error) {
      if (error instanceof ApiError && error.isTooManyRequests) throw redirect(tooManyRequestsPath(requested));
      if (error instanceof ApiError && (error.isNotFound || error.status >= 500)) unavailable();
      throw error;
    }
    return null;
  }

  function rootLoader({ request }: LoaderFunctionArgs) {
    const target = config.whiteLabelSupplier ?? config.defaultSupplier;
    if (target) throw redirect(`/${target}${new URL(request.url).search}`);
    unavailable();
  }

  return [
    {
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      errorElement: <RouteErrorScreen standalone />,
      children: [
        { path: '/', loader: rootLoader },
        {
          Component: ThemedLayout,
          children: [
            {
              path: '/:fornecedor/erro/too-many-request',
              lazy: lazyRoute(() => import('@storefront/screens/TooManyRequests')),
            },
          ],
        },
        {
          path: '/:fornecedor',
          id: 'supplier',
          loader: supplierLoader,
          Component: SupplierLayout,
          errorElement: <RouteErrorScreen standalone />,
          children: [
            { index: true, lazy: lazyRoute(() => import('@storefront/screens/Home')) },
            { path: 'produtos', lazy: lazyRoute(() => import('@storefront/screens/Catalogue')) },
            { path: 'produto/:idproduto', lazy: lazyRoute(() => import('@storefront/screens/Product')) },
            { path: 'finalizar', lazy: lazyRoute(() => import('@storefront/screens/Checkout')) },
            { path: 'submissao/:numpedido', lazy: lazyRoute(() => import('@storefront/screens/OrderSubmitted')) },
            { path: 'login-token/:token/:email', lazy: lazyRoute(() => import('@storefront/screens/LoginToken')) },
            {
              // An unknown page of a known supplier: the 404 inside the supplier's shell.
              path: '*',
              errorElement: <RouteErrorScreen />,
              loader: () => {
                throw new Response(null, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
