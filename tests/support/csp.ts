/**
 * The Content-Security-Policy of the production build (issue 10 "Security"), served by `vite preview`
 * and documented for hosting. Pure: the API base URL the build talks to in, the header value out.
 */

/** Origins the page may call: the API and its chat socket (ws/wss form of the same origin). */
function apiSources(apiBaseUrl: string | undefined): string[] {
  const base = apiBaseUrl?.trim();
  // No base URL: the build calls `/api/` on its own origin, which 'self' covers (ws/wss included, CSP 3).
  if (!base) return [];
  const placeholder = 'https://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(base, placeholder);
  } catch {
    throw new Error(`VITE_API_BASE_URL is not a URL: ${base}`);
  }
  if (url.origin === placeholder && !base.startsWith('//')) return [];
  // Protocol-relative (`//api.x/`): a scheme-less source matches the page's scheme and its ws/wss upgrades.
  if (base.startsWith('//')) return [url.host];
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`VITE_API_BASE_URL must be http(s): ${base}`);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, socket];
}

export function contentSecurityPolicy(apiBaseUrl?: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The built index.html loads only module files of its own origin: no inline script, no eval.
    'script-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // stitches injects its rules in <style> elements at run time: no nonce or hash can follow them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...apiSources(apiBaseUrl)],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
