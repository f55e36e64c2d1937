import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDatabase } from './db/database';
import { createHandlers } from './handlers';
import type { ScenarioName } from './scenarios';

let worker: SetupWorker | undefined;

/** The mock platform in a service worker, for `npm start` and Storybook. */
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

/** Fresh data and the given scenario, so each story starts from the same state. */
export async function applyMockScenario(scenario: ScenarioName): Promise<void> {
  const active = await startMockWorker(scenario);
  active.resetHandlers(...createHandlers(createDatabase(), scenario));
}
