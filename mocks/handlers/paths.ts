import type { Endpoint } from '@storefront/api/endpoints';

/**
 * The MSW path of an endpoint of the client's table, so mocks and client cannot drift.
 * `*` matches any base URL; `{apptoken}{sep}{idcliente}` becomes one `:appcliente` segment.
 */
export function mswPath(endpoint: Endpoint<unknown, unknown, unknown, unknown>): string {
  const path = endpoint.path
    .replace('{apptoken}{sep}{idcliente}', ':appcliente')
    .replace(/\{(\w+)\}/g, (_, name: string) => `:${name}`);
  return `*/${path}`;
}
