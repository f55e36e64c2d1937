import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp, listen } from './app';
import { readServerConfig } from './config';

let dir = '';
let storefront: Server;
let base = '';
const SCRIPT = `export const words = ${JSON.stringify('arroz feijão '.repeat(400))};\n`;
/** Quality 11 (the default here), where the server's own compression would use 4: the bytes tell which was sent. */
const TWIN = brotliCompressSync(SCRIPT);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), TWIN);
  writeFileSync(join(dir, 'assets', 'alone-def456.js'), SCRIPT);
  const config = readServerConfig({ API_BASE_URL: 'http://127.0.0.1:1/v1/', PORT: '1', HOST: '127.0.0.1' }, { port: 1 });
  const app = createStorefrontApp({ config, render: () => Promise.reject(new Error('no page here')), entryScript: '/assets/main-abc123.js', assets: { dir }, mockPlatform: false });
  storefront = await listen(app, { ...config, port: 0 });
  base = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => storefront.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer: fetch() would decode the body and hide which encoding came. */
function get(path: string, acceptEncoding: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the build's brotli twins", () => {
  it('are sent to a browser that takes brotli, as the script they stand for, cached for a year', async () => {
    const answer = await get('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.body.equals(TWIN)).toBe(true);
    const head = await get('/assets/main-abc123.js', 'br', 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
  });

  it('are not sent to a browser without brotli: it gets the script gzipped, per request', async () => {
    const answer = await get('/assets/main-abc123.js', 'gzip, deflate, br;q=0');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    expect((await get('/assets/main-abc123.js', 'identity')).body.toString()).toBe(SCRIPT);
  });

  it('stand in only for the file they were made from; a file not there is a 404', async () => {
    const alone = await get('/assets/alone-def456.js', 'br');
    expect(alone.headers['content-encoding']).toBe('br');
    expect(alone.body.equals(TWIN)).toBe(false);
    expect(brotliDecompressSync(alone.body).toString()).toBe(SCRIPT);
    expect((await get('/assets/nothing-000000.js', 'br')).status).toBe(404);
  });
});
