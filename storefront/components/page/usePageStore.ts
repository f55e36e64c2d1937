import { useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { useSnapshot } from 'valtio';
import { useStores } from '@storefront/state/context';
import { pageStoreOf, type ClientPageData } from '@storefront/state/pageData';

/**
 * The store a screen acts on, made from its loader's data (more pages, a retry, a sort act on it). The
 * data was loaded for one client: when the session's client changes (she signs in on the page, switches
 * account, leaves), the loader runs again and a fresh store comes with its data.
 */
export function usePageStore<T extends object>(loaded: ClientPageData<T>): T {
  const store = useMemo(() => pageStoreOf(loaded.data), [loaded]);
  const stores = useStores();
  const idcliente = useSnapshot(stores.session).usuario?.idcliente ?? null;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (idcliente !== loaded.idcliente && revalidator.state === 'idle') void revalidator.revalidate();
  }, [idcliente, loaded.idcliente, revalidator]);
  return store;
}
