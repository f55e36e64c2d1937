/** The journeys' production build calls the HTTP mock platform (playwright.config.ts; npm test builds it first). */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8788);

export const E2E_BUILD_ENV = { VITE_API_BASE_URL: `http://127.0.0.1:${E2E_MOCK_PORT}/`, VITE_DEFAULT_SUPPLIER: 'demo' };

export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4174);
/** Runs on other ports (several at once on one machine) keep their own build. */
export const E2E_RUN_SUFFIX = process.env.E2E_APP_PORT ? `-${E2E_APP_PORT}` : '';
export const E2E_OUT_DIR = `dist-e2e${E2E_RUN_SUFFIX}`;
