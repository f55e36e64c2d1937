import { safeReturnTo } from './returnTo';

/**
 * Where a link of the supplier's content leads (carousel image, footer, action link of spec 7
 * `link-acao`): a path of this storefront, another site opened apart, or nowhere.
 */
export type ContentLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** A scheme at the start (`https:`, `javascript:`, `data:`), before any slash, query or hash. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The supplier's content is not trusted: same-origin targets become app paths (checked like a return
 * target); a path without a slash is the supplier's own (`pagina/trocas` → `/demo/pagina/trocas`);
 * an http(s) address of another site is kept as an external link (opened apart, without opener);
 * anything else (`javascript:`, `data:`, `//host`, hidden control characters) leads nowhere.
 */
export function contentLink(target: string | null | undefined, origin: string, supplierPath: string): ContentLink | null {
  if (typeof target !== 'string') return null;
  const trimmed = target.trim();
  if (trimmed === '') return null;
  if (!SCHEME.test(trimmed) && !trimmed.startsWith('/')) {
    const path = safeReturnTo(`${supplierPath.replace(/\/+$/, '')}/${trimmed}`, origin);
    return path ? { kind: 'internal', path } : null;
  }
  const path = safeReturnTo(trimmed, origin);
  if (path) return { kind: 'internal', path };
  // Another site: its host and path are checked as if they were a path here (`//evil` stays refused).
  if (!/^https?:\/\//i.test(trimmed) || safeReturnTo(trimmed.replace(/^https?:\/\//i, '/'), origin) === null) return null;
  return { kind: 'external', href: new URL(trimmed).href };
}
