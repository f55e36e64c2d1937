import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Request } from 'express';
import { WebSocketServer } from 'ws';
import { createDatabase, type MockDatabase } from './db/database';
import { createHttpHandlers } from './handlers';
import { CHAT_SOCKET_PATH } from './handlers/chat';
import { startChatConversation } from './handlers/chatRooms';
import { chatFaultsOf, isScenarioName, type ScenarioName } from './scenarios';

export interface HttpMockServerOptions {
  port?: number;
  host?: string;
  scenario?: ScenarioName;
}

/**
 * The mock platform as a real HTTP server on localhost (same handlers as the service worker),
 * for Playwright against the production build and for `npm run mock-server`. The chat socket is
 * served on the same port (`ws`, same conversation as MSW's handler, see `handlers/chatRooms.ts`).
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
  const databaseOf = (req: Request) => databaseById(req.get('x-banco') ?? '');
  const databaseById = (id: string) => {
    let db = databases.get(id);
    if (!db) {
      db = createDatabase();
      databases.set(id, db);
    }
    return { id, db };
  };
  /**
   * What each database's callers sent, newest last (journeys read it: the storefront server's own calls
   * never pass through the browser). The last 200 per database, so a long dev session stays small.
   */
  const received = new Map<string, { method: string; url: string; headers: Record<string, string | string[] | undefined> }[]>();
  app.get('/__requests', (req, res) => {
    res.json(received.get(req.get('x-banco') ?? '') ?? []);
  });
  app.use((req, _res, next) => {
    const id = req.get('x-banco') ?? '';
    const log = received.get(id) ?? [];
    log.push({ method: req.method, url: req.originalUrl, headers: req.headers });
    received.set(id, log.slice(-200));
    next();
  });
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
  // The chat socket: a browser cannot put headers on a socket, so its database and scenario come from
  // the `banco` and `cenario` query parameters or cookies (journeys set the cookie in `resetPlatform`).
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!CHAT_SOCKET_PATH.test(url.pathname)) {
      socket.destroy();
      return;
    }
    const cookies = new URLSearchParams((req.headers.cookie ?? '').split(/;\s*/).join('&'));
    const pick = (name: string) => url.searchParams.get(name) ?? cookies.get(name) ?? undefined;
    const asked = pick('cenario');
    const { db } = databaseById(pick('banco') ?? '');
    sockets.handleUpgrade(req, socket, head, (client) => {
      const conversation = startChatConversation(
        db,
        {
          url: url.toString(),
          send: (text) => {
            if (client.readyState === client.OPEN) client.send(text);
          },
          close: (code, reason) => client.close(code, reason),
        },
        chatFaultsOf(isScenarioName(asked) ? asked : scenario),
      );
      client.on('message', (data) => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data));
        conversation.receive(bytes.toString('utf8'));
      });
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const client of sockets.clients) client.terminate();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
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
