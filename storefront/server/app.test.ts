import { createHash } from 'node:crypto';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_EARLY_PRESSES } from '@storefront/app/earlyPresses';
import { SESSION_PATHS, sessionFromCookies, TOKEN_IN_COOKIE } from '@storefront/domain/session';
import { createStorefrontApp, listen, type Render } from './app';
import { readServerConfig } from './config';

/* issue 20 "Running it": health, /api forwarding, the banner's form, caching and the CSP of each page. */

let platform: Server;
let storefront: Server;
let base = '';
const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];

const fakeRender: Render = (request, options) => {
  const path = new URL(request.url).pathname;
  if (path === '/elsewhere') return Promise.resolve({ kind: 'redirect', status: 302, location: 'https://example.com/', setCookies: [] });
  if (path === '/broken') return Promise.reject(new Error('secret detail at render.tsx:12'));
  // A session cookie makes the page hers; a link's `?sai=1` answers with a cookie to clear.
  const personal = (request.headers.get('cookie') ?? '').includes('vitrine_sessao=');
  const setCookies = new URL(request.url).searchParams.has('sai') ? ['vitrine_cliente=; path=/; max-age=0'] : [];
  return Promise.resolve({ kind: 'page', status: path === '/demo/nada' ? 404 : 200, html: `<html><body nonce-was="${options.nonce}">${path}</body></html>`, personal, setCookies });
};

beforeAll(async () => {
  platform = http.createServer((req, res) => {
    received.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://platform');
    if (url.pathname.endsWith('/usuario/autenticar')) {
      res.end(JSON.stringify({ idcliente: 'c1', email: 'maria@exemplo.com.br', token: 'segredo-1', jwttoken: 'jwt-1' }));
    } else if (url.pathname.endsWith('/fornecedor') && url.searchParams.get('dominio')) {
      const dominio = url.searchParams.get('dominio') ?? '';
      res.statusCode = dominio.startsWith('www.verde.example') ? 200 : 404;
      res.end(JSON.stringify(res.statusCode === 200 ? { idfornecedor: 'f2', slug: 'verde', dominio: 'www.verde.example' } : { mensagem: 'Fornecedor não encontrado' }));
    } else {
      res.end(JSON.stringify({ ok: true, method: req.method }));
    }
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/v1/`;
  const config = readServerConfig({ API_BASE_URL: platformUrl, PORT: '1', HOST: '127.0.0.1', PLATFORM_FORWARD_HEADERS: 'x-banco' }, { port: 1 });
  const app = createStorefrontApp({ config, render: () => Promise.resolve(fakeRender), entryScript: '/assets/main.js', assets: { dir: 'public' }, mockPlatform: false });
  storefront = await listen(app, { ...config, port: 0 });
  base = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => storefront.close(resolve));
  await new Promise((resolve) => platform.close(resolve));
});

describe('the storefront server', () => {
  it('answers its health check', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it("forwards /api/ to the platform's base URL, without the visitor's cookies", async () => {
    const response = await fetch(`${base}/api/app/fornecedor?x=1`, { method: 'POST', body: '{}', headers: { cookie: 'vitrine_consent=v1.111', 'x-idfornecedor': 'f1' } });
    expect(await response.json()).toEqual({ ok: true, method: 'POST' });
    const last = received.at(-1);
    expect(last?.url).toBe('/v1/app/fornecedor?x=1');
    expect(last?.headers['x-idfornecedor']).toBe('f1');
    expect(last?.headers.cookie).toBeUndefined();
  });

  it("renders a shopper's pages with a new CSP nonce each time, never kept by a shared cache", async () => {
    const cookie = 'vitrine_sessao=abc';
    const [first, second] = await Promise.all([fetch(`${base}/demo`, { headers: { cookie } }), fetch(`${base}/demo`, { headers: { cookie } })]);
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonceOf(first.headers.get('content-security-policy'))).toBeDefined();
    expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    expect(await first.text()).toContain(`nonce-was="${nonceOf(first.headers.get('content-security-policy')) ?? ''}"`);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    // Neither a page that sets a cookie nor a 404 is shared.
    expect((await fetch(`${base}/demo?sai=1`)).headers.get('cache-control')).toBe('private, no-store');
    const missing = await fetch(`${base}/demo/nada`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });

  it("lets a shared cache keep a visitor's page for a minute, by her cookies and her kind of screen, with no nonce to share", async () => {
    const response = await fetch(`${base}/demo/produtos`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Sec-CH-UA-Mobile', 'User-Agent', 'Accept-Encoding']));
    const policy = response.headers.get('content-security-policy') ?? '';
    // The head's one inline script (it holds presses made before the page's code runs) is allowed by its hash.
    const hash = createHash('sha256').update(HOLD_EARLY_PRESSES).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('nonce-');
  });

  it('sends redirects as real HTTP redirects, and refuses other methods on pages', async () => {
    const moved = await fetch(`${base}/elsewhere`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('https://example.com/');
    expect((await fetch(`${base}/demo`, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers a page that fails to render with a plain Portuguese page, no detail of the error', async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<h1>Não foi possível carregar esta página</h1>');
    expect(html).not.toContain('secret detail');
  });

  it("takes the cookie banner's answer from its form and goes back to a path of this site only", async () => {
    const post = (body: string) =>
      fetch(`${base}/_storefront/consentimento`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    const accepted = await post('escolha=all&voltar=%2Fdemo%2Fprodutos%3Ftag%3Dx');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/demo/produtos?tag=x');
    expect(accepted.headers.get('set-cookie')).toMatch(/^vitrine_consent=v1\.111; path=\/; max-age=31536000; samesite=lax$/);
    const away = await post('escolha=necessary&voltar=%2F%2Fevil.example');
    expect(away.headers.get('location')).toBe('/');
    expect(away.headers.get('set-cookie')).toMatch(/^vitrine_consent=v1\.000;/);
    expect((await post('escolha=tudo')).status).toBe(400);
  });

  describe('the session cookie (issue 20 "Session and consent in cookies")', () => {
    const login = (cookie = '') =>
      fetch(`${base}/api/v1/app/vitrine-demo/usuario/autenticar`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', cookie } });
    const sessionValue = (setCookie: string | null) => /vitrine_sessao=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

    it("takes the token out of a login's answer into an HttpOnly cookie", async () => {
      const response = await login();
      expect(await response.json()).toEqual({ idcliente: 'c1', email: 'maria@exemplo.com.br', token: TOKEN_IN_COOKIE });
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^vitrine_sessao=[^;]+; path=\/; max-age=2592000; samesite=lax; httponly$/);
      expect(sessionFromCookies(`vitrine_sessao=${sessionValue(cookie)}`)).toEqual({ token: 'segredo-1', jwttoken: 'jwt-1', email: 'maria@exemplo.com.br' });
      // Without consent to session cookies it ends with the browser.
      expect((await login('vitrine_consent=v1.000')).headers.get('set-cookie')).not.toContain('max-age');
    });

    it("adds the cookie's token where a call needs it, and never passes on the page's own Authorization", async () => {
      const cookie = `vitrine_sessao=${sessionValue((await login()).headers.get('set-cookie'))}`;
      await fetch(`${base}/api/v4/orders/payment-method/f1/order/77?idfornecedor=f1`, { method: 'PUT', body: '{}', headers: { cookie, authorization: `Bearer ${TOKEN_IN_COOKIE}` } });
      expect(received.at(-1)?.headers.authorization).toBe('Bearer jwt-1');
      await fetch(`${base}/api/v2/app/vitrine-demo/fornecedor`, { headers: { cookie, authorization: 'Bearer roubado' } });
      expect(received.at(-1)?.headers.authorization).toBeUndefined();
    });

    it('logout removes both session cookies, whatever the platform answers', async () => {
      const response = await fetch(`${base}/api/v1/app/vitrine-demo/cliente/logout`);
      expect(response.headers.get('set-cookie')).toBe('vitrine_sessao=; path=/; max-age=0; samesite=lax, vitrine_cliente=; path=/; max-age=0; samesite=lax');
    });

    it("gives the chat socket its token only to the session's owner", async () => {
      expect((await fetch(`${base}${SESSION_PATHS.chatToken}`)).status).toBe(401);
      const cookie = `vitrine_sessao=${sessionValue((await login()).headers.get('set-cookie'))}`;
      const answer = await fetch(`${base}${SESSION_PATHS.chatToken}`, { headers: { cookie } });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.json()).toEqual({ token: 'jwt-1' });
    });

    it("writes the token into another domain's landing only when the platform says that domain is a supplier's", async () => {
      const cookie = `vitrine_sessao=${sessionValue((await login()).headers.get('set-cookie'))}`;
      const go = (para: string, withCookie = true) =>
        fetch(`${base}${SESSION_PATHS.handover}?para=${encodeURIComponent(para)}`, { headers: withCookie ? { cookie } : {}, redirect: 'manual' });
      const landing = (origin: string) => `${origin}/verde/login-token/${TOKEN_IN_COOKIE}/maria%40exemplo.com.br`;
      const sent = await go(landing('https://www.verde.example'));
      expect(sent.status).toBe(302);
      expect(sent.headers.get('location')).toBe('https://www.verde.example/verde/login-token/segredo-1/maria%40exemplo.com.br');
      expect((await go(landing('https://evil.example'))).headers.get('location')).toBe('/verde');
      expect((await go(landing('https://www.verde.example'), false)).headers.get('location')).toBe('/verde');
      expect((await go('https://www.verde.example/verde/produtos')).headers.get('location')).toBe('/');
      expect((await go(`${landing('https://www.verde.example')}?x=1`)).headers.get('location')).toBe('/');
    });
  });

  it('serves the public files for an hour (hashed /assets/ files: a year, immutable)', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('readServerConfig', () => {
  it('reads the deployment from the environment, and refuses what cannot work', () => {
    const config = readServerConfig({ API_BASE_URL: ' https://api.exemplo.com.br/v2 ', WHITE_LABEL_SUPPLIER: 'demo', PLATFORM_FORWARD_HEADERS: ' X-A , ,x-b' }, { port: 3000 });
    expect(config).toMatchObject({ port: 3000, platformUrl: 'https://api.exemplo.com.br/v2/', forwardHeaders: ['x-a', 'x-b'] });
    expect(config.app).toEqual({
      apiBaseUrl: '/api/',
      appToken: 'vitrine-demo',
      separator: ':',
      whiteLabelSupplier: 'demo',
      defaultSupplier: undefined,
      providerSiteUrl: 'https://example.com/',
    });
    expect(() => readServerConfig({}, { port: 3000 })).toThrow(/API_BASE_URL is not set/);
    expect(() => readServerConfig({ API_BASE_URL: 'ftp://x' }, { port: 3000 })).toThrow(/http\(s\)/);
    expect(() => readServerConfig({ API_BASE_URL: 'x' }, { port: 3000 })).toThrow(/not an absolute URL/);
    expect(() => readServerConfig({ API_BASE_URL: 'http://x/', PORT: '99999' }, { port: 3000 })).toThrow(/PORT/);
  });
});
