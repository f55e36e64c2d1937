/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import aliases from './tests/support/aliases.cjs';
import { preParsedTexts } from './tests/support/preParsedTexts.ts';
import { preloadsNotLoaded } from './tests/support/preloadsNotLoaded.ts';
import { ariaHydration } from './tests/support/ariaHydration.ts';
import { landingChunks } from './tests/support/landingChunk.ts';
import { precompressed } from './tests/support/precompressed.ts';
import { ENTRY, FIRST_LOAD_PAGES } from './tests/perf/firstLoad.ts';
import { chromiumArgs, findHeadlessShell } from './tests/support/browser.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));
const preloads = preloadsNotLoaded();
/** The landing pages are the ones the first-load budget speaks of. */
const landing = landingChunks(ENTRY, Object.values(FIRST_LOAD_PAGES));

/**
 * Only Vitest needs a browser: `npm start` and `npm run build` must work without one. The headless shell, as
 * for the journeys: the same stories took a tenth less CPU in it than in the full browser (72-75 s against
 * 81-82 s), and the story runs are CPU-bound on two cores.
 */
function browserProvider() {
  if (!process.env.VITEST) return undefined;
  return playwright({ launchOptions: { executablePath: findHeadlessShell(), args: chromiumArgs } });
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // Not for Vitest's builds: the stories and dom tests render the texts themselves.
    ...(command === 'build' && !process.env.VITEST ? [preParsedTexts(), preloads.plugin] : []),
    // The browser's only: on the server, react-aria's own answer ("server") is right, and no page is fetched.
    ...(command === 'build' && !isSsrBuild && !process.env.VITEST ? [ariaHydration(), landing.plugin, precompressed()] : []),
    // The store speaks pt-BR only: react-aria's strings for its ~34 other locales rode in every widget's chunk.
    ...(command === 'build' ? [optimizeLocales.vite({ locales: ['pt-BR'] })] : []),
  ],
  resolve: {
    alias: [
      ...Object.entries(aliases.tsconfigAliases()).map(([find, replacement]) => ({ find, replacement })),
      // Messages ship pre-parsed (tests/support/preParsedTexts.ts), so the production build leaves the ICU parser out.
      ...(command === 'build' && !process.env.VITEST
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
    ],
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: command === 'build',
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // The server finds the browser entry through it, and `.size-limit.js` each route's chunk.
    manifest: !isSsrBuild,
    // The server's build is code only: the public files are the browser build's.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The browser's entry; the server's (`--ssr storefront/server/main.ts`) is named on the command line.
      ...(isSsrBuild ? {} : { input: 'storefront/app/main.tsx' }),
      output: {
        // Every lazy chunk's file name sits in the entry's preload map, which every first load carries: 6
        // characters of content hash (Vite's default is 8) are enough to bust caches across ~180 files and
        // keep ~0.1 KiB of incompressible hash out of each page's first load.
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js' }),
        codeSplitting: {
          groups: [
            // The libraries every page runs, in one chunk: left to automatic splitting they were cut into
            // small chunks shared with lazy pages, costing the first page ~1.5 KiB of gzip in glue.
            { name: 'core', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat|valtio|proxy-compare|@stitches|redaxios)[\\/]/, priority: 20 },
            // The browser's: the rest of what every page runs, in the entry's chunk. Left to automatic splitting,
            // each module a lazy chunk also imports was a file of its own (45-62 files on a first load), each
            // gzipped alone. Then what two or more landing pages run beyond that, grouped by what runs it: see
            // tests/support/landingChunk.ts.
            ...(isSsrBuild ? [] : [{ name: 'main', tags: ['$initial' as const], priority: 10 }, ...landing.groups.map((group) => ({ ...group, priority: 10 }))]),
          ],
        },
      },
    },
  },
  test: {
    // The domain rules are all pure: every line and branch is tested (issue 5), and `npm test` enforces it.
    coverage: {
      provider: 'v8',
      include: ['storefront/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'test-results/coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // As the stories: every test builds its own stores and mock data, so re-importing the modules
          // per file (130 s a run against 47 s shared) bought nothing. A test queries what it rendered.
          isolate: false,
          // Node 20 keeps the WebSocket global behind a flag (22 has it): the chat socket tests need it.
          execArgv: ['--experimental-websocket'],
          include: ['{themes,ui,storefront,mocks,tests/unit}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          isolate: false,
          include: ['{ui,storefront}/**/*.test.tsx'],
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook -- --no-open' })],
        test: {
          name: 'stories',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Story files share one page: every story gets fresh stores, router and mock data from the
          // decorators, so re-importing the app per file (~1 s each, 90 s a run) bought nothing.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
