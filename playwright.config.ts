import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findHeadlessShell } from './tests/support/browser.ts';
import { E2E_APP_PORT, E2E_BUILD_COMMANDS, E2E_MOCK_PORT, E2E_OUT_DIR, E2E_RUN_SUFFIX, E2E_SERVER_ENV } from './tests/support/e2eBuild.ts';

const MOCK_PORT = E2E_MOCK_PORT;
const APP_PORT = E2E_APP_PORT;
/** Runs on other ports (several at once on one machine) keep their own build and results. */
const RUN = E2E_RUN_SUFFIX;

/** Journeys run against the production server (no mock code in it) beside the HTTP mock platform. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers. One headless shell leaves a core a third idle (vmstat: 33-48 % idle): the 118 journeys took
  // 311 s with two workers against 440-450 s with one. (With the full browser and traces, two were slower.)
  workers: 2,
  // A retry would turn a race red-then-green and hide it: a flaky journey is a bug to find, not to rerun.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${RUN}.json` }]],
  outputDir: `test-results/e2e-artifacts${RUN}`,
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'pt-BR',
    // Recording a trace cost every journey a fifth of its time, failing or not (measured side by side). A
    // failure still leaves its page's accessibility snapshot; `--trace retain-on-failure` records one.
    trace: 'off',
    // The kit honours reduced motion: no skeleton shimmer or panel slide to paint, frame after frame, on two cores.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: findHeadlessShell(), args: chromiumArgs } },
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
      // `npm test` builds it earlier, beside the lint (E2E_PREBUILT): the build's time is not the journeys'.
      command: [...(process.env.E2E_PREBUILT ? [] : E2E_BUILD_COMMANDS.map((command) => command.join(' '))), `node ${E2E_OUT_DIR}/server/main.js`].join(' && '),
      env: E2E_SERVER_ENV,
      url: `http://127.0.0.1:${APP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
