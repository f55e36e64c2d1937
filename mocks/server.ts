import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Request } from 'express';
import { createDatabase, type MockDatabase } from './db/database';
import { createHttpHandlers } from './handlers';
import { isScenarioName, type ScenarioName } from './scenarios';

export interface HttpMockServerOptions {
  port?: number;
  host?: string;
  scenario?: ScenarioName;
}

/**
 * The mock platform as a real HTTP server on localhost (same handlers as the service worker),
 * for Playwright against the production build and for `npm run mock-server`. The chat socket is
 * served by MSW in the browser and in Node only.
 */
export async function startHttpMockServer({ port = 8787, host = '127.0.0.1', scenario = 'padrao' }: HttpMockServerOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  // The production build calls it cross-origin: answer CORS, preflight included.
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
  app.get('/__health', (_req, res) => {
    res.json({ ok: true });
  });
  // One database per `X-Banco` header (none: the shared one), so parallel journeys never see each
  // other's carts and orders; each request may pick its scenario by `X-Cenario` header or `cenario` query.
  const databases = new Map<string, MockDatabase>();
  const databaseOf = (req: Request) => {
    const id = req.get('x-banco') ?? '';
    let db = databases.get(id);
    if (!db) {
      db = createDatabase();
      databases.set(id, db);
    }
    return { id, db };
  };
  const middlewares = new Map<string, ReturnType<typeof createMiddleware>>();
  const middlewareFor = (req: Request, name: ScenarioName) => {
    const { id, db } = databaseOf(req);
    const key = `${id}\n${name}`;
    let middleware = middlewares.get(key);
    if (!middleware) {
      middleware = createMiddleware(...createHttpHandlers(db, name));
      middlewares.set(key, middleware);
    }
    return middleware;
  };
  app.post('/__reset', (req, res) => {
    databaseOf(req).db.reset();
    res.status(204).end();
  });
  app.use((req, res, next) => {
    const asked = req.get('x-cenario') ?? (typeof req.query.cenario === 'string' ? req.query.cenario : undefined);
    middlewareFor(req, isScenarioName(asked) ? asked : scenario)(req, res, next);
  });
  app.use((_req, res) => {
    res.status(404).json({ mensagem: 'Rota não encontrada no servidor de simulação' });
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, host, () => resolve(s));
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scenario = process.env.MOCK_SCENARIO;
  const { url } = await startHttpMockServer({
    port: Number(process.env.MOCK_PORT ?? 8787),
    scenario: isScenarioName(scenario) ? scenario : 'padrao',
  });
  console.log(`Mock platform listening on ${url} (scenario: ${isScenarioName(scenario) ? scenario : 'padrao'})`);
}
