import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Track } from '@storefront/analytics/tracker';
import { useAppServices } from './context';
import { catalogueContextFor, type CatalogueContext } from './catalogue';

/**
 * The catalogue actions' context for the app's supplier (none before it is known), built from the app's
 * stores and API client, with `track` when given: screens and panels never hold either.
 */
export function useCatalogueContext(track?: Track): CatalogueContext | null {
  const { stores, api } = useAppServices();
  const { fornecedor } = useSnapshot(stores.supplier);
  return useMemo(() => (fornecedor ? { ...catalogueContextFor(api, stores, fornecedor), track } : null), [api, fornecedor, stores, track]);
}
