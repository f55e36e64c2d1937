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

/** A point on the map (spec 3 coords). */
export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** Ray casting: whether the point is inside the ring (its edges and corners count as inside). */
function insideRing(point: LatLngPoint, ring: readonly LatLngPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i] as LatLngPoint;
    const b = ring[j] as LatLngPoint;
    const cross = (b.lng - a.lng) * (point.lat - a.lat) - (b.lat - a.lat) * (point.lng - a.lng);
    const within = Math.min(a.lat, b.lat) <= point.lat && point.lat <= Math.max(a.lat, b.lat) && Math.min(a.lng, b.lng) <= point.lng && point.lng <= Math.max(a.lng, b.lng);
    if (cross === 0 && within) return true;
    if (a.lat > point.lat !== b.lat > point.lat && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/**
 * spec 5: the address must be served by the supplier. The service area (spec 3 "Service area",
 * coordenadas) is one or more polygons; with none known, nothing is ruled out here (the server decides).
 */
export function servesAddress(area: readonly (readonly LatLngPoint[])[], point: LatLngPoint): boolean {
  const rings = area.filter((ring) => ring.length >= 3);
  return rings.length === 0 || rings.some((ring) => insideRing(point, ring));
}
