/**
 * The production server that `main.ts` starts. Its settings come from the environment when it starts
 * (README "Deploying"), never from the build.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStorefrontApp, listen } from './app';
import { readServerConfig } from './config';
import { render } from './render';

/** Serves the browser build in `client` (dist/client) and renders every page. */
export async function startProductionServer(client: URL): Promise<void> {
  const clientDir = fileURLToPath(client);
  const manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['storefront/app/main.tsx'];
  if (!entry) throw new Error('dist/client has no storefront/app/main.tsx entry: run `npm run build` first.');

  const config = readServerConfig(process.env, { port: 3000 });
  const app = createStorefrontApp({
    config,
    render: () => Promise.resolve(render),
    // A file of the build, served from the site's root.
    entryScript: posix.join('/', entry.file),
    assets: { dir: clientDir },
    mockPlatform: false,
    onRenderError: (error) => console.error(error),
  });
  const server = await listen(app, config);
  console.log(`Storefront on http://${config.host}:${config.port} (NODE_ENV=${process.env.NODE_ENV ?? ''}), platform ${config.platformUrl}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
