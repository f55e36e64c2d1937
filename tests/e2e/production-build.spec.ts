import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from './support/test';
import { E2E_APP_PORT, E2E_OUT_DIR, E2E_SERVER_ENV } from '../support/e2eBuild';

/** The mock platform must never ship: nothing of mocks/ or MSW in the production bundle, the browser's or the server's. */
test('the production build contains no mock code', () => {
  const files = ['client/assets', 'server', 'server/assets'].flatMap((folder) => {
    const dir = join(process.cwd(), E2E_OUT_DIR, folder);
    return readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f));
  });
  expect(files.length).toBeGreaterThan(2);
  const bundle = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const marker of ['mockServiceWorker', 'setupWorker', 'Mercado Verde Hortifrúti', 'Fornecedor não encontrado']) {
    expect(bundle, `found "${marker}" in the bundle`).not.toContain(marker);
  }
});

/** Every script and style sheet a page fetches has its brotli twin (tests/support/precompressed.ts), and it is that file. */
test('each script and style sheet of the build has a brotli twin of the same bytes, and the server sends it', async ({ page }) => {
  const dir = join(process.cwd(), E2E_OUT_DIR, 'client', 'assets');
  const names = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
  expect(names.length).toBeGreaterThan(10);
  for (const name of names) expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(readFileSync(join(dir, name))), name).toBe(true);
  // What the browser gets for the page's entry is the twin.
  const entry = await page.request.get(`/assets/${names.find((name) => name.startsWith('main-') && name.endsWith('.js')) ?? ''}`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.headers()['content-encoding']).toBe('br');
});

/** `node dist/server/main.js` with nothing set renders with React's production build, not its slower development one. */
test('the production server started bare runs in production mode', async () => {
  const { PATH, HOME } = process.env;
  const server = spawn('node', [join(E2E_OUT_DIR, 'server', 'main.js')], {
    env: { PATH, HOME, API_BASE_URL: E2E_SERVER_ENV.API_BASE_URL, HOST: '127.0.0.1', PORT: String(E2E_APP_PORT + 1) },
  });
  try {
    let output = '';
    const started = await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Storefront on')) resolve(output);
      });
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.on('exit', () => reject(new Error(`the server stopped: ${output}`)));
    });
    expect(started).toContain('(NODE_ENV=production)');
  } finally {
    server.kill();
  }
});
