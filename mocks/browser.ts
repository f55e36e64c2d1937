import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDatabase, type MockDatabase, type MutableState } from './db/database';
import { createHandlers } from './handlers';
import type { ScenarioName } from './scenarios';

/** Where `npm start` keeps the demo data between reloads (versioned by the state's own `version`). */
const STORAGE_KEY = 'vitrine:mock-db';

let worker: SetupWorker | undefined;
let db: MockDatabase | undefined;

function restored(): MutableState | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as MutableState) : undefined;
  } catch {
    return undefined;
  }
}

/** The mock platform in a service worker for `npm start`: data survives reloads until reset. */
export async function startMockWorker(scenario: ScenarioName = 'padrao'): Promise<SetupWorker> {
  if (!worker) {
    const database = createDatabase(undefined, restored());
    database.subscribe(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(database.snapshot())));
    db = database;
    worker = setupWorker(...createHandlers(database, scenario));
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  }
  return worker;
}

/** "Reset demo data": the seeded carts, orders and addresses again. */
export function resetMockData(): void {
  db?.reset();
  localStorage.removeItem(STORAGE_KEY);
}

/** Storybook: fresh data (seeded as the story asks) and the given scenario, so each story starts from the same state. */
export async function applyMockScenario(scenario: ScenarioName, seed?: (db: MockDatabase) => void): Promise<void> {
  const active = await startMockWorker(scenario);
  const fresh = createDatabase();
  seed?.(fresh);
  active.resetHandlers(...createHandlers(fresh, scenario));
}
