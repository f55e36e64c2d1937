import { proxy } from 'valtio';
import type { CookiePreferences } from '@storefront/domain/types';

/** spec 5: four flags, default all true. */
export const defaultCookiePreferences: CookiePreferences = {
  necessary: true,
  session: true,
  performance: true,
  personalisation: true,
};

const STORAGE_KEY = 'vitrine:cookie-preferences';
const VERSION = 1;

export interface ConsentState {
  /** Whether the shopper has answered the cookie banner. */
  decided: boolean;
  preferences: CookiePreferences;
}

function readStored(storage: Storage | undefined): ConsentState | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { version?: number; preferences?: Partial<CookiePreferences> };
    if (parsed.version !== VERSION || !parsed.preferences) return undefined;
    return { decided: true, preferences: { ...defaultCookiePreferences, ...parsed.preferences, necessary: true } };
  } catch {
    return undefined;
  }
}

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function createConsentStore(storage: Storage | undefined = browserStorage()) {
  return proxy<ConsentState>(readStored(storage) ?? { decided: false, preferences: { ...defaultCookiePreferences } });
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
