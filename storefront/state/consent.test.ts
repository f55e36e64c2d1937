import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { createConsentStore, decideCookies } from './consent';

describe('cookie preferences (spec 3, 5: four flags, default all true)', () => {
  it('starts with every flag on, undecided', () => {
    expect(createConsentStore(memoryStorage())).toEqual({
      decided: false,
      preferences: { necessary: true, session: true, performance: true, personalisation: true },
    });
  });

  it('keeps a choice per category, the necessary cookies always on, for the next visit', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    decideCookies(store, { session: false, performance: true, personalisation: false }, storage);
    const expected = { necessary: true, session: false, performance: true, personalisation: false };
    expect(store).toEqual({ decided: true, preferences: expected });
    expect(createConsentStore(storage)).toEqual({ decided: true, preferences: expected });
  });

  it.each([
    ['all', true],
    ['necessary', false],
  ] as const)('answers "%s" for every optional category', (choice, optional) => {
    const store = createConsentStore(memoryStorage());
    decideCookies(store, choice, memoryStorage());
    expect(store.preferences).toEqual({ necessary: true, session: optional, performance: optional, personalisation: optional });
  });
});
