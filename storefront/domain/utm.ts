import { cookieValues } from './cookies';

/** spec 9: UTM cookies utm_source, utm_campaign, utm_all; path /; 7 days; sent as X-UTM-* headers (spec 7). */
const UTM_MAX_AGE_S = 604800;

/** The cookies, in the order they are written. */
const UTM_COOKIES = ['utm_all', 'utm_source', 'utm_campaign'] as const;
type UtmCookie = (typeof UTM_COOKIES)[number];

/**
 * Beyond the spec: a stored value's length, in the cookie's percent-encoded bytes. A campaign name is
 * short; a link carrying 5,000 characters must not grow a cookie past the browser's 4 KiB (it would be
 * dropped silently) nor send a header a proxy refuses. utm_all holds every pair, so it gets more room.
 */
const UTM_MAX_ENCODED: Record<UtmCookie, number> = { utm_all: 1024, utm_source: 256, utm_campaign: 256 };

export interface Utm {
  source?: string;
  campaign?: string;
  all?: string;
}

/** Lone surrogates cannot be encoded (encodeURIComponent throws): each becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * The value as a cookie (and header) may carry it: UTF-8 percent-encoded, so emoji, newlines and `%`
 * travel as plain ASCII; cut at a whole character once the encoding would pass `max` bytes.
 */
function encodeUtmValue(value: string, max: number): string {
  let encoded = '';
  for (const char of wellFormed(value)) {
    const next = encodeURIComponent(char);
    if (encoded.length + next.length > max) break;
    encoded += next;
  }
  return encoded;
}

/** A stored value is usable when it decodes and its encoding is what we would write for it. */
function decodeStored(raw: string, max: number): string | undefined {
  try {
    const value = decodeURIComponent(raw);
    return encodeUtmValue(value, max) === raw ? value : undefined;
  } catch {
    return undefined;
  }
}

const attributes = `; path=/; max-age=${UTM_MAX_AGE_S}; samesite=lax`;
const cookie = (name: UtmCookie, value: string) => `${name}=${encodeUtmValue(value, UTM_MAX_ENCODED[name])}${attributes}`;

/**
 * The UTM values kept in the cookies, as their decoded text. A cookie that an older version, another app
 * or a hand wrote badly (a broken `%` sequence, a raw newline, too long) reads as absent, never as an error.
 */
export function readUtm(cookies: string): Utm {
  const raw = cookieValues(cookies);
  const read = (name: UtmCookie) => {
    const value = raw.get(name);
    return value ? decodeStored(value, UTM_MAX_ENCODED[name]) : undefined;
  };
  return { source: read('utm_source'), campaign: read('utm_campaign'), all: read('utm_all') };
}

/**
 * utm_all's text: the utm_* pairs as a query string (URLSearchParams encodes them to ASCII), whole pairs
 * only, as many as fit in `max` bytes once stored.
 */
function utmQuery(pairs: Iterable<[string, string]>, max: number): string {
  let query = '';
  for (const [key, value] of pairs) {
    if (!key.startsWith('utm_')) continue;
    // Each value cut like a source (so the first pair always fits), at a whole character.
    const pair = new URLSearchParams([[key, decodeURIComponent(encodeUtmValue(value, UTM_MAX_ENCODED.utm_source))]]).toString();
    const next = query ? `${query}&${pair}` : pair;
    if (encodeURIComponent(next).length > max) break;
    query = next;
  }
  return query;
}

/**
 * spec 7: the X-UTM-* headers, always ones a browser can send (fetch refuses a newline or a character
 * beyond Latin-1, and then no call leaves at all). Source and campaign carry the cookie's percent-encoded
 * UTF-8; X-UTM-All the query string of the pairs, as a link carries them.
 */
export function utmHeaders(utm: Utm): Record<string, string> {
  const headers: Record<string, string> = {};
  const source = utm.source ? encodeUtmValue(utm.source, UTM_MAX_ENCODED.utm_source) : '';
  const campaign = utm.campaign ? encodeUtmValue(utm.campaign, UTM_MAX_ENCODED.utm_campaign) : '';
  const all = utm.all ? utmQuery(new URLSearchParams(utm.all), UTM_MAX_ENCODED.utm_all) : '';
  if (source) headers['X-UTM-Source'] = source;
  if (campaign) headers['X-UTM-Campaign'] = campaign;
  if (all) headers['X-UTM-All'] = all;
  return headers;
}

/**
 * Cookies that are stored but unreadable (see `readUtm`) are rewritten from what can be read of them, or
 * expired when nothing can: the store does not stay broken for the seven days they live.
 */
export function repairUtmCookies(cookies: string): string[] {
  const raw = cookieValues(cookies);
  const repairs: string[] = [];
  for (const name of UTM_COOKIES) {
    const value = raw.get(name);
    if (value === undefined || decodeStored(value, UTM_MAX_ENCODED[name]) !== undefined) continue;
    let text: string | undefined;
    try {
      text = decodeURIComponent(value);
    } catch {
      text = undefined;
    }
    repairs.push(text ? cookie(name, text) : `${name}=; path=/; max-age=0; samesite=lax`);
  }
  return repairs;
}

/** spec 2: utm_* query parameters are stored as cookies; utm_all keeps every utm_* pair. */
export function utmCookiesFromSearch(search: string): string[] {
  const params = new URLSearchParams(search);
  const all = utmQuery(params, UTM_MAX_ENCODED.utm_all);
  if (!all) return [];
  const cookies = [cookie('utm_all', all)];
  const source = params.get('utm_source');
  const campaign = params.get('utm_campaign');
  if (source) cookies.push(cookie('utm_source', source));
  if (campaign) cookies.push(cookie('utm_campaign', campaign));
  return cookies;
}
