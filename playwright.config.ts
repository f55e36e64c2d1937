import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/support/browser.ts';

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8788);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4174);
/** Runs on other ports (several at once on one machine) keep their own build and results. */
const RUN = process.env.E2E_APP_PORT ? `-${APP_PORT}` : '';

/** Journeys run against the production build (no mock code in it) and the HTTP mock platform. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${RUN}.json` }]],
  outputDir: `test-results/e2e-artifacts${RUN}`,
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: findChromium(), args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      command: `tsx mocks/server.ts`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      url: `http://127.0.0.1:${MOCK_PORT}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `vite build --outDir dist-e2e${RUN} --emptyOutDir --logLevel warn && vite preview --outDir dist-e2e${RUN} --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      env: { VITE_API_BASE_URL: `http://127.0.0.1:${MOCK_PORT}/`, VITE_DEFAULT_SUPPLIER: 'demo' },
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
