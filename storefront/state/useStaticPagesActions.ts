import { useMemo } from 'react';
import { useAppServices } from './context';
import { loadStaticPages, type StaticPagesStore } from './staticPages';

/** The static pages' list, bound to the app's API client: panels never hold it. */
export function useStaticPagesActions() {
  const { api } = useAppServices();
  return useMemo(
    () => ({
      loadStaticPages: (store: StaticPagesStore, idfornecedor: string, idcliente?: string) => loadStaticPages(store, api, idfornecedor, idcliente),
    }),
    [api],
  );
}
