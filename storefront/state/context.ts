import { createContext, useContext, useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '@storefront/api/client';
import type { Stores } from './stores';

export interface AppServices {
  stores: Stores;
  api: ApiClient;
  /** The site's origin, for absolute URLs (canonical, Open Graph); none in tests and stories. */
  origin?: string;
}

/**
 * A page's loader (`pageLoader`, in a `loader.ts` beside its screen, a chunk apart from the screen's):
 * React Router's arguments and the app's services. It runs on the server for the first page and in the
 * browser after, once the route's supplier is known.
 */
export type PageLoader = (args: LoaderFunctionArgs, services: AppServices) => Promise<unknown>;

export const AppServicesContext = createContext<AppServices | null>(null);

/** The stores and API client of the running app (fresh ones in tests and stories). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppProviders>');
  return services;
}

/**
 * The app's stores, to read with `useSnapshot`. Screens, panels and components act through the state
 * modules' action hooks (`useCartActions`, `useOrderActions`, …), so they never hold the API client.
 */
export function useStores(): Stores {
  return useAppServices().stores;
}

/**
 * What a state module hands components, made once per app from its services: its actions bound to the
 * stores and API client (`useOrderActions`, …) or a context its actions take. `make` reads nothing but
 * the services, so it runs again only for another app (a story, a test).
 */
export function useBound<T>(make: (services: AppServices) => T): T {
  const services = useAppServices();
  return useMemo(() => make(services), [services]);
}

/** The page's origin as the server saw it, so server and browser judge links alike (the window's in stories and tests). */
export function usePageOrigin(): string {
  const { origin } = useAppServices();
  return origin ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}
