import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@storefront/api/errors';
import { pageFailureOf } from './failure';

afterEach(() => vi.unstubAllGlobals());

describe('what stopped a page (issue 19, item 7)', () => {
  it('no answer from the platform is the connection', () => {
    expect(pageFailureOf(new ApiError('fornecedor', 0, undefined))).toEqual({ kind: 'network' });
  });

  it('an answer with an error is the store, with its text', () => {
    expect(pageFailureOf(new ApiError('fornecedor', 503, 'Manutenção programada'))).toEqual({ kind: 'server', serverText: 'Manutenção programada' });
    expect(pageFailureOf(new ApiError('categorias', 400, undefined))).toEqual({ kind: 'server', serverText: undefined });
  });

  it('a page script that could not be fetched is the connection', () => {
    expect(pageFailureOf(new TypeError('Failed to fetch dynamically imported module: https://loja/assets/x.js'))).toEqual({ kind: 'network' });
  });

  it('anything else blames neither the shopper nor the store, unless the browser is offline', () => {
    expect(pageFailureOf(new TypeError("Cannot read properties of undefined (reading 'nome')"))).toEqual({ kind: 'unexpected' });
    expect(pageFailureOf('?')).toEqual({ kind: 'unexpected' });
    vi.stubGlobal('navigator', { onLine: false });
    expect(pageFailureOf(new Error('boom'))).toEqual({ kind: 'network' });
  });
});
