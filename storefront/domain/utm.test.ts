import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUtm, repairUtmCookies, utmCookiesFromSearch, utmHeaders } from './utm';

/** What `document.cookie` reads after the browser stored these `Set-Cookie`-like strings. */
const jar = (cookies: readonly string[]) =>
  cookies
    .filter((c) => !c.includes('max-age=0'))
    .map((c) => c.split(';')[0])
    .join('; ');

/** A header value fetch accepts: visible ASCII, space and tab (no CR, LF or anything beyond). */
const SENDABLE = /^[\t\x20-\x7e]*$/;

const ROCKET = '\u{1F680}';

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
    expect(utmHeaders({ source: 'instagram', campaign: 'natal', all: 'utm_source=instagram&utm_campaign=natal' })).toEqual({
      'X-UTM-Source': 'instagram',
      'X-UTM-Campaign': 'natal',
      'X-UTM-All': 'utm_source=instagram&utm_campaign=natal',
    });
  });
});

describe('UTM values a link can carry never break the store (issue 19)', () => {
  it.each([
    ['an emoji', `?utm_source=%F0%9F%9A%80`, { 'X-UTM-Source': '%F0%9F%9A%80', 'X-UTM-All': 'utm_source=%F0%9F%9A%80' }],
    ['a newline', '?utm_campaign=a%0Ab', { 'X-UTM-Campaign': 'a%0Ab', 'X-UTM-All': 'utm_campaign=a%0Ab' }],
    ['a broken % sequence', '?utm_source=100%25%E0%A4%A', { 'X-UTM-Source': '100%25%EF%BF%BD%25A', 'X-UTM-All': 'utm_source=100%25%EF%BF%BD%25A' }],
    ['a literal %', '?utm_source=50%25off', { 'X-UTM-Source': '50%25off', 'X-UTM-All': 'utm_source=50%25off' }],
  ])('%s is stored, read back and sent as headers a browser accepts', (_, search, headers) => {
    const cookies = utmCookiesFromSearch(search);
    expect(utmHeaders(readUtm(jar(cookies)))).toEqual(headers);
  });

  it('the emoji reads back as the emoji, so the platform gets what the link said', () => {
    expect(readUtm(jar(utmCookiesFromSearch(`?utm_source=${encodeURIComponent(ROCKET)}`))).source).toBe(ROCKET);
  });

  it('5,000 characters are cut to cookies a browser keeps (under 4 KiB) at a whole character', () => {
    const long = ROCKET.repeat(5000);
    const cookies = utmCookiesFromSearch(`?utm_source=${encodeURIComponent(long)}&utm_campaign=${'x'.repeat(5000)}&utm_medium=${'y'.repeat(5000)}`);
    for (const c of cookies) expect(c.length).toBeLessThan(4096);
    const utm = readUtm(jar(cookies));
    // 256 encoded bytes hold 21 emoji of 12 bytes each: none is cut in half.
    expect(utm.source).toBe(ROCKET.repeat(21));
    expect(utm.campaign).toBe('x'.repeat(256));
    const headers = utmHeaders(utm);
    expect(headers['X-UTM-All']).toMatch(/^utm_source=(%F0%9F%9A%80){21}&utm_campaign=x{256}&utm_medium=y{256}$/);
  });

  /*
   * Any code point, lone surrogates included. Not `fc.string({ unit: 'binary' })`: its first use builds
   * tables for 2.3 s, and on a loaded machine that alone passed the 5 s test timeout.
   */
  const anyText = fc.array(fc.nat(0x10ffff), { maxLength: 6000 }).map((points) => String.fromCodePoint(...points));

  it('any text in any utm parameter gives cookies under 4 KiB and sendable headers', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('utm_source', 'utm_campaign', 'utm_term'), (value, key) => {
        const cookies = utmCookiesFromSearch(`?${new URLSearchParams([[key, value]]).toString()}`);
        for (const c of cookies) expect(c.length).toBeLessThan(4096);
        for (const header of Object.values(utmHeaders(readUtm(jar(cookies))))) expect(header).toMatch(SENDABLE);
      }),
      { numRuns: 60 },
    );
  });

  it('a stored cookie that cannot be read is no header and no error', () => {
    expect(readUtm('utm_source=%E0%A4%A; utm_campaign=natal')).toEqual({ source: undefined, campaign: 'natal', all: undefined });
    expect(utmHeaders(readUtm(`utm_source=${ROCKET}; utm_all=utm_source%3D${encodeURIComponent(ROCKET)}`))).toEqual({
      'X-UTM-All': 'utm_source=%F0%9F%9A%80',
    });
  });

  it('repairs bad stored cookies: rewritten when readable, expired when not, good ones left alone', () => {
    const repairs = repairUtmCookies(`utm_source=${ROCKET}; utm_campaign=%E0%A4%A; utm_all=utm_source%3Dok`);
    expect(repairs).toEqual(['utm_source=%F0%9F%9A%80; path=/; max-age=604800; samesite=lax', 'utm_campaign=; path=/; max-age=0; samesite=lax']);
    expect(repairUtmCookies(`utm_source=${'a'.repeat(300)}`)).toEqual([`utm_source=${'a'.repeat(256)}; path=/; max-age=604800; samesite=lax`]);
    expect(repairUtmCookies('utm_source=instagram; other=%E0')).toEqual([]);
  });

  it('reads the first of two cookies with one name, as the browser lists the most specific path first', () => {
    expect(readUtm('utm_source=newsletter; utm_source=old; pref')).toEqual({ source: 'newsletter', campaign: undefined, all: undefined });
  });

  it('keeps in utm_all only the whole pairs that fit in 1024 bytes', () => {
    const params = Array.from({ length: 8 }, (_, i) => `utm_k${i}=${'v'.repeat(200)}`).join('&');
    const [all = ''] = utmCookiesFromSearch(`?${params}`);
    const query = decodeURIComponent(all.slice('utm_all='.length, all.indexOf(';')));
    // Each pair is 207 bytes once stored (plus its `&`, `%26`): four fit, the fifth would pass 1024.
    expect(query.split('&')).toHaveLength(4);
    expect(query.startsWith(`utm_k0=${'v'.repeat(200)}&utm_k1=`)).toBe(true);
  });
});
