import type { TipoEntrega } from './types';

/** spec 4 "Delivery type": default DELIVERY. */
export const DEFAULT_DELIVERY_TYPE: TipoEntrega = 'DELIVERY';

/**
 * spec 4: a supplier with only collection forces pickup, one with only delivery forces delivery, and
 * when both exist the requested type is kept.
 */
export function resolveDeliveryType(requested: TipoEntrega | undefined, offers: { pickup: boolean; delivery: boolean }): TipoEntrega {
  if (offers.pickup && !offers.delivery) return 'RETIRADA';
  if (offers.delivery && !offers.pickup) return 'DELIVERY';
  return requested ?? DEFAULT_DELIVERY_TYPE;
}
