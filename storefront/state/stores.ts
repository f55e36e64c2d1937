import { createCartStore } from './cartStore';
import { createCatalogueStore } from './catalogueStore';
import { createConsentStore } from './consent';
import { createPanelsStore } from './panels';
import { createSupplierStore } from './supplier';

/** Every store of the app, made fresh for the app, each test and each story. */
export function createStores(storage?: Storage) {
  return {
    supplier: createSupplierStore(),
    consent: createConsentStore(storage),
    cart: createCartStore(),
    catalogue: createCatalogueStore(),
    panels: createPanelsStore(),
  };
}

export type Stores = ReturnType<typeof createStores>;
