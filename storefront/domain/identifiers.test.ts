import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../tests/support/documents';
import { classifyLogin, documentKind, isValidCnpj, isValidCpf, maskLoginAt, normalizeCep, recoveryId } from './identifiers';

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

  it('spec 3: a CEP is kept without dashes', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
  });
});

describe('spec 5: the login field masked as typed', () => {
  it.each([
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529 982 247 25', '529.982.247-25'],
    // Past 11 digits the same digits become a CNPJ.
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['529.982.247-251', '52.998.224/7251'],
    // More than 14 digits: a foreign document, digits only.
    ['112223330001810', '112223330001810'],
    // An alphanumeric CNPJ is punctuated once it is complete and valid (upper case).
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    ['12ABC34501DE3', '12ABC34501DE3'],
    ['12ABC34501DE36', '12ABC34501DE36'],
    // E-mails and foreign documents as typed.
    ['Maria@Exemplo.com.br', 'Maria@Exemplo.com.br'],
    ['AB123456', 'AB123456'],
    ['X-123/4', 'X-123/4'],
    ['123#4', '123#4'],
    ['', ''],
    [' ', ' '],
    // Digits masked before the @ came: the e-mail gets its digits back.
    ['119.876.543-21@exemplo.com.br', '11987654321@exemplo.com.br'],
    ['123.45@', '12345@'],
    // ...but an e-mail that merely has dots keeps them.
    ['1.2@exemplo.com', '1.2@exemplo.com'],
    ['maria.silva@exemplo.com', 'maria.silva@exemplo.com'],
    ['123456789012345.6@x.com', '123456789012345.6@x.com'],
  ])('%j shows as %j', (typed, shown) => {
    expect(maskLoginAt(typed, typed.length).value).toBe(shown);
  });

  it('never ends in a separator, so Backspace from the end empties any masked value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}$/), (digits) => {
        let { value } = maskLoginAt(digits, digits.length);
        expect(value).not.toMatch(/[.\-/]$/);
        let presses = 0;
        while (value !== '') {
          const next = maskLoginAt(value.slice(0, -1), value.length - 1);
          expect(next.value.length).toBeLessThan(value.length);
          value = next.value;
          presses += 1;
        }
        expect(presses).toBeLessThanOrEqual(digits.length);
      }),
    );
  });

  it('keeps the caret among the typed characters', () => {
    // Typing the 4th digit at the end: the caret goes past the inserted dot.
    expect(maskLoginAt('5299', 4)).toEqual({ value: '529.9', caret: 5 });
    // Deleting the first digit of a full CPF: the caret stays at the start.
    expect(maskLoginAt('29.982.247-25', 0)).toEqual({ value: '299.822.472-5', caret: 0 });
    // Deleting a digit in the middle: the caret stays after the digit before it.
    expect(maskLoginAt('529.92.247-25', 5)).toEqual({ value: '529.922.472-5', caret: 5 });
    // Backspace over a separator: nothing to delete, the caret steps over it.
    expect(maskLoginAt('529982.247-25', 3)).toEqual({ value: '529.982.247-25', caret: 3 });
    // The @ after masked digits keeps its place after the unmasked digits.
    expect(maskLoginAt('123.45@', 7)).toEqual({ value: '12345@', caret: 6 });
    // As typed: the caret is untouched.
    expect(maskLoginAt('maria@exemplo', 3)).toEqual({ value: 'maria@exemplo', caret: 3 });
  });

  it('spec 5: a password-recovery id has slashes removed', () => {
    expect(recoveryId('11.222.333/0001-81')).toBe('11222333000181');
    expect(recoveryId('Maria@Exemplo.com.br')).toBe('maria@exemplo.com.br');
    expect(recoveryId(' ab/cd ')).toBe('abcd');
  });
});
