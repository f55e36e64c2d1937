import { createCartStore } from './cart';
import { createCatalogueStore } from './catalogue';
import { createConsentStore } from './consent';
import { createSupplierStore } from './supplier';

/** Every store of the app, made fresh for the app, each test and each story. */
export function createStores(storage?: Storage) {
  return {
    supplier: createSupplierStore(),
    consent: createConsentStore(storage),
    cart: createCartStore(),
    catalogue: createCatalogueStore(),
  };
}

export type Stores = ReturnType<typeof createStores>;
