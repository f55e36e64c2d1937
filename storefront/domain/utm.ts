/** spec 9: UTM cookies utm_source, utm_campaign, utm_all; path /; 7 days; sent as X-UTM-* headers (spec 7). */
export const UTM_MAX_AGE_S = 604800;

export interface Utm {
  source?: string;
  campaign?: string;
  all?: string;
}

function readCookie(cookies: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export function readUtm(cookies: string): Utm {
  return {
    source: readCookie(cookies, 'utm_source'),
    campaign: readCookie(cookies, 'utm_campaign'),
    all: readCookie(cookies, 'utm_all'),
  };
}

/** spec 2: utm_* query parameters are stored as cookies; utm_all keeps every utm_* pair. */
export function utmCookiesFromSearch(search: string): string[] {
  const params = new URLSearchParams(search);
  const utm = [...params].filter(([k]) => k.startsWith('utm_'));
  if (utm.length === 0) return [];
  const attrs = `; path=/; max-age=${UTM_MAX_AGE_S}; samesite=lax`;
  const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(value)}${attrs}`;
  const cookies = [cookie('utm_all', new URLSearchParams(utm).toString())];
  const source = params.get('utm_source');
  const campaign = params.get('utm_campaign');
  if (source) cookies.push(cookie('utm_source', source));
  if (campaign) cookies.push(cookie('utm_campaign', campaign));
  return cookies;
}
