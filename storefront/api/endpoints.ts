import type { Fornecedor, Tema } from '@storefront/domain/types';

export type { Fornecedor, Tema } from '@storefront/domain/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of spec section 7. The phantom fields carry the types of the path parameters,
 * query, body and response, so the client and the mock handlers are checked against one table.
 */
export interface Endpoint<Params, Query, Body, Result> {
  method: HttpMethod;
  /** Path template; `{name}` is a path parameter, `{apptoken}` and `{sep}` come from the client config. */
  path: string;
  /** Retried on a network failure: only idempotent reads. */
  retry: boolean;
  readonly _types?: { params: Params; query: Query; body: Body; result: Result };
}

function endpoint<Params = Record<string, never>, Query = undefined, Body = undefined, Result = unknown>(
  method: HttpMethod,
  path: string,
): Endpoint<Params, Query, Body, Result> {
  return { method, path, retry: method === 'GET' };
}

export interface FornecedorQuery {
  idfornecedor?: string;
  dominio?: string;
  idendereco?: string;
  idempresa?: string;
  lat?: number;
  lng?: number;
  tipoEntrega?: 'DELIVERY' | 'RETIRADA';
  queryPoligonoDeColeta?: boolean;
  device: 'Desktop';
  idcliente?: string;
}

/** spec 7, one entry per call. Groups grow here as features arrive. */
export const endpoints = {
  /** spec 7 "Supplier and content": the supplier by id, slug or domain. */
  fornecedor: endpoint<Record<string, never>, FornecedorQuery, undefined, Fornecedor>('GET', 'v2/app/{apptoken}/fornecedor'),
  /** spec 7 "Supplier and content": the supplier's theme. */
  tema: endpoint<{ id: string }, undefined, undefined, Tema>('GET', 'v2/configuracao/fornecedor/{id}/tema'),
} as const;

export type EndpointName = keyof typeof endpoints;
export type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type QueryOf<E> = E extends Endpoint<unknown, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<unknown, unknown, infer B, unknown> ? B : never;
export type ResultOf<E> = E extends Endpoint<unknown, unknown, unknown, infer R> ? R : never;

/** The error body the platform answers with (field name varies by call, spec 8 "Mensagem"). */
export interface ApiErrorBody {
  mensagem?: string;
  message?: string;
  Mensagem?: string;
}
