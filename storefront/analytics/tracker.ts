import type { ApiClient } from '@storefront/api/client';
import { configuredSupplier, type LoadedSupplierConfig } from '@storefront/domain/supplier';
import type { CookiePreferences, Fornecedor } from '@storefront/domain/types';
import { eventParams, trackingAllowed, type AnalyticsEvent } from './events';

declare global {
  interface Window {
    /** gtag.js / Google Tag Manager queue. */
    dataLayer?: unknown[];
  }
}

/** Sends one event; resolves when the log call has answered, and never rejects. */
export type Track = (event: AnalyticsEvent) => Promise<void>;

interface TrackerDeps {
  /** Only the `eventoAnalytics` call is used. */
  api: Pick<ApiClient, 'call'>;
  /** The active supplier, read at send time. */
  supplier: () => Pick<Fornecedor, 'idfornecedor' | 'tag' | 'config'> | null | undefined;
  /** The shopper's cookie preferences, read at send time. */
  preferences: () => Pick<CookiePreferences, 'performance'>;
  /** The gtag queue; the page's `window.dataLayer` unless given (none outside a browser). */
  dataLayer?: () => unknown[] | undefined;
  /** Loads gtag.js for a measurement id; the page's `<script async>` unless given (none outside a browser). */
  loadGtag?: (trackingId: string) => void;
}

/** gtag.js reads `arguments` objects from the queue: a plain array pushed there is taken for something else. */
const gtagCommand = function (): IArguments {
  // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
  return arguments;
} as (...args: unknown[]) => IArguments;

function pageDataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  window.dataLayer ??= [];
  return window.dataLayer;
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=';

function pageLoadGtag(trackingId: string): void {
  if (typeof document === 'undefined') return;
  const src = GTAG_URL + encodeURIComponent(trackingId);
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Measurement ids already configured, per queue (several trackers may share the page's queue). */
const configured = new WeakMap<unknown[], Set<string>>();

function pushToGtag(layer: unknown[], trackingId: string, event: AnalyticsEvent, loadGtag: (id: string) => void): void {
  let ids = configured.get(layer);
  if (!ids) {
    ids = new Set();
    configured.set(layer, ids);
    layer.push(gtagCommand('js', new Date()));
  }
  if (!ids.has(trackingId)) {
    ids.add(trackingId);
    // Page views are the site's own business; these events are the e-commerce journey only.
    layer.push(gtagCommand('config', trackingId, { send_page_view: false }));
    loadGtag(trackingId);
  }
  layer.push(gtagCommand('event', event.event, { ...eventParams(event), send_to: trackingId }));
}

/**
 * Resolves once the page is idle after the press that made the event: the event's send (its cookies,
 * its request) is not work that press waits for before it paints (INP). Outside a browser, at once.
 */
const afterThePress = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window === 'undefined') resolve();
    else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });

/**
 * The consent-gated tracker (spec 1, 3, 5): with the supplier's GA4 tag and consent to performance
 * cookies, each event goes to the page's gtag queue (when the supplier configured a measurement id,
 * config.superon_ga.trackingGoogleAnalytics) and to the platform's log call. Tracking never gets in the
 * shopper's way: a failing log call, a missing queue or a throwing gtag are all ignored.
 * @internal exported for its test, which gives it a queue and a gtag loader; the app takes trackerFor
 */
export function createTracker(deps: TrackerDeps): Track {
  const dataLayer = deps.dataLayer ?? pageDataLayer;
  const loadGtag = deps.loadGtag ?? pageLoadGtag;
  return async (event) => {
    await afterThePress();
    const fornecedor = deps.supplier();
    if (!fornecedor || !trackingAllowed(fornecedor.tag, deps.preferences())) return;
    const trackingId = fornecedor.config?.superon_ga?.trackingGoogleAnalytics?.trim();
    try {
      const layer = trackingId ? dataLayer() : undefined;
      if (layer && trackingId) pushToGtag(layer, trackingId, event, loadGtag);
    } catch {
      // A broken tag on the page must not stop the journey.
    }
    try {
      await deps.api.call('eventoAnalytics', { params: { idfornecedor: fornecedor.idfornecedor }, body: event });
    } catch {
      // spec: the log call is best effort; shopping goes on whatever it answers.
    }
  };
}

/**
 * The tracker of the running app (or a test's, or a story's): the supplier and consent stores read at send time;
 * the measurement id as the supplier's configuration call gave it (spec 7 `configuracao/fornecedor`).
 */
export function trackerFor(
  api: Pick<ApiClient, 'call'>,
  stores: {
    readonly supplier: { readonly fornecedor: Fornecedor | null; readonly configuracao: LoadedSupplierConfig | null };
    readonly consent: { readonly preferences: CookiePreferences };
  },
): Track {
  const supplier = () => {
    const { fornecedor, configuracao } = stores.supplier;
    return fornecedor && configuredSupplier(fornecedor, configuracao);
  };
  return createTracker({ api, supplier, preferences: () => stores.consent.preferences });
}
