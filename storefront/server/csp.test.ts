import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

describe('contentSecurityPolicy', () => {
  it("is strict on scripts (own files and this response's nonce), objects, base and framing; styles inline only for stitches", () => {
    const policy = contentSecurityPolicy('n0nce');
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'nonce-n0nce'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "form-action 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; " +
        "font-src 'self'; manifest-src 'self'; worker-src 'self'",
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows only its own script files on a page a shared cache may keep', () => {
    expect(contentSecurityPolicy(null)).toContain("script-src 'self'; object-src");
  });
});
