import { describe, expect, it } from 'vitest';
import { consentFromCookies } from '@storefront/domain/consent';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { adoptOldConsent, createConsentStore, decideCookies } from './consent';

/** A cookie jar: what the page would send back on its next request. */
function jar() {
  const written: string[] = [];
  return { write: (cookie: string) => void written.push(cookie), header: () => written.map((c) => c.split(';')[0]).join('; ') };
}

describe('cookie preferences (spec 3, 5: four flags, default all true)', () => {
  it('starts with every flag on, undecided', () => {
    expect(createConsentStore()).toEqual({
      decided: false,
      preferences: { necessary: true, session: true, performance: true, personalisation: true },
    });
  });

  it('keeps a choice per category, the necessary cookies always on, in the consent cookie for the next visit', () => {
    const cookies = jar();
    const store = createConsentStore();
    decideCookies(store, { session: false, performance: true, personalisation: false }, cookies.write);
    const expected = { necessary: true, session: false, performance: true, personalisation: false };
    expect(store).toEqual({ decided: true, preferences: expected });
    expect(createConsentStore(consentFromCookies(cookies.header()))).toEqual({ decided: true, preferences: expected });
  });

  it.each([
    ['all', true],
    ['necessary', false],
  ] as const)('answers "%s" for every optional category', (choice, optional) => {
    const store = createConsentStore();
    decideCookies(store, choice, jar().write);
    expect(store.preferences).toEqual({ necessary: true, session: optional, performance: optional, personalisation: optional });
  });
});

describe('an answer an earlier version kept in localStorage', () => {
  const OLD = 'vitrine:cookie-preferences';

  it('moves to the consent cookie and out of storage', () => {
    const storage = memoryStorage();
    storage.setItem(OLD, JSON.stringify({ version: 1, preferences: { session: false, performance: false, personalisation: true } }));
    const cookies = jar();
    const store = createConsentStore();
    adoptOldConsent(store, storage, cookies.write);
    expect(store).toEqual({ decided: true, preferences: { necessary: true, session: false, performance: false, personalisation: true } });
    expect(consentFromCookies(cookies.header())).toEqual(store.preferences);
    expect(storage.getItem(OLD)).toBeNull();
  });

  it.each(['{', 'null', '{"version":2,"preferences":{}}', '"text"'])('is dropped when unreadable: %s', (raw) => {
    const storage = memoryStorage();
    storage.setItem(OLD, raw);
    const cookies = jar();
    const store = createConsentStore();
    adoptOldConsent(store, storage, cookies.write);
    expect(store.decided).toBe(false);
    expect(cookies.header()).toBe('');
    expect(storage.getItem(OLD)).toBeNull();
  });

  it('gives way to an answer the cookie already carries', () => {
    const storage = memoryStorage();
    storage.setItem(OLD, JSON.stringify({ version: 1, preferences: { session: false, performance: false, personalisation: false } }));
    const store = createConsentStore({ necessary: true, session: true, performance: true, personalisation: true });
    adoptOldConsent(store, storage, jar().write);
    expect(store.preferences.session).toBe(true);
  });
});
