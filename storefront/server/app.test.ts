import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp, listen, type Render } from './app';
import { readServerConfig } from './config';

/* issue 20 "Running it": health, /api forwarding, the banner's form, caching and the CSP of each page. */

let platform: Server;
let storefront: Server;
let base = '';
const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];

const fakeRender: Render = (request, options) => {
  const path = new URL(request.url).pathname;
  if (path === '/elsewhere') return Promise.resolve({ kind: 'redirect', status: 302, location: 'https://example.com/' });
  if (path === '/broken') return Promise.reject(new Error('secret detail at render.tsx:12'));
  return Promise.resolve({ kind: 'page', status: path === '/demo/nada' ? 404 : 200, html: `<html><body nonce-was="${options.nonce}">${path}</body></html>` });
};

beforeAll(async () => {
  platform = http.createServer((req, res) => {
    received.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, method: req.method }));
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

  it('renders pages with a new CSP nonce each time, never cached by a shared cache', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/demo`), fetch(`${base}/demo`)]);
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonceOf(first.headers.get('content-security-policy'))).toBeDefined();
    expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    expect(await first.text()).toContain(`nonce-was="${nonceOf(first.headers.get('content-security-policy')) ?? ''}"`);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${base}/demo/nada`)).status).toBe(404);
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
