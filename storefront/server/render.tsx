import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { getCssText, resetStyleSheet } from '@themes/stitches.config';
import { consentFromCookies } from '@storefront/domain/consent';
import { cookieValues, withCookies } from '@storefront/domain/cookies';
import { EMPRESA_ID_KEY } from '@storefront/domain/persistence';
import { GUESSED_SCREEN_WIDTH, deviceOf } from '@storefront/domain/screen';
import { scriptJson } from '@storefront/domain/structuredData';
import { bearerOf, clientFromCookies, endedSessionCookies, sessionFromCookies, withoutSessionCookie } from '@storefront/domain/session';
import { routerBasename } from '@storefront/domain/supplier';
import { repairUtmCookies, utmCookiesFromSearch } from '@storefront/domain/utm';
import { resumeSession } from '@storefront/state/session';
import { createStores } from '@storefront/state/stores';
import { createAppApi } from '@storefront/app/api';
import type { AppConfig } from '@storefront/app/config';
import { DemoDataControl } from '@storefront/app/DemoDataControl';
import { Document } from '@storefront/app/Document';
import { PAGE_STATE_ID, storesState, type PageState } from '@storefront/app/pageState';
import { HOLD_EARLY_PRESSES } from '@storefront/app/earlyPresses';
import { AppProviders } from '@storefront/app/providers';
import { createRoutes } from '@storefront/app/routes';
import { supplierPaths } from '@storefront/paths';
import { serverSanitizer } from '@storefront/app/serverSanitizer';

export interface RenderOptions {
  /** What the page is told of the deployment (its calls go to the server's `/api/`). */
  config: AppConfig;
  /** The platform the server's own calls go to. */
  platformUrl: string;
  /** Request headers passed on to the platform (PLATFORM_FORWARD_HEADERS). */
  forwardHeaders: readonly string[];
  /** This response's CSP nonce. */
  nonce: string;
  /** The browser entry's URL. */
  entryScript: string;
  mockPlatform: boolean;
}

/**
 * The page a request asks for, or the redirect its loaders answered (a real 302, spec 2), with the
 * cookies the response sets (a session the platform refused is removed).
 */
/**
 * `personal`: the request came with a session (resumed or refused), so the page may hold a shopper's own
 * data and no shared cache may keep it.
 */
export type RenderResult = ({ kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string; personal: boolean }) & { setCookies: string[] };

/** React Router's own serialised form of loader errors, which `createBrowserRouter` reads back. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]: [string, unknown]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error', ...(error.name === 'Error' ? {} : { __subType: error.name }) }];
      return [id, error];
    }),
  );
}

/** The request headers passed on to the platform; cookies never with the session's (./session). */
function passedOn(request: Request, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => {
    const value = request.headers.get(name);
    if (value === null) return [];
    return [[name, name === 'cookie' ? withoutSessionCookie(value) : value]];
  }));
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * What a loader leaves coming (a promise the browser's page waits for in place, on a navigation) is
 * whole in the server's page: the HTML a crawler and the first paint see, and the data the browser
 * hydrates with. The loaders' own promises never reject (each part fails into its own state).
 */
async function settleLoaderData(context: StaticHandlerContext): Promise<void> {
  await Promise.all(
    Object.entries(context.loaderData).map(async ([id, data]: [string, unknown]) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
      const fields = await Promise.all(Object.entries(data).map(async ([name, value]: [string, unknown]) => [name, isThenable(value) ? await value : value] as const));
      context.loaderData[id] = Object.fromEntries(fields);
    }),
  );
}

/** `<`, the one character that could end a `<style>` early; CSS reads the escape as the same character. */
const styleText = (css: string) => css.replace(/</g, '\\3c ');

/**
 * One render at a time. stitches keeps one style sheet per process: each render empties it, renders,
 * then reads it, and must not see another request's rules meanwhile. Only the render waits its turn:
 * the loaders, where a request spends its time, run side by side.
 */
let turn: Promise<unknown> = Promise.resolve();
const RENDER_TIMEOUT_MS = 10_000;

function renderAlone(page: ReactNode, nonce: string): Promise<{ html: string; css: string }> {
  const run = turn.then(
    () =>
      new Promise<{ html: string; css: string }>((resolve, reject) => {
        resetStyleSheet();
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        // A part that never arrives must not hold every later render: the page fails instead (a 500).
        const timer = setTimeout(() => abort(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
        sink.on('finish', () => {
          clearTimeout(timer);
          resolve({ html: Buffer.concat(chunks).toString('utf8'), css: getCssText() });
        });
        sink.on('error', reject);
        const { pipe, abort } = renderToPipeableStream(page, {
          // React's own inline scripts (a lazy part finished after the rest) run under the page's CSP.
          nonce,
          // Sent whole, every lazy part included: what a crawler and the first paint see.
          onAllReady: () => pipe(sink),
          // And in place: React otherwise sends a large finished Suspense boundary (the carousels' cards) as its
          // fallback, then the content hidden with a script to swap it in, which a crawler never runs.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onShellError: (error) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          // A part that failed here is rendered again in the browser; the server's log says which and why.
          onError: (error) => console.error('render:', error instanceof Error ? (error.stack ?? error.message) : error),
        });
      }),
  );
  turn = run.catch(() => undefined);
  return run;
}

/**
 * One request, one page: fresh stores and API client, the route loaders run here, then the whole
 * document rendered with the CSS of what it rendered only.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  const received = request.headers.get('cookie') ?? '';
  // The calls made for this page carry what the browser will hold once it has it: a link's UTM
  // parameters (spec 2), stored UTM cookies mended (the browser writes both as the page starts).
  const cookies = withCookies(received, [...repairUtmCookies(received), ...utmCookiesFromSearch(url.search)]);
  const stores = createStores(consentFromCookies(cookies));
  stores.supplier.whiteLabel = Boolean(options.config.whiteLabelSupplier);
  // The browser brings the cart back from its own storage: until it has, the page does not call it empty.
  stores.cart.restoring = true;
  const session = sessionFromCookies(cookies);
  // spec 2: a platform 429 on any of the page's calls sends the shopper to its route, as in the browser.
  const refused = { tooManyRequests: false };
  const api = createAppApi({ ...options.config, apiBaseUrl: options.platformUrl }, stores, () => (refused.tooManyRequests = true), {
    cookies: () => cookies,
    headers: passedOn(request, options.forwardHeaders),
    authToken: () => session && bearerOf(session),
  });
  // A signed-in shopper's page is hers from the first byte: her prices, her menu (spec 4 "Persistence").
  const client = clientFromCookies(cookies);
  if (session && client) await resumeSession(stores.session, api, client);
  const setCookies = stores.session.expired ? endedSessionCookies() : [];
  const services = { stores, api, origin: url.origin };
  const returningCompany = () => {
    const stored = cookieValues(cookies).get(EMPRESA_ID_KEY);
    try {
      return stored === undefined ? null : decodeURIComponent(stored);
    } catch {
      return null;
    }
  };
  const handler = createStaticHandler(createRoutes({ services, config: options.config, leaveForProviderSite: true, siteHost: url.host, returningCompany }), {
    basename: routerBasename(url.pathname),
  });
  const context = await handler.query(request);
  if (!(context instanceof Response)) await settleLoaderData(context);
  const segment = url.pathname.split('/')[1];
  if (refused.tooManyRequests && segment && !url.pathname.startsWith(supplierPaths(segment).tooManyRequests())) {
    return { kind: 'redirect', status: 302, location: supplierPaths(segment).tooManyRequests(), setCookies };
  }
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location, setCookies };
    throw context;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const screenWidth = GUESSED_SCREEN_WIDTH[deviceOf(request.headers)];
  const state: PageState = {
    config: options.config,
    stores: storesState(stores),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    origin: url.origin,
    screenWidth,
    mockPlatform: options.mockPlatform,
  };
  const { html: body, css } = await renderAlone(
    <Document>
      <AppProviders services={services} sanitizer={serverSanitizer} screenWidth={screenWidth}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
        {import.meta.env.DEV && options.mockPlatform ? <DemoDataControl /> : null}
      </AppProviders>
    </Document>,
    options.nonce,
  );
  const nonce = ` nonce="${options.nonce}"`;
  // React writes the doctype of a whole document itself.
  const html = body
    // First in the head: a press made while the code is on its way is held for React (app/earlyPresses).
    .replace('</head>', `<script>${HOLD_EARLY_PRESSES}</script><style id="stitches">${styleText(css)}</style></head>`)
    .replace(
      /<\/body>(?![\s\S]*<\/body>)/,
      `<script type="application/json" id="${PAGE_STATE_ID}"${nonce}>${scriptJson(state)}</script>` +
        // Low priority: the page is already in the HTML, so its photos come before the code that hydrates it
        // (a module script is High by default, and Lighthouse then counts it as holding back the first paint).
        `<script type="module" fetchpriority="low" src="${options.entryScript}"${nonce}></script></body>`,
    );
  return { kind: 'page', status: context.statusCode, html, personal: session !== undefined, setCookies };
}
