import type { ShopperContext } from '@storefront/api/supplier';
import { storedCompanyId } from '@storefront/domain/persistence';
import type { Stores } from './stores';
import { chosenAddress } from '@storefront/domain/shoppingAddress';

/**
 * spec 7: the supplier calls carry what the app knows of the shopper at the time. The signed-in client;
 * the address the checkout has chosen (the previous choice, else the primary, else the first), with its
 * point, or else the point the address search settled on; the delivery type; and the company, as spec 4
 * keeps it under EMPRESA_ID: the current supplier's, else the one an earlier visit stored.
 */
export function shopperContextOf(stores: Pick<Stores, 'session' | 'checkout' | 'location' | 'supplier'>, storedCompany: string | null = null): ShopperContext {
  const { session, checkout, location, supplier } = stores;
  const address = chosenAddress(checkout.addresses);
  const point = address ? { lat: address.lat, lng: address.lng } : { lat: location.location?.lat, lng: location.location?.lng };
  return {
    idcliente: session.usuario?.idcliente,
    idendereco: address?.idendereco,
    ...point,
    tipoEntrega: checkout.tipoEntrega,
    idempresa: supplier.fornecedor?.idempresa ?? storedCompanyId(storedCompany) ?? undefined,
  };
}
