import type { RequestHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { scenarios, type ScenarioName } from '../scenarios';
import { cartHandlers } from './cart';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { supplierHandlers } from './supplier';
import { userHandlers } from './user';

/** Every handler of the mock platform, with the scenario's faults first so they win. */
export function createHandlers(db: MockDatabase, scenario: ScenarioName = 'padrao'): RequestHandler[] {
  return [...scenarios[scenario].handlers(db), ...supplierHandlers(db), ...productHandlers(db), ...cartHandlers(db), ...orderHandlers(db), ...userHandlers(db)];
}
