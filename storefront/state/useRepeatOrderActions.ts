import { useMemo } from 'react';
import { useAppServices } from './context';
import { confirmRepeatOrder, prepareRepeatOrder, type RepeatOrderStore } from './repeatOrder';

/** "Repeat order"'s actions, bound to the app's stores and API client: components never hold either. */
export function useRepeatOrderActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      prepareRepeatOrder: (store: RepeatOrderStore, numpedido: string) => prepareRepeatOrder(store, stores, api, numpedido),
      confirmRepeatOrder: (store: RepeatOrderStore) => confirmRepeatOrder(store, stores, api),
    }),
    [stores, api],
  );
}
