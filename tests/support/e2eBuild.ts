/** The journeys' production server and the HTTP mock platform it calls (playwright.config.ts; npm test builds it first). */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8788);

export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4174);
/** Runs on other ports (several at once on one machine) keep their own build. */
export const E2E_RUN_SUFFIX = process.env.E2E_APP_PORT ? `-${E2E_APP_PORT}` : '';
export const E2E_OUT_DIR = `dist-e2e${E2E_RUN_SUFFIX}`;

/** The production build, as `npm run build` makes it, in the journeys' own folder. */
export const E2E_BUILD_COMMANDS = [
  ['vite', 'build', '--outDir', `${E2E_OUT_DIR}/client`, '--emptyOutDir', '--logLevel', 'warn'],
  ['vite', 'build', '--ssr', 'storefront/server/main.ts', '--outDir', `${E2E_OUT_DIR}/server`, '--emptyOutDir', '--logLevel', 'warn'],
];

/**
 * The production server's settings in the journeys. The mock platform picks each test's database
 * (`x-banco`, also a cookie for the chat socket) and fault scenario (`x-cenario`) from the request:
 * the server passes them on, on its own calls and on the page's.
 */
export const E2E_SERVER_ENV = {
  API_BASE_URL: `http://127.0.0.1:${E2E_MOCK_PORT}/`,
  DEFAULT_SUPPLIER: 'demo',
  HOST: '127.0.0.1',
  PORT: String(E2E_APP_PORT),
  PLATFORM_FORWARD_HEADERS: 'x-banco,x-cenario,cookie',
};
