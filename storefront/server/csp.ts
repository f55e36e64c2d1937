import { createHash } from 'node:crypto';
import { HOLD_EARLY_PRESSES } from '@storefront/app/earlyPresses';

/** The one inline script every page has, allowed by its hash: the same for every response, so no secret. */
const HOLD_EARLY_PRESSES_HASH = `'sha256-${createHash('sha256').update(HOLD_EARLY_PRESSES).digest('base64')}'`;

/**
 * The Content-Security-Policy of every page the server renders (issue 10, issue 20 "Security"). The
 * page talks to its own origin only (the platform is behind `/api/`), and its scripts are its own files,
 * the head's script that holds early presses (by its hash), or carry this response's nonce: no other
 * inline script, no eval. A page a shared cache may keep (`nonce` null) has no nonce: one served to many
 * would no longer be a secret.
 */
export function contentSecurityPolicy(nonce: string | null, moreConnectSources: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", HOLD_EARLY_PRESSES_HASH, ...(nonce === null ? [] : [`'nonce-${nonce}'`])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // stitches adds its rules in <style> elements at run time: no nonce or hash can follow them.
    'style-src': ["'self'", "'unsafe-inline'"],
    // More only in development: Vite's hot-reload socket.
    'connect-src': ["'self'", ...moreConnectSources],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
