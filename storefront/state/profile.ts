import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Preferencias, Usuario } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import { documentChars } from '@storefront/domain/identifiers';
import { phoneDigits, wantsRegistryLookup, type CredentialsForm, type ProfileForm, type RegistrationForm } from '@storefront/domain/registration';
import { signIn } from './account';
import type { Stores } from './stores';
import { useBound } from './context';

/*
 * Sign-up, the account page and the two update panels (spec 2 "Panels", spec 7 "User and session").
 * Each screen or panel makes its own store; the signed-in client itself lives in the session.
 */

/** A failure to show: the server's own text when it sent one for a refused request, otherwise the screen's message. */
interface Failure {
  serverText: string | undefined;
}

/** The server's text of a refusal (4xx); an outage (network, 5xx) gets the screen's own message instead. */
function failureOf(error: unknown): Failure {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return { serverText: refused ? error.serverMessage : undefined };
}

type Status<T extends string> = 'idle' | 'loading' | T;

/* ---- Terms of use ---- */

export interface TermsState {
  status: Status<'loaded' | 'failed'>;
  versao: string | null;
  html: string;
  /** The PUT `termos-uso` of the account page. */
  accept: Status<'accepted' | 'failed'>;
}

export function createTermsStore() {
  return proxy<TermsState>({ status: 'idle', versao: null, html: '', accept: 'idle' });
}

export type TermsStore = ReturnType<typeof createTermsStore>;

/** spec 7 `termouso`: the current terms, asked once (again after a failure). */
export async function loadTerms(terms: TermsStore, api: ApiClient): Promise<void> {
  if (terms.status === 'loading' || terms.status === 'loaded') return;
  terms.status = 'loading';
  try {
    const { versao, html } = await api.call('termosUso', {});
    Object.assign(terms, { status: 'loaded', versao, html });
  } catch {
    terms.status = 'failed';
  }
}

/** Whether the client accepted the terms now in force (`termosuso` holds the accepted version). */
export function termsAccepted(usuario: Pick<Usuario, 'termosuso'> | null, terms: Pick<TermsState, 'versao'>): boolean {
  return Boolean(usuario?.termosuso) && usuario?.termosuso === terms.versao;
}

/** spec 7 PUT `termos-uso`: the signed-in client accepts the loaded version; the session remembers it. */
export async function acceptTerms(stores: Pick<Stores, 'session' | 'supplier'>, api: ApiClient, terms: TermsStore): Promise<boolean> {
  const usuario = stores.session.usuario;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!usuario || !idfornecedor || !terms.versao) return false;
  terms.accept = 'loading';
  try {
    await api.call('aceitarTermos', { params: { idcliente: usuario.idcliente, idfornecedor }, body: { versao: terms.versao } });
    usuario.termosuso = terms.versao;
    terms.accept = 'accepted';
    return true;
  } catch {
    terms.accept = 'failed';
    return false;
  }
}

/* ---- Sign-up ---- */

export interface RegistrationState {
  /** spec 7 `dados-receita` for a CNPJ: the company name and its registry status. */
  registry: { status: Status<'found' | 'failed'>; documento: string; nome: string; situacao: string };
  /** `pending`: created, waiting for approval (still signed out); `signedIn`: approved and signed in. */
  status: Status<'pending' | 'signedIn' | 'created' | 'failed'>;
  failure: Failure | null;
}

export function createRegistrationStore() {
  return proxy<RegistrationState>({ registry: { status: 'idle', documento: '', nome: '', situacao: '' }, status: 'idle', failure: null });
}

export type RegistrationStore = ReturnType<typeof createRegistrationStore>;

/**
 * Looks a CNPJ up in the tax registry; returns the company name when found. A CPF or an invalid
 * document asks nothing. An answer for a document typed over in the meantime is dropped.
 */
export async function lookupTaxRegistry(registration: RegistrationStore, api: ApiClient, documento: string): Promise<string | null> {
  const doc = documentChars(documento);
  if (!wantsRegistryLookup(doc)) {
    registration.registry = { status: 'idle', documento: '', nome: '', situacao: '' };
    return null;
  }
  if (registration.registry.documento === doc && registration.registry.status !== 'failed') return registration.registry.status === 'found' ? registration.registry.nome : null;
  registration.registry = { status: 'loading', documento: doc, nome: '', situacao: '' };
  try {
    const { nome, situacao } = await api.call('dadosReceita', { params: { doc } });
    if (registration.registry.documento !== doc) return null;
    registration.registry = { status: 'found', documento: doc, nome, situacao };
    return nome;
  } catch {
    if (registration.registry.documento === doc) registration.registry = { status: 'failed', documento: doc, nome: '', situacao: '' };
    return null;
  }
}

/**
 * spec 7 POST `usuario` with the empty client id (spec 9: all zeros) and the supplier: a registration
 * awaiting approval ends signed out (spec 4 "Login"); an approved one signs in with the new credentials.
 */
export async function register(
  stores: Pick<Stores, 'supplier' | 'session' | 'cart' | 'checkout'>,
  api: ApiClient,
  registration: RegistrationStore,
  form: Omit<RegistrationForm, 'confirmacao' | 'termos'> & { termosuso: string | null },
): Promise<RegistrationState['status']> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor || registration.status === 'loading') return registration.status;
  Object.assign(registration, { status: 'loading', failure: null });
  let created: Usuario;
  try {
    created = await api.call('salvarUsuario', {
      params: { idcliente: EMPTY_ID },
      body: {
        cpf: documentChars(form.documento),
        nome: form.nome.trim(),
        email: form.email.trim(),
        telefone: phoneDigits(form.telefone),
        senha: form.senha,
        idfornecedor,
        ...(form.termosuso ? { termosuso: form.termosuso } : {}),
      },
    });
  } catch (error) {
    Object.assign(registration, { status: 'failed', failure: failureOf(error) });
    return 'failed';
  }
  if (!created.cadastro_aprovado) {
    registration.status = 'pending';
    return 'pending';
  }
  // Approved at once: in with the new credentials; if that fails the account exists and the login panel remains.
  registration.status = (await signIn(stores, api, { login: form.email.trim(), senha: form.senha })) ? 'signedIn' : 'created';
  return registration.status;
}

/* ---- Account page ---- */

export interface AccountState {
  /** spec 7 `get-configuracoes-cliente`. */
  config: { status: Status<'loaded' | 'failed'>; preferencias: Preferencias | null };
  /** spec 7 `enviar-verificacao` by e-mail. */
  verification: { status: Status<'sent' | 'failed'>; failure: Failure | null };
}

export function createAccountStore() {
  return proxy<AccountState>({ config: { status: 'idle', preferencias: null }, verification: { status: 'idle', failure: null } });
}

export type AccountStore = ReturnType<typeof createAccountStore>;

/** The client as the platform has it now (credit limit, accepted terms), the session's token kept. */
async function refreshClient(stores: Pick<Stores, 'session'>, api: ApiClient, idcliente: string): Promise<void> {
  try {
    const fresh = await api.call('cliente', { params: { idcliente } });
    const usuario = stores.session.usuario;
    // Another client may be in by now (a switch, a logout): the answer is not theirs.
    if (usuario?.idcliente === idcliente) stores.session.usuario = { ...usuario, ...fresh, token: usuario.token, jwttoken: usuario.jwttoken ?? fresh.jwttoken };
  } catch {
    // The session's copy stays; the page shows it.
  }
}

/** The account page's data: the client again, their configuration and the terms in force. */
export async function loadAccount(stores: Pick<Stores, 'session'>, api: ApiClient, account: AccountStore, terms: TermsStore): Promise<void> {
  const idcliente = stores.session.usuario?.idcliente;
  if (!idcliente) return;
  account.config.status = 'loading';
  const config = api.call('configuracoesCliente', { params: { idcliente } }).then(
    ({ preferencias }) => {
      account.config = { status: 'loaded', preferencias };
    },
    () => {
      account.config = { status: 'failed', preferencias: null };
    },
  );
  await Promise.all([refreshClient(stores, api, idcliente), config, loadTerms(terms, api)]);
}

/** spec 7 `enviar-verificacao`: a verification e-mail, from the storefront (`fonte` commerce). */
export async function sendVerification(stores: Pick<Stores, 'session' | 'supplier'>, api: ApiClient, account: AccountStore): Promise<boolean> {
  const idcliente = stores.session.usuario?.idcliente;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idcliente || !idfornecedor) return false;
  account.verification = { status: 'loading', failure: null };
  try {
    await api.call('enviarVerificacao', { query: { canal: 'EMAIL', idcliente, idfornecedor, fonte: 'commerce' } });
    account.verification = { status: 'sent', failure: null };
    return true;
  } catch (error) {
    account.verification = { status: 'failed', failure: failureOf(error) };
    return false;
  }
}

/* ---- Update panels ---- */

export interface ProfileUpdateState {
  status: Status<'saved' | 'failed'>;
  failure: Failure | null;
}

export function createProfileUpdateStore() {
  return proxy<ProfileUpdateState>({ status: 'idle', failure: null });
}

export type ProfileUpdateStore = ReturnType<typeof createProfileUpdateStore>;

/** The saved client into the session: the token is the session's, not part of the answer. */
function keepSession(stores: Pick<Stores, 'session'>, saved: Usuario): void {
  const usuario = stores.session.usuario;
  if (usuario?.idcliente === saved.idcliente) stores.session.usuario = { ...usuario, ...saved, token: usuario.token, jwttoken: usuario.jwttoken };
}

/** spec 2 "update registration": POST `usuario` under the client's id; success 'Cadastro atualizado' (spec 8). */
export async function updateRegistration(stores: Pick<Stores, 'session' | 'supplier'>, api: ApiClient, update: ProfileUpdateStore, form: ProfileForm): Promise<boolean> {
  const usuario = stores.session.usuario;
  if (!usuario || update.status === 'loading') return false;
  Object.assign(update, { status: 'loading', failure: null });
  try {
    const saved = await api.call('salvarUsuario', {
      params: { idcliente: usuario.idcliente },
      body: { idcliente: usuario.idcliente, nome: form.nome.trim(), telefone: phoneDigits(form.telefone), idfornecedor: stores.supplier.fornecedor?.idfornecedor },
    });
    keepSession(stores, saved);
    update.status = 'saved';
    return true;
  } catch (error) {
    Object.assign(update, { status: 'failed', failure: failureOf(error) });
    return false;
  }
}

/**
 * spec 2 "update user (email and password)": the current password is checked by authenticating again
 * (spec 7 `autenticar`), then POST `usuario` saves the new e-mail and/or password (ASSUMPTIONS.md).
 */
export async function updateCredentials(
  stores: Pick<Stores, 'session' | 'supplier'>,
  api: ApiClient,
  update: ProfileUpdateStore,
  form: CredentialsForm,
): Promise<boolean> {
  const usuario = stores.session.usuario;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!usuario || !idfornecedor || update.status === 'loading') return false;
  Object.assign(update, { status: 'loading', failure: null });
  try {
    const checked = await api.call('autenticar', {
      body: { cpf: usuario.cpf, senha: form.senhaAtual, idfornecedor, idcliente: usuario.idcliente, idcadastroextracliente: usuario.idcadastroextracliente, tokenOrigin: 'commerce' },
    });
    const email = form.email.trim();
    const saved = await api.call('salvarUsuario', {
      params: { idcliente: usuario.idcliente },
      body: { idcliente: usuario.idcliente, ...(email && email.toLowerCase() !== usuario.email.toLowerCase() ? { email } : {}), ...(form.senha ? { senha: form.senha } : {}) },
    });
    keepSession(stores, saved);
    // A platform that turns the token over on authentication: the new one is the session's now.
    const current = stores.session.usuario;
    if (current && checked.token) Object.assign(current, { token: checked.token, jwttoken: checked.jwttoken ?? current.jwttoken });
    update.status = 'saved';
    return true;
  } catch (error) {
    Object.assign(update, { status: 'failed', failure: failureOf(error) });
    return false;
  }
}

/** Sign-up's, the account page's and the update panels' actions, bound to the app's stores and API client: screens never hold either. */
export function useProfileActions() {
  return useBound(({ stores, api }) => ({
    loadTerms: (terms: TermsStore) => loadTerms(terms, api),
    acceptTerms: (terms: TermsStore) => acceptTerms(stores, api, terms),
    lookupTaxRegistry: (registration: RegistrationStore, documento: string) => lookupTaxRegistry(registration, api, documento),
    register: (registration: RegistrationStore, form: Omit<RegistrationForm, 'confirmacao' | 'termos'> & { termosuso: string | null }) =>
      register(stores, api, registration, form),
    loadAccount: (account: AccountStore, terms: TermsStore) => loadAccount(stores, api, account, terms),
    sendVerification: (account: AccountStore) => sendVerification(stores, api, account),
    updateRegistration: (update: ProfileUpdateStore, form: ProfileForm) => updateRegistration(stores, api, update, form),
    updateCredentials: (update: ProfileUpdateStore, form: CredentialsForm) => updateCredentials(stores, api, update, form),
  }));
}
