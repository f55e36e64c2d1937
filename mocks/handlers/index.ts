import type { RequestHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { scenarios, type ScenarioName } from '../scenarios';
import { supplierHandlers } from './supplier';

/** Every handler of the mock platform, with the scenario's faults first so they win. */
export function createHandlers(db: MockDatabase, scenario: ScenarioName = 'padrao'): RequestHandler[] {
  return [...scenarios[scenario].handlers, ...supplierHandlers(db)];
}
