/*
 * spec 2: after login the user goes to the remembered page plus its search string. The remembered
 * target may come from the address bar (`?voltar=`), so it is checked: only a path of this site.
 */

/** Invisible formatting characters (zero-width, direction marks, BOM): they hide what a path says. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/;

/**
 * Control characters (C0, DEL, C1) and backslashes, which browsers drop or reinterpret (`/\t/evil` and
 * `/\evil` are `//evil`); with `spaces`, whitespace too (Unicode's included).
 */
function hasUnsafeChar(text: string, spaces: boolean): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\' || INVISIBLE.test(char)) return true;
    if (spaces && /\s/.test(char)) return true;
  }
  return false;
}

/** Decoding layers checked: `%252F` twice encoded still reads as `/`. */
const MAX_DECODINGS = 4;

/**
 * The same-origin path (pathname, search and hash) to return to, or null when `target` could lead to
 * another site: protocol-relative (`//evil`), backslashed, script URLs, other origins, and any of these
 * hidden behind percent-encoding or whitespace. Absolute URLs of `origin` itself come back as paths.
 */
export function safeReturnTo(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== 'string' || target === '' || hasUnsafeChar(target, true)) return null;
  if (target.startsWith('//')) return null;
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return null;
  let base: string;
  let url: URL;
  try {
    base = new URL(origin).origin;
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The router (or a later redirect) may decode the path: every decoding must still be a local path.
  let path = url.pathname;
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    // Spaces are fine once decoded (an encoded slug); the rest is not.
    if (/^\/[/\\]/.test(decoded) || hasUnsafeChar(decoded, false)) return null;
    if (decoded === path) break;
    path = decoded;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
