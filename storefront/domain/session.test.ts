import { describe, expect, it } from 'vitest';
import { bearerOf, clientCookie, isServerPath, clientFromCookies, endedSessionCookies, sessionCookie, sessionFromCookies, TOKEN_IN_COOKIE, withoutSessionCookie, withTokenInCookie } from './session';

const pair = (cookie: string) => cookie.split(';')[0] ?? '';

describe('the session cookies (issue 20)', () => {
  it('keeps the token HttpOnly, for the visit or thirty days as the shopper allowed, Secure over https', () => {
    const kept = sessionCookie({ token: 't;1 ç', jwttoken: 'j', email: 'maria+😀@exemplo.com.br' }, { secure: true, persistent: true });
    expect(kept).toMatch(/^vitrine_sessao=[^; ]+; path=\/; max-age=2592000; samesite=lax; httponly; secure$/);
    expect(sessionFromCookies(`a=1; ${pair(kept)}`)).toEqual({ token: 't;1 ç', jwttoken: 'j', email: 'maria+😀@exemplo.com.br' });
    expect(sessionCookie({ token: 't' }, { secure: false, persistent: false })).toBe('vitrine_sessao=%7B%22token%22%3A%22t%22%7D; path=/; samesite=lax; httponly');
  });

  it.each([
    ['absent', 'a=1'],
    ['not JSON', 'vitrine_sessao=abc'],
    ['broken escapes', 'vitrine_sessao=%E0%A4%A'],
    ['no token', `vitrine_sessao=${encodeURIComponent('{"jwttoken":"j"}')}`],
    ['a token of the wrong type', `vitrine_sessao=${encodeURIComponent('{"token":42}')}`],
    ['an array', `vitrine_sessao=${encodeURIComponent('[1]')}`],
    ['a number', 'vitrine_sessao=42'],
  ])('reads no session from a cookie %s', (_, cookies) => {
    expect(sessionFromCookies(cookies)).toBeUndefined();
  });

  it('names the client to resume, readable by the page, and removes it', () => {
    const named = clientCookie({ idcliente: 'c-maria', idapikeys: 'k1' }, false);
    expect(named).not.toContain('httponly');
    expect(clientFromCookies(pair(named))).toEqual({ idcliente: 'c-maria', idapikeys: 'k1' });
    expect(clientCookie(null, false)).toBe('vitrine_cliente=; path=/; max-age=0; samesite=lax');
    expect(clientFromCookies(`vitrine_cliente=${encodeURIComponent('{"idcliente":""}')}`)).toBeUndefined();
    expect(endedSessionCookies()).toEqual(['vitrine_sessao=; path=/; max-age=0; samesite=lax', 'vitrine_cliente=; path=/; max-age=0; samesite=lax']);
  });

  it('reads a session with the token alone, and a client with no API key', () => {
    expect(sessionFromCookies(pair(sessionCookie({ token: 't' }, { secure: false, persistent: true })))).toEqual({ token: 't' });
    expect(clientFromCookies(pair(clientCookie({ idcliente: 'c1' }, true)))).toEqual({ idcliente: 'c1' });
    expect(clientCookie({ idcliente: 'c1' }, true)).toMatch(/; secure$/);
  });

  it('knows a link to the server\'s own paths, and nothing from an unreadable origin', () => {
    expect(isServerPath('/_storefront/sessao/chat', 'https://loja.test')).toBe(true);
    expect(isServerPath('/_storefront/x', 'not an origin')).toBe(false);
  });

  it("sends the login's JWT where it brought one, else its token", () => {
    expect(bearerOf({ token: 't', jwttoken: 'j' })).toBe('j');
    expect(bearerOf({ token: 't' })).toBe('t');
  });

  it('passes on cookies without the session one', () => {
    expect(withoutSessionCookie('banco=1; vitrine_sessao=%7B%7D; vitrine_cliente=x')).toBe('banco=1; vitrine_cliente=x');
    expect(withoutSessionCookie('vitrine_sessao=x')).toBe('');
  });

  it('gives the page a user with the stand-in where the token was, and no JWT', () => {
    expect(withTokenInCookie({ idcliente: 'c1', token: 'segredo', jwttoken: 'jwt' })).toEqual({ idcliente: 'c1', token: TOKEN_IN_COOKIE });
  });
});
