import type { ApiClient } from '@storefront/api/client';
import type { Usuario } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { classifyLogin } from '@storefront/domain/identifiers';
import type { LoginFailure, SessionStore } from './sessionStore';

function failureOf(error: unknown, step: 'user' | 'password'): LoginFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { kind: 'unavailable' };
  if (step === 'user') return { kind: 'invalidLogin' };
  if (error.status === 403 && /aprova/i.test(error.serverMessage ?? '')) return { kind: 'awaitingApproval', serverText: error.serverMessage };
  return { kind: 'credentials', serverText: error.serverMessage };
}

/**
 * spec 4 "Login": the user is looked up by login (email or document), then authenticated for the
 * active supplier. A registration awaiting approval ends unauthenticated. Returns whether it worked.
 */
export async function login(session: SessionStore, api: ApiClient, idfornecedor: string, credentials: { login: string; senha: string }): Promise<boolean> {
  const field = classifyLogin(credentials.login);
  if (field.kind === 'invalid') {
    Object.assign(session, { status: 'anonymous', failure: { kind: 'invalidLogin' } });
    return false;
  }
  session.failure = null;
  session.status = 'fetchingUser';
  let found: Usuario;
  try {
    found = await api.call('usuario', { params: { login: field.value } });
  } catch (error) {
    Object.assign(session, { status: 'anonymous', failure: failureOf(error, 'user') });
    return false;
  }
  session.status = 'authenticating';
  try {
    const usuario = await api.call('autenticar', {
      body: { cpf: found.cpf, senha: credentials.senha, idfornecedor, idcliente: found.idcliente, idcadastroextracliente: found.idcadastroextracliente, tokenOrigin: 'commerce' },
    });
    if (!usuario.cadastro_aprovado) {
      Object.assign(session, { status: 'anonymous', usuario: null, failure: { kind: 'awaitingApproval', serverText: undefined } });
      return false;
    }
    Object.assign(session, { status: 'authenticated', usuario, failure: null });
    return true;
  } catch (error) {
    Object.assign(session, { status: 'anonymous', failure: failureOf(error, 'password') });
    return false;
  }
}

/** A session kept from an earlier visit: the client is read again, a refusal leaves the shopper signed out. */
export async function resumeSession(session: SessionStore, api: ApiClient, saved: { idcliente: string; token: string }): Promise<void> {
  session.status = 'fetchingUser';
  try {
    const usuario = await api.call('cliente', { params: { idcliente: saved.idcliente } });
    Object.assign(session, { status: 'authenticated', usuario: { ...usuario, token: saved.token }, failure: null });
  } catch {
    Object.assign(session, { status: 'anonymous', usuario: null });
  }
}
