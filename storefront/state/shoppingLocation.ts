import { proxy } from 'valtio';
import { addressRequired, supplierRequired } from '@storefront/domain/gates';

/*
 * Where the shopper buys for, as far as the access gates of spec 5 care, kept apart from the address
 * actions (addresses.ts) because every supplier page asks it: the first page stays small.
 */

/** A point the address search settled on (spec 5: "coordinates exist"), and who serves it. */
interface ShoppingLocation {
  lat: number;
  lng: number;
  /** How the shopper named it: the place found, "Ponto escolhido no mapa", an address. */
  label: string;
  /** The suppliers the lookup by address found for it (spec 4), by idfornecedor. */
  servedBy: string[];
}

export interface ShoppingLocationState {
  location: ShoppingLocation | null;
}

export function createShoppingLocationStore() {
  return proxy<ShoppingLocationState>({ location: null });
}

export type ShoppingLocationStore = ReturnType<typeof createShoppingLocationStore>;

/** spec 8: 'Infelizmente ainda não atendemos o seu endereço' also resets the address state. */
export function resetShoppingLocation(store: ShoppingLocationStore): void {
  store.location = null;
}

/**
 * What a supplier page needs before it shows (spec 5):
 * - `open`: nothing;
 * - `checking`: a signed-in client's addresses are still on their way;
 * - `chooseAddress`: has-delivery with requires-address-to-access, and no address nor coordinates known;
 * - `chooseSupplier`: requires-supplier-to-access, and the supplier was not chosen.
 *
 * How we read "a chosen supplier": a supplier is chosen by the supplier lookup by address (spec 4: the
 * only one becomes active, or the shopper picks one of several), so a visitor has chosen it when the
 * lookup for their location found it; a signed-in client chose it by logging in there (spec 7: the login
 * carries the idfornecedor). A client's addresses that failed to load do not lock them out: the checkout
 * still asks for an address before an order.
 */
export type AccessGate = 'open' | 'checking' | 'chooseAddress' | 'chooseSupplier';

export interface AccessFacts {
  tags: readonly string[];
  idfornecedor: string;
  signedIn: boolean;
  addresses: { status: 'idle' | 'loading' | 'loaded' | 'failed'; list: readonly { idendereco?: string; lat?: number; lng?: number }[]; selected: string | null };
  location: { servedBy: readonly string[] } | null;
}

export function accessGate({ tags, idfornecedor, signedIn, addresses, location }: AccessFacts): AccessGate {
  const chosen = signedIn || (location?.servedBy.includes(idfornecedor) ?? false);
  const needsAddress = addressRequired(tags, { address: false, coordinates: false });
  if (needsAddress && !location && signedIn) {
    // Only a first load waits: a reload of addresses already known (the checkout asks them again) keeps
    // the page, which would otherwise unmount, load them again on mounting, and never show.
    if (addresses.status === 'idle' || (addresses.status === 'loading' && addresses.list.length === 0)) return 'checking';
    const selected = addresses.list.find((a) => a.idendereco === addresses.selected);
    const address = addresses.status === 'failed' || (selected?.lat !== undefined && selected.lng !== undefined);
    if (addressRequired(tags, { address, coordinates: false })) return 'chooseAddress';
  } else if (needsAddress && !location) return 'chooseAddress';
  return supplierRequired(tags, chosen) ? 'chooseSupplier' : 'open';
}
