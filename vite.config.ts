/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import aliases from './tests/support/aliases.cjs';
import { colors, fonts, fontSizes, fontWeights, lineHeights, radii, sizes, space } from './themes/tokens.ts';
import { chromiumArgs, findChromium } from './tests/support/browser.ts';
import { contentSecurityPolicy } from './tests/support/csp.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Only Vitest needs a browser: `npm start` and `npm run build` must work without one. */
function browserProvider() {
  if (!process.env.VITEST) return undefined;
  return playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } });
}

/**
 * The first page calls the API before it can paint the supplier: when the API is on another origin,
 * the browser opens that connection while the scripts still load (anonymous CORS, as the client's fetch).
 */
function preconnectApi(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'storefront:preconnect-api',
    transformIndexHtml() {
      if (!apiBaseUrl || !/^https?:\/\//.test(apiBaseUrl)) return [];
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}

/**
 * The loading screen (screens/Loading) as plain HTML in index.html: the browser paints it as soon as
 * the page arrives, a second or more before the scripts could. Same blocks, sizes and colours (default
 * theme tokens), and its words from the pt-BR catalogue; React replaces it with its own on first render.
 */
function loadingShell(): Plugin {
  const message = (JSON.parse(readFileSync('storefront/i18n/pt-BR.json', 'utf8')) as Record<string, string>)['loading.store'];
  if (!message) throw new Error('storefront/i18n/pt-BR.json has no loading.store');
  const label = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const block = (height: string, width = '100%') => `<div style="height:${height};width:${width};border-radius:${radii.md};background:${colors.borderSubtle}"></div>`;
  const shell =
    `<main aria-busy="true"><div role="progressbar" aria-label="${label}" style="display:grid;gap:${space[4]};padding:${space[4]};max-width:${sizes.content};margin-inline:auto">` +
    `${block(sizes.header)}<h1 style="margin:0;font-size:${fontSizes.md};font-weight:${fontWeights.regular};color:${colors.textMuted}">${label}</h1>` +
    `${block(sizes.placeholderHero)}${block(sizes.target, '40%')}</div></main>`;
  // The document styles of themes/stitches.config (globalStyles), which arrive with the scripts.
  const documentStyle = `html,body{margin:0;font-family:${fonts.body};font-size:${fontSizes.md};line-height:${lineHeights.normal};color:${colors.text};background-color:${colors.background}}`;
  return {
    name: 'storefront:loading-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (context.filename !== fileURLToPath(new URL('./index.html', import.meta.url))) return html;
        return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`).replace('</head>', `  <style>${documentStyle}</style>\n  </head>`);
      },
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), loadingShell(), preconnectApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL)],
  resolve: {
    alias: [
      ...Object.entries(aliases.tsconfigAliases()).map(([find, replacement]) => ({ find, replacement })),
      // The catalogue ships pre-parsed (pt-BR.ast.json), so the production build leaves the ICU parser out.
      ...(command === 'build' && !process.env.VITEST
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
    ],
  },
  server: {
    port: 5173,
    // `npm start` opens the demo supplier; CI and headless shells set BROWSER=none or CI.
    open: process.env.CI || process.env.BROWSER === 'none' ? false : '/demo',
  },
  // `npm run preview`: the build calls `/api/`, proxied to the HTTP mock platform it starts.
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://127.0.0.1:8787', rewrite: (path) => path.replace(/^\/api/, '') } },
    // issue 10: the production build runs under the hosting CSP (README), allowing the API it was built for.
    headers: { 'Content-Security-Policy': contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL) },
  },
  build: {
    target: 'es2022',
    sourcemap: command === 'build',
    // `.size-limit.js` finds each route's chunk through it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs, in one chunk: left to automatic splitting they were cut into
            // small chunks shared with lazy pages, costing the first page ~1.5 KiB of gzip in glue.
            { name: 'core', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat|valtio|proxy-compare|@stitches|redaxios)[\\/]/, priority: 20 },
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
