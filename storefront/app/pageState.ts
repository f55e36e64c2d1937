import type { HydrationState } from 'react-router';
import { snapshot } from 'valtio';
import { checkoutOfferOf, type CheckoutOffer } from '@storefront/state/checkoutStore';
import type { ConsentState } from '@storefront/state/consent';
import type { FooterState } from '@storefront/state/footer';
import type { SessionState } from '@storefront/state/sessionStore';
import type { StaticTextsState } from '@storefront/state/staticTexts';
import type { SupplierState } from '@storefront/state/supplier';
import type { Stores } from '@storefront/state/stores';
import type { AppConfig } from './config';

/** The id of the `<script type="application/json">` that carries PageState. */
export const PAGE_STATE_ID = 'storefront-state';

/**
 * What the server's render knew, handed to the browser so its first render is the same page: the
 * deployment's settings, the stores the loaders filled, and the router's loader data and errors
 * (errors in React Router's own serialised form, read by `createBrowserRouter`).
 */
export interface PageState {
  config: AppConfig;
  /**
   * The session as the server resumed it from its cookie: the token itself never leaves the server. The
   * checkout's offer (payment methods, stores, addresses) as its loaders left it: the browser's first
   * render has the same choices, and the terms the server priced the page with.
   */
  stores: { supplier: SupplierState; consent: ConsentState; footer: FooterState; staticTexts: StaticTextsState; session: SessionState; checkout: CheckoutOffer };
  router: HydrationState;
  /** The site's origin as the server saw it: absolute URLs (canonical, Open Graph) read the same on both sides. */
  origin: string;
  /** The viewport width the server laid the page out for (its guess from the request): hydration repeats it. */
  screenWidth: number;
  /** Dev only: the HTTP mock platform answers `/api/`, so the demo tools show. */
  mockPlatform: boolean;
}

/** The stores' part of PageState: plain copies, so nothing of a request outlives its response. */
export function storesState(stores: Stores): PageState['stores'] {
  const { supplier, consent, footer, staticTexts, session, checkout } = stores;
  return JSON.parse(
    JSON.stringify({
      supplier: snapshot(supplier),
      consent: snapshot(consent),
      footer: snapshot(footer),
      staticTexts: snapshot(staticTexts),
      session: snapshot(session),
      checkout: checkoutOfferOf(checkout),
    }),
  ) as PageState['stores'];
}

export function adoptStoresState(stores: Stores, state: PageState['stores']): void {
  Object.assign(stores.supplier, state.supplier);
  Object.assign(stores.consent, state.consent);
  Object.assign(stores.footer, state.footer);
  Object.assign(stores.staticTexts, state.staticTexts);
  Object.assign(stores.session, state.session);
  Object.assign(stores.checkout, state.checkout);
}
