import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDatabase, type MockDatabase } from './db/database';
import { createHandlers } from './handlers';
import type { ScenarioName } from './scenarios';

let worker: SetupWorker | undefined;

/** The mock platform in a service worker, for Storybook (the app itself talks to mocks/server.ts). */
export async function startMockWorker(scenario: ScenarioName = 'padrao'): Promise<SetupWorker> {
  if (!worker) {
    worker = setupWorker(...createHandlers(createDatabase(), scenario));
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  }
  return worker;
}

/** Storybook: fresh data (seeded as the story asks) and the given scenario, so each story starts from the same state. */
export async function applyMockScenario(scenario: ScenarioName, seed?: (db: MockDatabase) => void): Promise<void> {
  const active = await startMockWorker(scenario);
  const fresh = createDatabase();
  seed?.(fresh);
  active.resetHandlers(...createHandlers(fresh, scenario));
}
