import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { HOLD_EARLY_PRESSES } from '@storefront/app/earlyPresses';
import { contentSecurityPolicy } from './csp';

/** The hash a browser computes of the head's inline script: CSP allows it only if they match. */
const headScript = `'sha256-${createHash('sha256').update(HOLD_EARLY_PRESSES, 'utf8').digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it("is strict on scripts (own files, the head's script by its hash, this response's nonce), objects, base and framing; styles inline only for stitches", () => {
    const policy = contentSecurityPolicy('n0nce');
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${headScript} 'nonce-n0nce'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; ` +
        "form-action 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; " +
        "font-src 'self'; manifest-src 'self'; worker-src 'self'",
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows only its own script files and the head's script on a page a shared cache may keep", () => {
    expect(contentSecurityPolicy(null)).toContain(`script-src 'self' ${headScript}; object-src`);
  });
});
