import { describe, expect, it } from 'vitest';
import { accessLinkUrl, loginTokenUrl } from './loginToken';
import { isServerPath, SESSION_PATHS, TOKEN_IN_COOKIE } from './session';

const maria = { token: 'token-c-maria', email: 'maria@exemplo.com.br' };
const verde = { segment: 'mercado-verde', dominio: 'www.mercadoverde.com.br' };

describe('spec 2: the login landing of a supplier with its own domain', () => {
  it('opens the landing on the supplier domain, over https', () => {
    expect(loginTokenUrl(verde, maria, 'https://vitrine.exemplo.com.br')).toBe(
      'https://www.mercadoverde.com.br/mercado-verde/login-token/token-c-maria/maria%40exemplo.com.br',
    );
  });

  it('reduces a configured domain to its host, www kept', () => {
    const configured = { segment: 'adega', dominio: ' HTTPS://user@www.Adega.com.br:8443/loja?x=1 ' };
    expect(loginTokenUrl(configured, maria, 'https://vitrine.exemplo.com.br')).toBe('https://www.adega.com.br/adega/login-token/token-c-maria/maria%40exemplo.com.br');
  });

  it('keeps a hostile slug one path segment of this site (never //host)', () => {
    expect(loginTokenUrl({ segment: '/evil.example' }, maria, 'https://vitrine.exemplo.com.br')).toBe('/%2Fevil.example');
    expect(loginTokenUrl({ segment: '\\evil.example' }, null, 'https://vitrine.exemplo.com.br')).toBe('/%5Cevil.example');
  });

  it("goes through the storefront server when the token is in its cookie: the server writes it into the landing", () => {
    expect(loginTokenUrl(verde, { ...maria, token: TOKEN_IN_COOKIE }, 'https://vitrine.exemplo.com.br')).toBe(
      `https://vitrine.exemplo.com.br${SESSION_PATHS.handover}?para=${encodeURIComponent(`https://www.mercadoverde.com.br/mercado-verde/login-token/${TOKEN_IN_COOKIE}/maria%40exemplo.com.br`)}`,
    );
    expect(isServerPath(loginTokenUrl(verde, { ...maria, token: TOKEN_IN_COOKIE }, 'https://vitrine.exemplo.com.br'), 'https://vitrine.exemplo.com.br')).toBe(true);
    expect(isServerPath('https://evil.example/_storefront/sessao/levar', 'https://vitrine.exemplo.com.br')).toBe(false);
    expect(isServerPath('/demo/produtos', 'https://vitrine.exemplo.com.br')).toBe(false);
  });

  it('escapes the token and the e-mail as path segments', () => {
    expect(loginTokenUrl(verde, { token: 'a/b c', email: 'x+y@z.com' }, 'https://vitrine.exemplo.com.br')).toBe(
      'https://www.mercadoverde.com.br/mercado-verde/login-token/a%2Fb%20c/x%2By%40z.com',
    );
  });

  it('keeps http and the port of a local server (the demo *.localhost domains)', () => {
    expect(loginTokenUrl({ segment: 'mercado-verde', dominio: 'www.mercadoverde.localhost' }, maria, 'http://demo.vitrine.localhost:4174')).toBe(
      'http://www.mercadoverde.localhost:4174/mercado-verde/login-token/token-c-maria/maria%40exemplo.com.br',
    );
    expect(loginTokenUrl(verde, maria, 'http://vitrine.test')).toBe('http://www.mercadoverde.com.br/mercado-verde/login-token/token-c-maria/maria%40exemplo.com.br');
  });

  it.each([
    ['no domain', { segment: 'padaria-sol' }, maria, 'https://vitrine.exemplo.com.br'],
    ['an empty domain', { segment: 'padaria-sol', dominio: ' ' }, maria, 'https://vitrine.exemplo.com.br'],
    ['the current host (www and port aside)', verde, maria, 'https://mercadoverde.com.br:443'],
    ['no session token', verde, { email: 'maria@exemplo.com.br' }, 'https://vitrine.exemplo.com.br'],
    ['no user', verde, null, 'https://vitrine.exemplo.com.br'],
    ['an unreadable current origin', verde, maria, 'not a url'],
    ['a loopback host (localhost)', verde, maria, 'http://localhost:6006'],
    ['a loopback host (127.0.0.1)', verde, maria, 'http://127.0.0.1:4174'],
    ['a loopback host (IPv6)', verde, maria, 'http://[::1]:5173'],
  ])('stays on this host with %s', (_, fornecedor, usuario, origin) => {
    expect(loginTokenUrl(fornecedor, usuario, origin)).toBe(`/${fornecedor.segment}`);
  });
});

describe("spec 6, 7: a linked user's access link (gerar_token_jwt)", () => {
  const ana = { token: 'jwt-u/ana', email: 'ana+compras@bomdia.com.br' };

  it("is the supplier's login landing on its own domain, the token and e-mail escaped", () => {
    expect(accessLinkUrl(verde, ana, 'https://vitrine.exemplo.com.br')).toBe('https://www.mercadoverde.com.br/mercado-verde/login-token/jwt-u%2Fana/ana%2Bcompras%40bomdia.com.br');
    expect(accessLinkUrl({ segment: 'mercado-verde', dominio: 'www.mercadoverde.localhost' }, ana, 'http://demo.vitrine.localhost:4174')).toBe(
      'http://www.mercadoverde.localhost:4174/mercado-verde/login-token/jwt-u%2Fana/ana%2Bcompras%40bomdia.com.br',
    );
  });

  it.each([
    ['no domain', { segment: 'padaria-sol' }, 'https://vitrine.exemplo.com.br'],
    ['the current host', { segment: 'padaria-sol', dominio: 'vitrine.exemplo.com.br' }, 'https://www.vitrine.exemplo.com.br'],
    ['a loopback host', { segment: 'padaria-sol', dominio: 'www.padariasol.com.br' }, 'http://localhost:5173'],
  ])('is a whole address of this site with %s', (_, fornecedor, origin) => {
    expect(accessLinkUrl(fornecedor, ana, origin)).toBe(`${new URL(origin).origin}/padaria-sol/login-token/jwt-u%2Fana/ana%2Bcompras%40bomdia.com.br`);
  });

  it('keeps a hostile slug one path segment, and gives none for an unreadable origin', () => {
    expect(accessLinkUrl({ segment: '/evil.example' }, ana, 'https://vitrine.exemplo.com.br')).toBe('https://vitrine.exemplo.com.br/%2Fevil.example/login-token/jwt-u%2Fana/ana%2Bcompras%40bomdia.com.br');
    expect(accessLinkUrl(verde, ana, 'not a url')).toBeNull();
  });
});
