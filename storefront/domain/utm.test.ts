import { describe, expect, it } from 'vitest';
import { readUtm, utmCookiesFromSearch } from './utm';

describe('UTM cookies (spec 2, 9)', () => {
  it('stores utm_* parameters as 7-day cookies on /', () => {
    const cookies = utmCookiesFromSearch('?utm_source=instagram&utm_campaign=black%20friday&x=1');
    expect(cookies).toContain('utm_source=instagram; path=/; max-age=604800; samesite=lax');
    expect(cookies).toContain('utm_campaign=black%20friday; path=/; max-age=604800; samesite=lax');
    expect(cookies[0]).toMatch(/^utm_all=utm_source%3Dinstagram%26utm_campaign%3Dblack%2Bfriday;/);
  });

  it('keeps other utm_* parameters in utm_all only', () => {
    expect(utmCookiesFromSearch('?utm_medium=email')).toEqual(['utm_all=utm_medium%3Demail; path=/; max-age=604800; samesite=lax']);
  });

  it('writes nothing without utm parameters', () => {
    expect(utmCookiesFromSearch('?fselecionado=demo')).toEqual([]);
  });

  it('reads them back for the X-UTM-* headers', () => {
    expect(readUtm('a=1; utm_source=instagram; utm_campaign=black%20friday')).toEqual({
      source: 'instagram',
      campaign: 'black friday',
      all: undefined,
    });
  });
});
