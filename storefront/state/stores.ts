import type { CookiePreferences } from '@storefront/domain/types';
import { createCartStore } from './cartStore';
import { createCatalogueStore } from './catalogueStore';
import { createCheckoutStore } from './checkoutStore';
import { createConsentStore } from './consent';
import { createFooterStore } from './footer';
import { createNoticesStore } from './notices';
import { createPanelsStore } from './panels';
import { createSessionStore } from './sessionStore';
import { createShoppingLocationStore } from './shoppingLocation';
import { createStaticTextsStore } from './staticTexts';
import { createSupplierStore } from './supplier';

/**
 * Every store of the app, made fresh for each request the server renders, the page, each test and each
 * story. `consent`: the answer the request's consent cookie carries.
 */
export function createStores(consent?: CookiePreferences) {
  return {
    supplier: createSupplierStore(),
    consent: createConsentStore(consent),
    cart: createCartStore(),
    catalogue: createCatalogueStore(),
    panels: createPanelsStore(),
    session: createSessionStore(),
    checkout: createCheckoutStore(),
    location: createShoppingLocationStore(),
    notices: createNoticesStore(),
    staticTexts: createStaticTextsStore(),
    footer: createFooterStore(),
  };
}

export type Stores = ReturnType<typeof createStores>;
