import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../support/csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('is strict on scripts, objects, base and framing; styles inline only for stitches', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "form-action 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; " +
        "font-src 'self'; manifest-src 'self'; worker-src 'self'",
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('keeps connect-src to the own origin for a relative or blank API base', () => {
    for (const base of ['/api/', '  ', '', 'api/']) expect(directive(contentSecurityPolicy(base), 'connect-src')).toBe("connect-src 'self'");
  });

  it('allows the API origin and its socket form', () => {
    expect(directive(contentSecurityPolicy('http://127.0.0.1:8788/'), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:8788 ws://127.0.0.1:8788");
    expect(directive(contentSecurityPolicy(' https://api.exemplo.com.br/v1/ '), 'connect-src')).toBe(
      "connect-src 'self' https://api.exemplo.com.br wss://api.exemplo.com.br",
    );
  });

  it('gives a protocol-relative API base as a scheme-less host', () => {
    expect(directive(contentSecurityPolicy('//api.exemplo.com.br/'), 'connect-src')).toBe("connect-src 'self' api.exemplo.com.br");
  });

  it('refuses a base URL that is not http(s) or not a URL', () => {
    expect(() => contentSecurityPolicy('javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => contentSecurityPolicy('http://')).toThrow(/not a URL/);
  });
});
