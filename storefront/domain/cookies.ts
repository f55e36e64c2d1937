/**
 * Reading a `Cookie` header (the browser's `document.cookie` or a request's), the same on both sides:
 * the first value of a name wins, as browsers send the most specific path first.
 */
export function cookieValues(cookies: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!found.has(name)) found.set(name, part.slice(at + 1).trim());
  }
  return found;
}

/**
 * The `Cookie` header the next request would carry once these cookies are set (`name=value; attributes`,
 * `max-age=0` removes): what the server's own calls send for a page whose link sets some.
 */
export function withCookies(cookies: string, set: readonly string[]): string {
  const values = cookieValues(cookies);
  for (const written of set) {
    const [pair = '', ...attributes] = written.split(';');
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) values.delete(name);
    else values.set(name, pair.slice(at + 1).trim());
  }
  return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
}
