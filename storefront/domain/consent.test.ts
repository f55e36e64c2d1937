import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookies, preferencesOfChoice } from './consent';

describe('the cookie answer as a necessary cookie (spec 5)', () => {
  const some = { necessary: true, session: true, performance: false, personalisation: true };

  it('is written for a year on the whole site, secure on https, and read back', () => {
    expect(consentCookie(some, false)).toBe('vitrine_consent=v1.101; path=/; max-age=31536000; samesite=lax');
    expect(consentCookie(some, true)).toMatch(/; secure$/);
    expect(consentFromCookies('a=1; vitrine_consent=v1.101')).toEqual(some);
    expect(consentFromCookies('vitrine_consent=v1.000')).toEqual({ necessary: true, session: false, performance: false, personalisation: false });
  });

  it.each(['', 'vitrine_consent=', 'vitrine_consent=v2.101', 'vitrine_consent=v1.10', 'vitrine_consent=v1.1x1', 'vitrine_consent=%F0%9F%9A%80'])(
    'reads no answer from %j',
    (header) => expect(consentFromCookies(header)).toBeUndefined(),
  );
});

describe("the banner form's answer (before the page's scripts arrive)", () => {
  it('is everything or the necessary cookies only, and nothing else', () => {
    expect(preferencesOfChoice('all')).toEqual({ necessary: true, session: true, performance: true, personalisation: true });
    expect(preferencesOfChoice('necessary')).toEqual({ necessary: true, session: false, performance: false, personalisation: false });
    for (const odd of [undefined, '', 'ALL', ['all'], 1]) expect(preferencesOfChoice(odd)).toBeUndefined();
  });
});
