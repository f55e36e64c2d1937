import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLogin, documentKind, EMPTY_ID, isEmptyId, isValidCnpj, isValidCpf, normalizeCep, withCheckDigits } from './identifiers';

describe('CPF and CNPJ check digits', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts the CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['529.982.247-24', '111.111.111-11', '5299822472', 'abc'])('rejects %s as a CPF', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts the CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(['11.222.333/0001-80', '12.ABC.345/01DE-36', '00.000.000/0000-00', '12.ABC.345/01DE-3A', '1122233300018'])('rejects %s as a CNPJ', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  const base = (length: number, alphabet: string) => fc.array(fc.constantFrom(...Array.from(alphabet)), { minLength: length, maxLength: length }).map((c) => c.join(''));
  const digits = '0123456789';
  const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

  const change = (doc: string, at: number, delta: number) => doc.slice(0, at) + String((Number(doc[at]) + delta) % 10) + doc.slice(at + 1);

  it('accepts every generated CPF and rejects any change to a check digit', () => {
    fc.assert(
      fc.property(base(9, digits), fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const cpf = withCheckDigits(b);
        fc.pre(!/^(.)\1*$/.test(cpf));
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(change(cpf, at, delta))).toBe(false);
      }),
    );
  });

  it('accepts every generated alphanumeric CNPJ and rejects any change to a check digit', () => {
    fc.assert(
      fc.property(base(12, alnum), fc.integer({ min: 12, max: 13 }), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const cnpj = withCheckDigits(b);
        fc.pre(!/^(.)\1*$/.test(cnpj));
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(change(cnpj, at, delta))).toBe(false);
      }),
    );
  });

  /**
   * A changed body digit is caught almost always, not always: both schemes fold remainders 0 and 1 into
   * the digit 0, so a change that moves a remainder between them can pass (e.g. 423.897.672 with its first
   * digit + 1). The algorithm is the Receita Federal's; this measures that it catches at least 97%.
   */
  it('rejects nearly every one-digit change in the body', () => {
    const cases = fc.sample(fc.tuple(base(9, digits), base(12, digits), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 })), 4000);
    const caught = cases.filter(([cpfBase, cnpjBase, at, delta]) => {
      const cpf = withCheckDigits(cpfBase);
      const cnpj = withCheckDigits(cnpjBase);
      return !isValidCpf(change(cpf, at, delta)) && !isValidCnpj(change(cnpj, at, delta));
    });
    expect(caught.length / cases.length).toBeGreaterThan(0.97);
  });
});

describe('spec 5: the login field', () => {
  it.each([
    ['Maria@Loja.com.br', { kind: 'email', value: 'maria@loja.com.br' }],
    ['529.982.247-25', { kind: 'cpf', value: '52998224725' }],
    ['11.222.333/0001-81', { kind: 'cnpj', value: '11222333000181' }],
    ['12.ABC.345/01DE-35', { kind: 'cnpj', value: '12ABC34501DE35' }],
    ['AB123456', { kind: 'foreign', value: 'AB123456' }],
    ['maria@', { kind: 'invalid', message: 'Email ou CPF Invalido' }],
    ['529.982.247-24', { kind: 'invalid', message: 'Email ou CPF Invalido' }],
    ['11.222.333/0001-80', { kind: 'invalid', message: 'Email ou CPF Invalido' }],
    ['123', { kind: 'invalid', message: 'Email ou CPF Invalido' }],
  ])('%j is %j', (input, expected) => {
    expect(classifyLogin(input)).toEqual(expected);
  });
});

describe('other identifiers', () => {
  it('spec 3: a cpf of 14 characters means cnpj', () => {
    expect(documentKind('11222333000181')).toBe('cnpj');
    expect(documentKind('52998224725')).toBe('cpf');
  });

  it('spec 9: the empty identifier is all zeros', () => {
    expect(isEmptyId(EMPTY_ID)).toBe(true);
    expect(isEmptyId('0')).toBe(true);
    expect(isEmptyId('')).toBe(true);
    expect(isEmptyId(undefined)).toBe(true);
    expect(isEmptyId('5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10')).toBe(false);
  });

  it('spec 3: a CEP is kept without dashes', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
  });
});
