import redaxios from 'redaxios';
import type { CookiePreferences } from '@storefront/domain/types';
import { ApiError, serverMessageOf } from './errors';
import { endpoints, type BodyOf, type Endpoint, type EndpointName, type ParamsOf, type QueryOf, type ResultOf } from './endpoints';

export interface ApiConfig {
  /** Base URL of the platform, e.g. `https://api.exemplo.com.br/`. */
  baseURL: string;
  appToken: string;
  /** Joins the app token to the client id: `{apptoken}{sep}{idcliente}` (spec 7). */
  separator: string;
}

/** What every request needs from the running app, read at call time (spec 7 headers, spec 2 429 route). */
export interface ApiContext {
  supplierId(): string | undefined;
  cookiePreferences(): CookiePreferences;
  utm(): { source?: string; campaign?: string; all?: string };
  onTooManyRequests(): void;
}

export interface CallOptions<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

const NETWORK_RETRIES = 2;

/** Fills `{name}` placeholders; `{apptoken}` and `{sep}` come from the config. */
export function expandPath(template: string, params: Record<string, string>, config: ApiConfig): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'apptoken') return encodeURIComponent(config.appToken);
    if (name === 'sep') return encodeURIComponent(config.separator);
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

function queryString(query: object | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)]));
}

export function createApiClient(config: ApiConfig, context: ApiContext) {
  const http = redaxios.create({ baseURL: config.baseURL.replace(/\/+$/, '') });

  function headers(): Record<string, string> {
    const utm = context.utm();
    const supplierId = context.supplierId();
    return {
      accept: 'application/json',
      'X-Cookie-Preferences': JSON.stringify(context.cookiePreferences()),
      ...(supplierId ? { 'X-idfornecedor': supplierId } : {}),
      ...(utm.source ? { 'X-UTM-Source': utm.source } : {}),
      ...(utm.campaign ? { 'X-UTM-Campaign': utm.campaign } : {}),
      ...(utm.all ? { 'X-UTM-All': utm.all } : {}),
    };
  }

  async function call<N extends EndpointName>(
    name: N,
    options: CallOptions<(typeof endpoints)[N]> = {},
  ): Promise<ResultOf<(typeof endpoints)[N]>> {
    const ep: Endpoint<unknown, unknown, unknown, unknown> = endpoints[name];
    const url = expandPath(ep.path, options.params ?? {}, config);
    const { signal } = options;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await http<ResultOf<(typeof endpoints)[N]>>({
          url,
          method: ep.method,
          params: queryString(options.query),
          data: options.body,
          headers: headers(),
          fetch: (input, init) => fetch(input, { ...init, signal }),
        });
        return response.data;
      } catch (failure) {
        if (failure instanceof DOMException && failure.name === 'AbortError') throw failure;
        const status = typeof failure === 'object' && failure && 'status' in failure ? Number(failure.status) : 0;
        if (status === 0 && ep.retry && attempt < NETWORK_RETRIES) continue;
        if (status === 429) context.onTooManyRequests();
        const data = status ? (failure as { data?: unknown }).data : undefined;
        throw new ApiError(name, status, serverMessageOf(data));
      }
    }
  }

  return { call, config };
}

export type ApiClient = ReturnType<typeof createApiClient>;
