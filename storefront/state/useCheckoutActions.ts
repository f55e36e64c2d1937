import { useMemo } from 'react';
import type { DadosCartao } from '@storefront/api/endpoints';
import type { TipoEntrega } from '@storefront/domain/types';
import { useAppServices } from './context';
import { authoriseCard, chooseAddress, chooseDeliveryType, choosePayment, chooseStore, orderPaid, reissuePix, submitOrder, type OrderExtras } from './checkout';

/** The checkout's choices, payment and submission (spec 4), bound once to the app's stores and API client. */
export function useCheckoutActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      chooseDeliveryType: (requested: TipoEntrega) => chooseDeliveryType(stores, api, requested),
      chooseAddress: (idendereco: string) => chooseAddress(stores, api, idendereco),
      chooseStore: (index: number) => chooseStore(stores, api, index),
      choosePayment: (idformapagto: string) => choosePayment(stores, api, idformapagto),
      submitOrder: (extras?: OrderExtras) => submitOrder(stores, api, extras),
      authoriseCard: (card: Omit<DadosCartao, 'valor'>, parcelas: number) => authoriseCard(stores, api, card, parcelas),
      reissuePix: () => reissuePix(stores, api),
      orderPaid: (numpedido: string) => orderPaid(api, numpedido),
    }),
    [stores, api],
  );
}
