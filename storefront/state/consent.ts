import { proxy } from 'valtio';
import type { CookiePreferences } from '@storefront/domain/types';
import { browserStorage, defaultCookiePreferences, readStoredConsent, STORAGE_KEY, VERSION, type ConsentState } from './consentRecord';

export { defaultCookiePreferences, type ConsentState };

export function createConsentStore(storage: Storage | undefined = browserStorage()) {
  return proxy<ConsentState>(readStoredConsent(storage) ?? { decided: false, preferences: { ...defaultCookiePreferences } });
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/**
 * The shopper's answer: everything, only the necessary cookies (first layer), or a choice per category
 * (second layer, "Personalizar"); necessary cookies are always on. The consent record is itself
 * necessary storage, so it is written whatever the choice.
 */
export function decideCookies(
  store: ConsentStore,
  choice: 'all' | 'necessary' | Omit<CookiePreferences, 'necessary'>,
  storage: Storage | undefined = browserStorage(),
): void {
  if (typeof choice === 'object') {
    store.preferences = { necessary: true, session: choice.session, performance: choice.performance, personalisation: choice.personalisation };
  } else {
    const optional = choice === 'all';
    store.preferences = { necessary: true, session: optional, performance: optional, personalisation: optional };
  }
  store.decided = true;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, preferences: store.preferences }));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
