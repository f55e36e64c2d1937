import { useMemo } from 'react';
import { useAppServices } from './context';
import { addComboToCart, loadCombo, loadCombos, type ComboStore, type CombosStore } from './combos';

/** The combos' actions, bound to the app's stores and API client: screens never hold either. */
export function useComboActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadCombos: (store: CombosStore) => loadCombos(store, stores, api),
      loadCombo: (store: ComboStore, id: string) => loadCombo(store, stores, api, id),
      addComboToCart: (store: ComboStore) => addComboToCart(store, stores, api),
    }),
    [stores, api],
  );
}
