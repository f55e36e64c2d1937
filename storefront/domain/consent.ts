import { cookieValues } from './cookies';
import type { CookiePreferences } from './types';

/**
 * The shopper's cookie answer (spec 5) in a necessary cookie of its own: the server reads it, so it
 * shows the banner only to someone who has not answered and calls the platform with the answer.
 */
const CONSENT_COOKIE = 'vitrine_consent';
const VERSION = 'v1';

/** Where the banner's form posts the answer when the page's scripts have not arrived yet (the server's own path). */
export const CONSENT_FORM_PATH = '/_storefront/consentimento';
const ONE_YEAR_S = 31_536_000;
const OPTIONAL = ['session', 'performance', 'personalisation'] as const;

/** `vitrine_consent=v1.101; …`: the optional categories as 1 or 0, in OPTIONAL's order. */
export function consentCookie(preferences: CookiePreferences, secure: boolean): string {
  const flags = OPTIONAL.map((name) => (preferences[name] ? '1' : '0')).join('');
  return `${CONSENT_COOKIE}=${VERSION}.${flags}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure ? '; secure' : ''}`;
}

/** The answer a Cookie header carries; none when it has no readable one (another version's, or damaged). */
export function consentFromCookies(cookies: string): CookiePreferences | undefined {
  const match = /^v1\.([01])([01])([01])$/.exec(cookieValues(cookies).get(CONSENT_COOKIE) ?? '');
  if (!match) return undefined;
  return { necessary: true, session: match[1] === '1', performance: match[2] === '1', personalisation: match[3] === '1' };
}

/** The banner's two one-press answers, as its form sends them (`escolha`). */
export function preferencesOfChoice(choice: unknown): CookiePreferences | undefined {
  if (choice !== 'all' && choice !== 'necessary') return undefined;
  const optional = choice === 'all';
  return { necessary: true, session: optional, performance: optional, personalisation: optional };
}
