import { compact, type Problems } from './forms';
import { classifyLogin, documentChars, isValidCnpj, isValidCpf } from './identifiers';

/*
 * The rules of the user forms: sign-up, registration update and e-mail/password change. Spec 5 leaves
 * "other bounds of user forms" unshown; the bounds here are ours (storefront/api/ASSUMPTIONS.md).
 */

/** Our bound: a password of at least 6 characters (the platform's own rule is not shown). */
export const PASSWORD_MIN_LENGTH = 6;

/** What is wrong with one field; the screens turn each into a Portuguese message. */
export type FieldProblem = 'required' | 'invalidDocument' | 'invalidEmail' | 'invalidPhone' | 'shortPassword' | 'passwordMismatch' | 'termsRequired' | 'nothingToChange';

/** The sign-up form, in the order the fields are shown (the first invalid one gets the focus). */
export interface RegistrationForm {
  documento: string;
  nome: string;
  email: string;
  telefone: string;
  senha: string;
  confirmacao: string;
  termos: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An e-mail address: something, an @, a domain with a dot.
 * @internal exported for its test; the forms take validateRegistration, validateProfile and validateCredentials
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A Brazilian phone's digits: area code and number, the country code 55 dropped. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
}

/**
 * Landline (10 digits) or mobile (11), with an area code that does not start with 0.
 * @internal exported for its test
 */
export function isValidPhone(value: string): boolean {
  return /^[1-9]\d{9,10}$/.test(phoneDigits(value));
}

/**
 * A CPF or a CNPJ (numeric or alphanumeric), as sent: letters and digits only.
 * @internal exported for its test
 */
export function isValidDocument(value: string): boolean {
  const chars = documentChars(value);
  return chars.length === 14 ? isValidCnpj(chars) : isValidCpf(chars);
}

/** A CNPJ's company name comes from the tax registry (spec 7 `dados-receita`): asked only for a valid CNPJ. */
export function wantsRegistryLookup(documento: string): boolean {
  const chars = documentChars(documento);
  return chars.length === 14 && isValidCnpj(chars);
}

function passwordProblem(senha: string): FieldProblem | undefined {
  if (!senha) return 'required';
  return senha.length < PASSWORD_MIN_LENGTH ? 'shortPassword' : undefined;
}

export function validateRegistration(form: RegistrationForm): Problems<RegistrationForm, FieldProblem> {
  return compact<RegistrationForm, FieldProblem>([
    ['documento', !form.documento.trim() ? 'required' : isValidDocument(form.documento) ? undefined : 'invalidDocument'],
    ['nome', form.nome.trim() ? undefined : 'required'],
    ['email', !form.email.trim() ? 'required' : isValidEmail(form.email) ? undefined : 'invalidEmail'],
    ['telefone', !form.telefone.trim() ? 'required' : isValidPhone(form.telefone) ? undefined : 'invalidPhone'],
    ['senha', passwordProblem(form.senha)],
    ['confirmacao', !form.confirmacao ? 'required' : form.confirmacao === form.senha ? undefined : 'passwordMismatch'],
    ['termos', form.termos ? undefined : 'termsRequired'],
  ]);
}

/** The registration update: the name is required; a phone, when given, must be valid. */
export interface ProfileForm {
  nome: string;
  telefone: string;
}

/** A user's name and phone as the form starts from them (the phone as people read it). */
export function profileFormOf(user: { readonly nome?: string; readonly telefone?: string } | null | undefined): ProfileForm {
  return { nome: user?.nome ?? '', telefone: user?.telefone ? formatPhone(user.telefone) : '' };
}

export function validateProfile(form: ProfileForm): Problems<ProfileForm, FieldProblem> {
  return compact<ProfileForm, FieldProblem>([
    ['nome', form.nome.trim() ? undefined : 'required'],
    ['telefone', !form.telefone.trim() || isValidPhone(form.telefone) ? undefined : 'invalidPhone'],
  ]);
}

/** The sign-in (spec 4 "Login"): both fields are asked for; the platform judges the rest. */
export interface SignInForm {
  login: string;
  senha: string;
}

export function validateSignIn(form: SignInForm): Problems<SignInForm, FieldProblem> {
  return compact<SignInForm, FieldProblem>([
    ['login', form.login.trim() ? undefined : 'required'],
    ['senha', form.senha ? undefined : 'required'],
  ]);
}

/** The password recovery asks for the login only (spec 5). */
export function validateRecovery(form: Pick<SignInForm, 'login'>): Problems<Pick<SignInForm, 'login'>, FieldProblem> {
  return compact<Pick<SignInForm, 'login'>, FieldProblem>([['login', form.login.trim() ? undefined : 'required']]);
}

/** A linked user is created by e-mail alone (spec 6): it must read as a login e-mail. */
export function validateLinkedUserEmail(form: { email: string }): Problems<{ email: string }, 'invalidEmail'> {
  return compact<{ email: string }, 'invalidEmail'>([['email', classifyLogin(form.email).kind === 'email' ? undefined : 'invalidEmail']]);
}

/** The e-mail and password change: the current password, then a new e-mail, a new password, or both. */
export interface CredentialsForm {
  senhaAtual: string;
  email: string;
  senha: string;
  confirmacao: string;
}

export function validateCredentials(form: CredentialsForm, currentEmail: string): Problems<CredentialsForm, FieldProblem> {
  const newEmail = form.email.trim() !== '' && form.email.trim().toLowerCase() !== currentEmail.toLowerCase();
  const nothing = !newEmail && !form.senha && !form.confirmacao;
  return compact<CredentialsForm, FieldProblem>([
    ['senhaAtual', form.senhaAtual ? undefined : 'required'],
    ['email', nothing ? 'nothingToChange' : form.email.trim() && !isValidEmail(form.email) ? 'invalidEmail' : undefined],
    ['senha', form.senha || form.confirmacao ? passwordProblem(form.senha) : undefined],
    ['confirmacao', form.senha && form.confirmacao !== form.senha ? (form.confirmacao ? 'passwordMismatch' : 'required') : undefined],
  ]);
}

/** A document as people read it: 000.000.000-00 or 00.000.000/0000-00 (letters kept in an alphanumeric CNPJ). */
export function formatDocument(value: string): string {
  const chars = documentChars(value);
  if (chars.length === 11) return `${chars.slice(0, 3)}.${chars.slice(3, 6)}.${chars.slice(6, 9)}-${chars.slice(9)}`;
  if (chars.length === 14) return `${chars.slice(0, 2)}.${chars.slice(2, 5)}.${chars.slice(5, 8)}/${chars.slice(8, 12)}-${chars.slice(12)}`;
  return value;
}

/** A phone as people read it: (11) 98765-4321 or (11) 3456-7890. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (!isValidPhone(digits)) return value;
  const split = digits.length - 4;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}
