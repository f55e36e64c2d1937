import { useMemo } from 'react';
import { useAppServices } from './context';
import { addQuickOrderToCart, checkQuickOrderText, uploadQuickOrderFile, type QuickOrderStore } from './quickOrder';

/** The quick order's actions, bound to the app's stores and API client: screens never hold either. */
export function useQuickOrderActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      checkQuickOrderText: (store: QuickOrderStore) => checkQuickOrderText(store, stores, api),
      uploadQuickOrderFile: (store: QuickOrderStore, file: File) => uploadQuickOrderFile(store, stores, api, file),
      addQuickOrderToCart: (store: QuickOrderStore) => addQuickOrderToCart(store, stores, api),
    }),
    [stores, api],
  );
}
