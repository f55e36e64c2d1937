import type { RequestHandler, WebSocketHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { chatFaultsOf, scenarios, type ScenarioName } from '../scenarios';
import { cartHandlers } from './cart';
import { chatHandlers } from './chat';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { supplierHandlers } from './supplier';
import { userHandlers } from './user';

/** The HTTP calls of the mock platform, with the scenario's faults first so they win. */
export function createHttpHandlers(db: MockDatabase, scenario: ScenarioName = 'padrao'): RequestHandler[] {
  return [...scenarios[scenario].handlers(db), ...supplierHandlers(db), ...productHandlers(db), ...cartHandlers(db), ...orderHandlers(db), ...userHandlers(db)];
}

/** Everything MSW serves in the browser and in Node: the HTTP calls and the chat socket. */
export function createHandlers(db: MockDatabase, scenario: ScenarioName = 'padrao'): (RequestHandler | WebSocketHandler)[] {
  return [...createHttpHandlers(db, scenario), ...chatHandlers(db, chatFaultsOf(scenario))];
}
