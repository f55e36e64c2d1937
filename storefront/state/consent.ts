import { proxy } from 'valtio';
import { consentCookie, preferencesOfChoice } from '@storefront/domain/consent';
import type { CookiePreferences } from '@storefront/domain/types';

/** spec 5: four flags, default all true. */
export const defaultCookiePreferences: CookiePreferences = {
  necessary: true,
  session: true,
  performance: true,
  personalisation: true,
};

/** Where an earlier version kept the answer, before it moved to the consent cookie. */
const OLD_STORAGE_KEY = 'vitrine:cookie-preferences';

export interface ConsentState {
  /** Whether the shopper has answered the cookie banner. */
  decided: boolean;
  preferences: CookiePreferences;
}

/** The answer the request's consent cookie carries (domain/consent `consentFromCookies`), or none yet. */
export function createConsentStore(answer?: CookiePreferences) {
  return proxy<ConsentState>(answer ? { decided: true, preferences: { ...answer } } : { decided: false, preferences: { ...defaultCookiePreferences } });
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** Where the answer is kept: the page's own cookies. */
export type CookieWriter = (cookie: string) => void;

const documentCookie: CookieWriter = (cookie) => {
  document.cookie = cookie;
};

/**
 * The shopper's answer: everything, only the necessary cookies (first layer), or a choice per category
 * (second layer, "Personalizar"); necessary cookies are always on. The consent record is itself
 * necessary, so it is written whatever the choice.
 */
export function decideCookies(store: ConsentStore, choice: 'all' | 'necessary' | Omit<CookiePreferences, 'necessary'>, write: CookieWriter = documentCookie): void {
  store.preferences =
    typeof choice === 'object'
      ? { necessary: true, session: choice.session, performance: choice.performance, personalisation: choice.personalisation }
      : preferencesOfChoice(choice) ?? defaultCookiePreferences;
  store.decided = true;
  write(consentCookie(store.preferences, typeof location !== 'undefined' && location.protocol === 'https:'));
}

/**
 * An answer an earlier version kept in localStorage, moved to the cookie (and out of storage), so a
 * returning shopper is not asked again. A record it cannot read is dropped.
 */
export function adoptOldConsent(store: ConsentStore, storage: Storage | undefined, write: CookieWriter = documentCookie): void {
  try {
    const raw = storage?.getItem(OLD_STORAGE_KEY);
    if (!raw) return;
    storage?.removeItem(OLD_STORAGE_KEY);
    if (store.decided) return;
    const parsed = JSON.parse(raw) as { version?: unknown; preferences?: Partial<Record<keyof CookiePreferences, unknown>> } | null;
    const old = parsed?.version === 1 ? parsed.preferences : undefined;
    if (!old) return;
    decideCookies(store, { session: old.session !== false, performance: old.performance !== false, personalisation: old.personalisation !== false }, write);
  } catch {
    // Blocked storage or a damaged record: the banner asks again.
  }
}
