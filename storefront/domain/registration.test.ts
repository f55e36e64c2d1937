import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../tests/support/documents';
import { firstInvalid } from './forms';
import {
  validateLinkedUserEmail,
  validateRecovery,
  validateSignIn,
  formatDocument,
  formatPhone,
  isValidDocument,
  isValidEmail,
  isValidPhone,
  PASSWORD_MIN_LENGTH,
  phoneDigits,
  profileFormOf,
  validateCredentials,
  validateProfile,
  validateRegistration,
  wantsRegistryLookup,
  type RegistrationForm,
} from './registration';

const CNPJ = withCheckDigits('112223330001'); // 11222333000181
const ALPHA_CNPJ = withCheckDigits('12ABC3450001');
const CPF = '52998224725';

const valid: RegistrationForm = {
  documento: '529.982.247-25',
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  telefone: '(11) 98765-4321',
  senha: 'segredo1',
  confirmacao: 'segredo1',
  termos: true,
};

describe('documents', () => {
  it.each([
    [CPF, true],
    ['529.982.247-25', true],
    ['529.982.247-24', false],
    [CNPJ, true],
    ['11.222.333/0001-81', true],
    [ALPHA_CNPJ, true],
    [ALPHA_CNPJ.toLowerCase(), true],
    ['11222333000182', false],
    ['123', false],
    ['', false],
  ])('%s is a document: %s', (value, expected) => {
    expect(isValidDocument(value)).toBe(expected);
  });

  it('asks the tax registry only for a valid CNPJ', () => {
    expect(wantsRegistryLookup(CNPJ)).toBe(true);
    expect(wantsRegistryLookup(ALPHA_CNPJ)).toBe(true);
    expect(wantsRegistryLookup(CPF)).toBe(false);
    expect(wantsRegistryLookup('11222333000182')).toBe(false);
  });

  it('formats CPF and CNPJ (alphanumeric included), leaves anything else as typed', () => {
    expect(formatDocument(CPF)).toBe('529.982.247-25');
    expect(formatDocument(CNPJ)).toBe('11.222.333/0001-81');
    expect(formatDocument(ALPHA_CNPJ)).toBe(`12.ABC.345/0001-${ALPHA_CNPJ.slice(12)}`);
    expect(formatDocument('AB-12')).toBe('AB-12');
  });

  it('every CPF base with its check digits is valid, and formatting keeps it valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        fc.pre(!/^(.)\1*$/.test(base));
        const cpf = withCheckDigits(base);
        expect(isValidDocument(formatDocument(cpf))).toBe(true);
      }),
    );
  });
});

describe('e-mail and phone', () => {
  it.each([
    ['ana@exemplo.com.br', true],
    ['  ana@exemplo.com ', true],
    ['ana@exemplo', false],
    ['ana exemplo@x.com', false],
    ['', false],
  ])('%s is an e-mail: %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it.each([
    ['(11) 98765-4321', true, '11987654321'],
    ['11 3456-7890', true, '1134567890'],
    ['+55 11 98765-4321', true, '11987654321'],
    ['5511987654321', true, '11987654321'],
    ['(01) 3456-7890', false, '0134567890'],
    ['98765-4321', false, '987654321'],
    ['', false, ''],
  ])('%s is a phone: %s (%s)', (value, expected, digits) => {
    expect(isValidPhone(value)).toBe(expected);
    expect(phoneDigits(value)).toBe(digits);
  });

  it('formats mobiles and landlines, leaves an invalid phone as typed', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 (11) 3456-7890')).toBe('(11) 3456-7890');
    expect(formatPhone('123')).toBe('123');
  });
});

describe('validateRegistration', () => {
  it('a complete form has no problem', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, documento: ALPHA_CNPJ })).toEqual({});
  });

  it('an empty form: every field required, the terms to accept', () => {
    const empty = { documento: ' ', nome: '', email: '', telefone: '', senha: '', confirmacao: '', termos: false };
    expect(validateRegistration(empty)).toEqual({
      documento: 'required',
      nome: 'required',
      email: 'required',
      telefone: 'required',
      senha: 'required',
      confirmacao: 'required',
      termos: 'termsRequired',
    });
  });

  it('names what is wrong with each filled field', () => {
    expect(
      validateRegistration({ ...valid, documento: '111.111.111-11', email: 'ana@', telefone: '1234', senha: 'a'.repeat(PASSWORD_MIN_LENGTH - 1), confirmacao: 'outra' }),
    ).toEqual({ documento: 'invalidDocument', email: 'invalidEmail', telefone: 'invalidPhone', senha: 'shortPassword', confirmacao: 'passwordMismatch' });
  });

  it('the focus goes to the first invalid field in the order shown', () => {
    const order = ['documento', 'nome', 'email', 'telefone', 'senha', 'confirmacao', 'termos'] as const;
    expect(firstInvalid(order, validateRegistration({ ...valid, telefone: '', termos: false }))).toBe('telefone');
    expect(firstInvalid(order, validateRegistration(valid))).toBeUndefined();
  });
});

describe('validateProfile', () => {
  it('requires the name; a phone is optional but must be valid when given', () => {
    expect(validateProfile({ nome: 'Maria', telefone: '' })).toEqual({});
    expect(validateProfile({ nome: 'Maria', telefone: '11 98765-4321' })).toEqual({});
    expect(validateProfile({ nome: ' ', telefone: '12' })).toEqual({ nome: 'required', telefone: 'invalidPhone' });
  });

  it('starts from the user as they are, the phone as people read it', () => {
    expect(profileFormOf({ nome: 'Maria', telefone: '11987654321' })).toEqual({ nome: 'Maria', telefone: '(11) 98765-4321' });
    expect(profileFormOf({ nome: 'Maria' })).toEqual({ nome: 'Maria', telefone: '' });
    expect(profileFormOf(null)).toEqual({ nome: '', telefone: '' });
  });
});

describe('validateCredentials', () => {
  const current = 'maria@exemplo.com.br';
  const base = { senhaAtual: 'demo1234', email: '', senha: '', confirmacao: '' };

  it('needs the current password and something to change', () => {
    expect(validateCredentials({ ...base, senhaAtual: '' }, current)).toEqual({ senhaAtual: 'required', email: 'nothingToChange' });
    // The same e-mail (any case) is no change.
    expect(validateCredentials({ ...base, email: 'Maria@Exemplo.com.br' }, current)).toEqual({ email: 'nothingToChange' });
  });

  it('a new e-mail alone, or a new password alone, is enough', () => {
    expect(validateCredentials({ ...base, email: 'maria.silva@exemplo.com.br' }, current)).toEqual({});
    expect(validateCredentials({ ...base, senha: 'nova-senha', confirmacao: 'nova-senha' }, current)).toEqual({});
  });

  it('checks the new e-mail, the new password and its confirmation', () => {
    expect(validateCredentials({ ...base, email: 'maria@', senha: 'abc', confirmacao: 'abd' }, current)).toEqual({
      email: 'invalidEmail',
      senha: 'shortPassword',
      confirmacao: 'passwordMismatch',
    });
    expect(validateCredentials({ ...base, senha: 'nova-senha' }, current)).toEqual({ confirmacao: 'required' });
    expect(validateCredentials({ ...base, confirmacao: 'nova-senha' }, current)).toEqual({ senha: 'required' });
  });
});

describe('validateSignIn and validateRecovery', () => {
  it.each<[string, { login: string; senha: string }, ReturnType<typeof validateSignIn>]>([
    ['both given', { login: '123.456.789-09', senha: 'segredo' }, {}],
    ['nothing given', { login: '', senha: '' }, { login: 'required', senha: 'required' }],
    ['a login of spaces', { login: '   ', senha: 'segredo' }, { login: 'required' }],
    ['a password of spaces is a password', { login: 'ana', senha: '  ' }, {}],
  ])('%s', (_, form, problems) => {
    expect(validateSignIn(form)).toEqual(problems);
    expect(validateRecovery({ login: form.login })).toEqual(problems.login ? { login: problems.login } : {});
  });
});

describe('validateLinkedUserEmail', () => {
  it.each([
    [' Ana.Compras@Exemplo.com.br ', {}],
    ['ana@', { email: 'invalidEmail' }],
    ['', { email: 'invalidEmail' }],
    ['123.456.789-09', { email: 'invalidEmail' }],
  ])('%j', (email, problems) => {
    expect(validateLinkedUserEmail({ email })).toEqual(problems);
  });
});
