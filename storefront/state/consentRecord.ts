/**
 * The stored cookie answer, without the store: the first page's early requests (`app/early.ts`) read it
 * before the app's libraries have loaded, to send the same `X-Cookie-Preferences` the app will.
 */
import type { CookiePreferences } from '@storefront/domain/types';

/** spec 5: four flags, default all true. */
export const defaultCookiePreferences: CookiePreferences = {
  necessary: true,
  session: true,
  performance: true,
  personalisation: true,
};

export const STORAGE_KEY = 'vitrine:cookie-preferences';
export const VERSION = 1;

export interface ConsentState {
  /** Whether the shopper has answered the cookie banner. */
  decided: boolean;
  preferences: CookiePreferences;
}

export function readStoredConsent(storage: Storage | undefined): ConsentState | undefined {
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

export const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

