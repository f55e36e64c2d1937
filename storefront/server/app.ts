import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import express, { type Request as ExpressRequest, type RequestHandler } from 'express';
import { CONSENT_FORM_PATH, consentCookie, preferencesOfChoice } from '@storefront/domain/consent';
import { safeReturnTo } from '@storefront/domain/returnTo';
import { endedSessionCookies, withoutSessionCookie } from '@storefront/domain/session';
import catalogue from '@storefront/i18n/pt-BR.json';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './csp';
import { precompressedAssets } from './precompressed';
import { forwardedSession, keepIssuedToken, sessionRoutes } from './session';
import type { RenderOptions, RenderResult } from './render';

export type Render = (request: Request, options: RenderOptions) => Promise<RenderResult>;

export interface StorefrontServerOptions {
  config: ServerConfig;
  /** The render of one request (development loads it fresh through Vite for each). */
  render: () => Promise<Render>;
  entryScript: string;
  /** Production: the built browser files. Development: Vite's middleware instead. */
  assets: { dir: string } | { middleware: RequestHandler };
  mockPlatform: boolean;
  /** Development: Vite's client and React's refresh preamble, put in the page with this response's nonce. */
  transformHtml?: (url: string, html: string, nonce: string) => Promise<string>;
  /** Development: Vite's hot-reload socket, which the page must be allowed to reach. */
  connectSources?: readonly string[];
  /** A failed render, told to whoever runs the server (development maps its stack to the sources). */
  onRenderError?: (error: unknown) => void;
}

/**
 * Hop-by-hop headers, and what only this server may know of its visitor: its own cookies, and the
 * session's token, which it adds itself (./session).
 */
/**
 * How long a shared cache may serve a visitor's page before asking again: a minute, so a supplier's change
 * (a price, a banner) reaches every visitor within it, while a shared link opened by a crowd is rendered
 * once a minute, not once a visit.
 */
const SHARED_PAGE_SECONDS = 60;

const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'cookie', 'authorization']);

function forwardedHeaders(headers: IncomingHttpHeaders, target: URL, passCookies: boolean): IncomingHttpHeaders {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name) || (name === 'cookie' && passCookies)));
  // Cookies passed on (PLATFORM_FORWARD_HEADERS) never include the session's: its token goes only where a call needs it.
  if (typeof kept.cookie === 'string') kept.cookie = withoutSessionCookie(kept.cookie);
  return { ...kept, host: target.host };
}

/**
 * `/api/x` of this origin -> `{platform}/x`, with the request's headers less what stays here: one origin
 * for the page, no CORS preflight per call. The answer is left to the caller.
 */
function platformRequest(config: ServerConfig, req: IncomingMessage, path: string, extra: IncomingHttpHeaders = {}): http.ClientRequest {
  const target = new URL(path.replace(/^\/api\/?/, ''), config.platformUrl);
  const headers = { ...forwardedHeaders(req.headers, target, config.forwardHeaders.includes('cookie')), ...extra };
  return (target.protocol === 'https:' ? https : http).request(target, { method: req.method ?? 'GET', headers });
}

function forwardToPlatform(config: ServerConfig): RequestHandler {
  return (req, res) => {
    const session = forwardedSession(config, req, req.originalUrl.replace(/^\/api\/?/, ''));
    // A login's answer is read here (its token taken out), so it comes unencoded.
    const extra = session.effect === 'issues' ? { ...session.headers, 'accept-encoding': 'identity' } : session.headers;
    const upstream = platformRequest(config, req, req.originalUrl, extra);
    if (session.effect === 'ends') res.append('Set-Cookie', endedSessionCookies());
    upstream.on('response', (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !NOT_FORWARDED.has(name)) res.append(name, value);
      }
      const status = answer.statusCode ?? 502;
      if (session.effect !== 'issues' || status < 200 || status >= 300) {
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', () => res.destroy());
      answer.on('end', () => {
        const kept = keepIssuedToken(Buffer.concat(chunks), req, req.secure);
        if (kept.cookie) res.append('Set-Cookie', kept.cookie);
        res.removeHeader('content-encoding');
        res.setHeader('content-length', kept.body.length);
        res.end(kept.body);
      });
    });
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      // The page reads `mensagem` like any platform error (spec 8 "General").
      else res.status(502).json({ mensagem: 'Não foi possível falar com o servidor. Tente novamente.' });
    });
    req.pipe(upstream);
  };
}

/** The chat socket (spec 7) through the same `/api/`: the upgrade is replayed to the platform and both ends piped. */
function forwardSocket(config: ServerConfig, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const upstream = platformRequest(config, req, req.url ?? '/', { connection: 'Upgrade', upgrade: req.headers.upgrade ?? 'websocket' });
  upstream.on('upgrade', (answer, platformSocket, platformHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (platformHead.length) socket.write(platformHead);
    if (head.length) platformSocket.write(head);
    platformSocket.pipe(socket).pipe(platformSocket);
    platformSocket.on('error', () => socket.destroy());
    socket.on('error', () => platformSocket.destroy());
  });
  upstream.on('response', (answer) => {
    socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\n\r\n`);
  });
  upstream.on('error', () => socket.destroy());
  upstream.end();
}

/** The request as the router's loaders see it (a Fetch API Request on this server's own URL). */
function fetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`), { method: req.method, headers, signal });
}

/**
 * The storefront server: `/healthz`, `/api/` forwarded to the platform, the built files, and every
 * other GET rendered per request. It keeps nothing between requests, so more copies scale it out.
 */
export function createStorefrontApp(options: StorefrontServerOptions): express.Express {
  const { config } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });
  // The cookie banner's answer, pressed before the page's scripts arrived (app/Shell/CookieBanner).
  app.post(CONSENT_FORM_PATH, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const form = req.body as Record<string, unknown>;
    const preferences = preferencesOfChoice(form.escolha);
    if (!preferences) {
      res.status(400).type('text/plain').send('Escolha inválida.');
      return;
    }
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.set('Set-Cookie', consentCookie(preferences, req.secure));
    res.redirect(303, safeReturnTo(typeof form.voltar === 'string' ? form.voltar : null, origin) ?? '/');
  });
  app.use(sessionRoutes(config));
  // Before compression: the platform's answers pass as they come, streamed.
  app.use('/api', forwardToPlatform(config));
  app.use(compression());
  if ('dir' in options.assets) {
    // Hashed file names never change content: a year, immutable. The rest (favicon, fixtures) briefly.
    app.use('/assets', precompressedAssets(`${options.assets.dir}/assets`));
    app.use('/assets', express.static(`${options.assets.dir}/assets`, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
    app.use(express.static(options.assets.dir, { index: false, maxAge: '1h' }));
  } else {
    app.use(options.assets.middleware);
  }
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    void (async () => {
      const render = await options.render();
      const result = await render(fetchRequest(req, aborted.signal), {
        config: config.app,
        platformUrl: config.platformUrl,
        forwardHeaders: config.forwardHeaders,
        nonce,
        entryScript: options.entryScript,
        mockPlatform: options.mockPlatform,
      });
      // A visitor's page, the same for everyone who sends the same cookies from the same kind of screen,
      // may be kept briefly by a shared cache (a CDN in front of the copies); anything personal never.
      const shared = result.kind === 'page' && result.status === 200 && !result.personal && result.setCookies.length === 0 && !options.transformHtml;
      if (shared) res.set('Cache-Control', `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}`).vary('Cookie').vary('Sec-CH-UA-Mobile').vary('User-Agent');
      else res.set('Cache-Control', 'private, no-store');
      if (result.setCookies.length) res.append('Set-Cookie', result.setCookies);
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      const html = options.transformHtml ? await options.transformHtml(req.originalUrl, result.html, nonce) : result.html;
      res.status(result.status).set('Content-Security-Policy', contentSecurityPolicy(shared ? null : nonce, options.connectSources)).type('html').send(html);
    })().catch((error: unknown) => {
      options.onRenderError?.(error);
      next(error);
    });
  });
  // A page that could not be rendered: the route error screen's words, plain, without the error's details.
  app.use((error: unknown, _req: ExpressRequest, res: express.Response, next: express.NextFunction) => {
    // Half a page already left: Express's own handler ends the connection.
    if (res.headersSent) {
      next(error);
      return;
    }
    // A file that is not there (an old build's chunk, asked for after a deploy) is a 404, not a failed page.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).set('Cache-Control', 'no-store').end();
      return;
    }
    res.status(500).set('Cache-Control', 'no-store').type('html').send(failedPage);
  });
  return app;
}

const failedPage =
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${catalogue['routeError.generic.title']}</title></head><body><main><h1>${catalogue['routeError.generic.title']}</h1>` +
  `<p>${catalogue['routeError.generic.text']}</p><p><a href="">${catalogue['routeError.retry']}</a></p></main></body></html>`;

/** Listens, with the chat socket's upgrades forwarded too. */
export function listen(app: express.Express, config: ServerConfig): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(config.port, config.host, () => resolve(server));
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if ((req.url ?? '').startsWith('/api/')) forwardSocket(config, req, socket, head);
      else socket.destroy();
    });
  });
}
