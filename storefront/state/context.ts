import { createContext, useContext } from 'react';
import type { ApiClient } from '@storefront/api/client';
import type { Stores } from './stores';

export interface AppServices {
  stores: Stores;
  api: ApiClient;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The stores and API client of the running app (fresh ones in tests and stories). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppProviders>');
  return services;
}
