import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useSnapshot } from 'valtio';
import { useAppServices } from '@storefront/state/context';

/**
 * A signed-in client's page (orders, an order) was loaded for one client: when the session's client
 * changes (she signs in on the page, switches account, leaves), its loader runs again.
 */
export function useClientRevalidation(loadedFor: string | null): void {
  const { stores } = useAppServices();
  const idcliente = useSnapshot(stores.session).usuario?.idcliente ?? null;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (idcliente !== loadedFor && revalidator.state === 'idle') void revalidator.revalidate();
  }, [idcliente, loadedFor, revalidator]);
}
