import redaxios from 'redaxios';
import type { CookiePreferences } from '@storefront/domain/types';
import { utmHeaders, type Utm } from '@storefront/domain/utm';
import { ApiError, serverMessageOf } from './errors';
import { endpoints, type BodyOf, type Endpoint, type EndpointName, type ParamsOf, type QueryOf, type ResultOf } from './endpoints';

export interface ApiConfig {
  /** Base URL of the platform, e.g. `https://api.exemplo.com.br/`. */
  baseURL: string;
  appToken: string;
  /** Joins the app token to the client id: `{apptoken}{sep}{idcliente}` (spec 7). */
  separator: string;
  /** Sent with every call: what the storefront server passes through from the request it serves. */
  headers?: Readonly<Record<string, string>>;
}

/** What every request needs from the running app, read at call time (spec 7 headers, spec 2 429 route). */
export interface ApiContext {
  supplierId(): string | undefined;
  cookiePreferences(): CookiePreferences;
  utm(): Utm;
  onTooManyRequests(): void;
  /** The session's token for calls that need `Authorization` (spec 7); never logged. */
  authToken?(): string | undefined;
  /** spec 7: a product list answering `action: logout` ends the session, with the server's text. */
  onForcedLogout?(message: string | undefined): void;
}

export interface CallOptions<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Extra request headers, such as the order's `Idempotency-Key`. */
  headers?: Record<string, string>;
  /**
   * `false`: one of several pages of the same search, asked side by side; it neither aborts its
   * `supersedes` group's call in flight nor is aborted by the next one.
   */
  supersede?: false;
}

const NETWORK_RETRIES = 2;

/** Fills `{name}` placeholders; `{apptoken}` and `{sep}` come from the config. */
function expandPath(template: string, params: Record<string, string>, config: ApiConfig): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'apptoken') return encodeURIComponent(config.appToken);
    if (name === 'sep') return encodeURIComponent(config.separator);
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's paths as patterns, per app token and separator: built once, read on every forwarded call. */
const routeTables = new Map<string, { name: EndpointName; method: string; pattern: RegExp }[]>();

function routeTable(config: Pick<ApiConfig, 'appToken' | 'separator'>) {
  const key = `${config.appToken}\n${config.separator}`;
  let table = routeTables.get(key);
  if (!table) {
    table = (Object.keys(endpoints) as EndpointName[]).map((name) => {
      const ep: Endpoint<unknown, unknown, unknown, unknown> = endpoints[name];
      const pattern = ep.path.split(/(\{\w+\})/).map((part) => {
        if (part === '{apptoken}') return escapeRegExp(encodeURIComponent(config.appToken));
        if (part === '{sep}') return escapeRegExp(encodeURIComponent(config.separator));
        return /^\{\w+\}$/.test(part) ? '[^/]+' : escapeRegExp(part);
      });
      return { name, method: ep.method, pattern: new RegExp(`^${pattern.join('')}$`) };
    });
    routeTables.set(key, table);
  }
  return table;
}

/**
 * The table's entry a forwarded request is a call of (the storefront server's view of `/api/…`), read
 * from its method and path: `{apptoken}` and `{sep}` as configured, any other parameter one segment.
 */
export function endpointAt(method: string, path: string, config: Pick<ApiConfig, 'appToken' | 'separator'>): EndpointName | undefined {
  const pathname = path.replace(/[?#].*$/, '').replace(/^\/+/, '');
  const verb = method.toUpperCase();
  return routeTable(config).find((route) => route.method === verb && route.pattern.test(pathname))?.name;
}

function queryString(query: object | undefined, cacheBust: boolean): URLSearchParams | undefined {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  // spec 7: the user lookup carries a random cache-buster.
  if (cacheBust) entries.push(['_', Math.random().toString(36).slice(2)]);
  return entries.length ? new URLSearchParams(entries.map(([k, v]) => [k, String(v)])) : undefined;
}

/** spec 7: the rating call is form-encoded. */
function formBody(body: unknown): URLSearchParams {
  return new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

function isAbort(failure: unknown): boolean {
  return (failure instanceof DOMException || failure instanceof Error) && failure.name === 'AbortError';
}

/**
 * The file name a download should get: the server's Content-Disposition, or the given fallback.
 * @internal exported for its test
 */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** A file call's refusal comes as a blob too: its JSON (or text) carries the server's message. */
async function blobBody(blob: Blob): Promise<unknown> {
  const text = await blob.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiConfig, context: ApiContext) {
  const http = redaxios.create({ baseURL: config.baseURL.replace(/\/+$/, '') });

  /** One controller per `supersedes` group: a newer search aborts the older one (spec 4). */
  const inFlight = new Map<string, AbortController>();

  function headers(ep: Endpoint<unknown, unknown, unknown, unknown>): Record<string, string> {
    const utm = context.utm();
    const supplierId = context.supplierId();
    const token = ep.auth ? context.authToken?.() : undefined;
    return {
      ...config.headers,
      accept: ep.response === 'blob' ? '*/*' : 'application/json',
      ...(ep.body === 'form' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'X-Cookie-Preferences': JSON.stringify(context.cookiePreferences()),
      ...(supplierId ? { 'X-idfornecedor': supplierId } : {}),
      ...utmHeaders(utm),
    };
  }

  async function request<N extends EndpointName>(
    name: N,
    options: CallOptions<(typeof endpoints)[N]>,
  ): Promise<{ data: ResultOf<(typeof endpoints)[N]>; headers: Headers }> {
    const ep: Endpoint<unknown, unknown, unknown, unknown> = endpoints[name];
    const url = expandPath(ep.path, (options.params ?? {}), config);
    const group = options.supersede === false ? undefined : ep.supersedes;
    const controller = group ? new AbortController() : undefined;
    if (group && controller) {
      inFlight.get(group)?.abort();
      inFlight.set(group, controller);
    }
    const signals = [options.signal, controller?.signal].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await http<ResultOf<(typeof endpoints)[N]>>({
            url,
            method: ep.method,
            params: queryString(options.query ?? undefined, Boolean(ep.cacheBust)),
            data: ep.body === 'form' ? formBody(options.body) : options.body,
            headers: { ...headers(ep), ...options.headers },
            responseType: ep.response === 'blob' ? 'blob' : 'json',
            fetch: (input, init) => fetch(input, { ...init, signal }),
          });
          const data = response.data as unknown;
          if (data && typeof data === 'object' && (data as { action?: unknown }).action === 'logout') {
            context.onForcedLogout?.(serverMessageOf(data));
          }
          return { data: response.data, headers: response.headers };
        } catch (failure) {
          // spec 7: a superseded search is not an error anyone should see; callers ignore AbortError.
          if (isAbort(failure)) throw failure;
          const status = typeof failure === 'object' && failure && 'status' in failure ? Number(failure.status) : 0;
          if (status === 0 && ep.retry && attempt < NETWORK_RETRIES) continue;
          if (status === 429) context.onTooManyRequests();
          const data = status ? (failure as { data?: unknown }).data : undefined;
          throw new ApiError(name, status, serverMessageOf(data instanceof Blob ? await blobBody(data) : data));
        }
      }
    } finally {
      if (group && inFlight.get(group) === controller) inFlight.delete(group);
    }
  }

  /** One call of the table: its typed result, or a typed ApiError carrying the server's message. */
  async function call<N extends EndpointName>(name: N, options: CallOptions<(typeof endpoints)[N]> = {}): Promise<ResultOf<(typeof endpoints)[N]>> {
    return (await request(name, options)).data;
  }

  /** A file call (DANFE, export): the file and the name to save it under. */
  async function download<N extends EndpointName>(
    name: N,
    options: CallOptions<(typeof endpoints)[N]>,
    fallbackName: string,
  ): Promise<{ blob: Blob; fileName: string }> {
    const { data, headers: responseHeaders } = await request(name, options);
    return { blob: data as Blob, fileName: fileNameOf(responseHeaders.get('content-disposition'), fallbackName) };
  }

  return { call, download, config };
}

export type ApiClient = ReturnType<typeof createApiClient>;
