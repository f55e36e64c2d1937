import { describe, expect, it } from 'vitest';
import { ApiError, serverMessageOf, serverTextOf } from './errors';

describe('serverTextOf', () => {
  it("is a failed call's own server text", () => {
    expect(serverTextOf(new ApiError('pedido', 400, 'Cupom inválido'))).toBe('Cupom inválido');
  });

  it('is nothing for a call the server answered without a text, and for any other failure', () => {
    expect(serverTextOf(new ApiError('pedido', 500, undefined))).toBeUndefined();
    expect(serverTextOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverTextOf('Cupom inválido')).toBeUndefined();
    expect(serverTextOf(undefined)).toBeUndefined();
  });
});

describe('serverMessageOf', () => {
  it('reads the text from a body in any of the spellings the platform uses, or a plain text body', () => {
    expect(serverMessageOf({ mensagem: 'a' })).toBe('a');
    expect(serverMessageOf({ message: 'b' })).toBe('b');
    expect(serverMessageOf({ Mensagem: 'c' })).toBe('c');
    expect(serverMessageOf('  Fora da área  ')).toBe('Fora da área');
    expect(serverMessageOf('   ')).toBeUndefined();
    expect(serverMessageOf(null)).toBeUndefined();
  });
});
