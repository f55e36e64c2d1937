import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { ApiErrorBody, Endpoint } from '@storefront/api/endpoints';

type AnyEndpoint = Endpoint<unknown, unknown, unknown, unknown>;

/**
 * The MSW path of an endpoint of the client's table, so mocks and client cannot drift.
 * `*` matches any base URL; `{apptoken}{sep}{idcliente}` becomes one `:appcliente` segment.
 */
export function mswPath(endpoint: AnyEndpoint): string {
  const path = endpoint.path
    .replace('{apptoken}{sep}{idcliente}', ':appcliente')
    .replace(/\{(\w+)\}/g, (_, name: string) => `:${name}`);
  return `*/${path}`;
}

/** The client id inside `{apptoken}{sep}{idcliente}`: what follows the last separator (`:` or `|`). */
export function clientIdOf(appcliente: string | readonly string[] | undefined): string {
  const segment = decodeURIComponent(String(appcliente ?? ''));
  return segment.split(/[:|]/).at(-1) ?? '';
}

/**
 * Whether a segment is `{apptoken}{sep}{idcliente}` and not the bare `{apptoken}`: spec 7 has both
 * `v2/app/{apptoken}{sep}{idcliente}/fornecedor` and `v2/app/{apptoken}/fornecedor`.
 */
export function isClientSegment(appcliente: string | readonly string[] | undefined): boolean {
  return /[:|]/.test(decodeURIComponent(String(appcliente ?? '')));
}

/** A handler for one endpoint of the table, on its own method and path. */
export function handle<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  endpoint: AnyEndpoint,
  resolver: HttpResponseResolver<Params, Body>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method]<Params, Body>(mswPath(endpoint), resolver);
}

/** The platform's error answer (spec 8: the message field varies; we send `mensagem`). */
export function fail(status: number, mensagem: string) {
  return HttpResponse.json<ApiErrorBody>({ mensagem }, { status });
}

export const queryOf = (request: Request) => new URL(request.url).searchParams;
