import { createCartStore } from './cartStore';
import { createCatalogueStore } from './catalogueStore';
import { createCheckoutStore } from './checkoutStore';
import { createConsentStore } from './consent';
import { createNoticesStore } from './notices';
import { createPanelsStore } from './panels';
import { createSessionStore } from './sessionStore';
import { createShoppingLocationStore } from './shoppingLocation';
import { createStaticTextsStore } from './staticTexts';
import { createSupplierStore } from './supplier';

/** Every store of the app, made fresh for the app, each test and each story. */
export function createStores(storage?: Storage) {
  return {
    supplier: createSupplierStore(),
    consent: createConsentStore(storage),
    cart: createCartStore(),
    catalogue: createCatalogueStore(),
    panels: createPanelsStore(),
    session: createSessionStore(),
    checkout: createCheckoutStore(),
    location: createShoppingLocationStore(),
    notices: createNoticesStore(),
    staticTexts: createStaticTextsStore(),
  };
}

export type Stores = ReturnType<typeof createStores>;
