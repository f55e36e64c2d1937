import { useMemo } from 'react';
import { useAppServices } from './context';
import {
  changePaymentMethod,
  downloadOrderFile,
  generateReceipt,
  loadMoreOrders,
  loadOrder,
  loadOrders,
  rateOrder,
  showOrderKind,
  startPaymentChange,
  type OrderDetailsStore,
  type OrderFile,
  type OrdersStore,
} from './orders';
import type { OrderKind } from '@storefront/domain/orderList';

/** The order list's and an order's actions, bound to the app's stores and API client: screens never hold either. */
export function useOrderActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadOrders: (store: OrdersStore) => loadOrders(store, stores, api),
      loadMoreOrders: (store: OrdersStore) => loadMoreOrders(store, stores, api),
      showOrderKind: (store: OrdersStore, kind: OrderKind) => showOrderKind(store, stores, api, kind),
      loadOrder: (store: OrderDetailsStore, numpedido: string) => loadOrder(store, api, numpedido),
      rateOrder: (store: OrderDetailsStore, nota: number | null, comentario: string) => rateOrder(store, api, nota, comentario),
      downloadOrderFile: (store: OrderDetailsStore, file: OrderFile) => downloadOrderFile(store, stores, api, file),
      generateReceipt: (store: OrderDetailsStore) => generateReceipt(store, stores, api),
      startPaymentChange: (store: OrderDetailsStore) => startPaymentChange(store, stores, api),
      changePaymentMethod: (store: OrderDetailsStore, idformapagto: string, quantParcelas?: number) =>
        changePaymentMethod(store, stores, api, idformapagto, quantParcelas),
    }),
    [stores, api],
  );
}
