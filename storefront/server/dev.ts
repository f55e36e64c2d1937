/**
 * `npm start`: the rendering server with hot reload (Vite in middleware mode), the HTTP mock platform
 * beside it, and the demo supplier opened in the browser.
 */
import { spawn } from 'node:child_process';
import { createServer as createViteServer } from 'vite';
import { startHttpMockServer } from '../../mocks/server';
import { createStorefrontApp, listen, type Render } from './app';
import { readServerConfig } from './config';

const usesMockPlatform = !process.env.API_BASE_URL?.trim();
const mock = usesMockPlatform ? await startHttpMockServer({ port: Number(process.env.MOCK_PORT ?? 8787) }) : undefined;
const config = readServerConfig(process.env, { platformUrl: mock?.url, defaultSupplier: 'demo', port: 5173 });
const HMR_PORT = Number(process.env.HMR_PORT ?? 24678);
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { port: HMR_PORT } }, appType: 'custom' });

const app = createStorefrontApp({
  config,
  // Loaded through Vite for each request: an edit shows on the next reload, without a restart.
  render: async () => ((await vite.ssrLoadModule('/storefront/server/render.tsx')) as { render: Render }).render,
  entryScript: '/storefront/app/main.tsx',
  assets: { middleware: vite.middlewares },
  mockPlatform: Boolean(mock),
  connectSources: [`ws://localhost:${HMR_PORT}`, `ws://127.0.0.1:${HMR_PORT}`],
  // Vite's client and React's refresh preamble, as Vite would put them in an index.html.
  // Vite's own scripts get the nonce; data blocks (JSON-LD) run nothing and are rendered without one.
  transformHtml: async (url, html, nonce) =>
    (await vite.transformIndexHtml(url, html)).replace(/<script(?![^>]*\b(?:nonce=|type="application\/(?:ld\+)?json"))/g, `<script nonce="${nonce}"`),
  onRenderError: (error) => {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
  },
});
const server = await listen(app, { ...config, host: process.env.HOST ?? '127.0.0.1' });
const address = `http://localhost:${config.port}`;
console.log(`Storefront on ${address}${mock ? `, mock platform on ${mock.url}` : `, platform ${config.platformUrl}`}`);

// `npm start` opens the demo supplier; CI and headless shells set BROWSER=none or CI.
if (!process.env.CI && process.env.BROWSER !== 'none') {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(opener, [`${address}/demo`], { stdio: 'ignore', detached: true }).on('error', () => undefined).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), mock?.close(), new Promise((resolve) => server.close(resolve))]).finally(() => process.exit(0));
  });
}
