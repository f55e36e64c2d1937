import { useMemo } from 'react';
import { useAppServices } from './context';
import { shippingContextFor, type ShippingContext } from './shipping';

/** The shipping actions' context, built from the app's stores and API client: panels never hold either. */
export function useShippingContext(): ShippingContext {
  const { stores, api } = useAppServices();
  return useMemo(() => shippingContextFor(api, stores), [api, stores]);
}
