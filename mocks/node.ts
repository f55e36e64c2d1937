import { setupServer } from 'msw/node';
import { createDatabase, type MockDatabase } from './db/database';
import { createHandlers } from './handlers';
import type { ScenarioName } from './scenarios';

/** The mock platform intercepting fetch in Vitest (Node). */
export function createMockServer(db: MockDatabase = createDatabase(), scenario: ScenarioName = 'padrao') {
  const server = setupServer(...createHandlers(db, scenario));
  return {
    server,
    db,
    useScenario(name: ScenarioName) {
      server.resetHandlers(...createHandlers(db, name));
    },
  };
}
