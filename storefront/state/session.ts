import type { ApiClient } from '@storefront/api/client';
import type { Usuario } from '@storefront/api/endpoints';
import { ApiError, serverTextOf } from '@storefront/api/errors';
import { heldForReview } from '@storefront/domain/gates';
import { classifyLogin } from '@storefront/domain/identifiers';
import { withTokenInCookie, type ClientCookie } from '@storefront/domain/session';
import { initialSession, type LoginFailure, type SessionStore } from './sessionStore';

function failureOf(error: unknown, step: 'user' | 'password'): LoginFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { kind: 'unavailable' };
  if (step === 'user') return { kind: 'invalidLogin' };
  if (error.status === 403 && /aprova/i.test(error.serverMessage ?? '')) return { kind: 'awaitingApproval', serverText: error.serverMessage };
  return { kind: 'credentials', serverText: error.serverMessage, unknownUser: error.status === 401 };
}

/** A user the session can stand on: an id and the platform's token (a 2xx without them is not a login). */
const isUsable = (usuario: Partial<Usuario> | null | undefined): usuario is Usuario & { token: string } =>
  Boolean(usuario && typeof usuario.idcliente === 'string' && usuario.idcliente && typeof usuario.token === 'string' && usuario.token);

/** The session right after a sign-in: nothing of an earlier, expired or failed one left. */
function signedIn(session: SessionStore, fields: { usuario: Usuario | null; representative?: Usuario | null }): void {
  // One object: the status goes straight to authenticated, never through anonymous.
  Object.assign(session, { ...initialSession(), status: 'authenticated', representative: null, ...fields });
}

function failed(session: SessionStore, failure: LoginFailure): false {
  Object.assign(session, { status: 'anonymous', usuario: null, representative: null, failure });
  return false;
}

/**
 * spec 4 "Login" steps shared by clients and representatives: the user is looked up by login (email
 * or document), then authenticated for the active supplier through `call`. The authenticated user, or
 * false after the failure was recorded.
 */
async function authenticate(
  session: SessionStore,
  api: ApiClient,
  idfornecedor: string,
  credentials: { login: string; senha: string },
  call: 'autenticar' | 'autenticarRepresentante',
): Promise<(Usuario & { token: string }) | false> {
  const field = classifyLogin(credentials.login);
  if (field.kind === 'invalid') return failed(session, { kind: 'invalidLogin' });
  Object.assign(session, { failure: null, status: 'fetchingUser' });
  let found: Usuario;
  try {
    found = await api.call('usuario', { params: { login: field.value } });
  } catch (error) {
    return failed(session, failureOf(error, 'user'));
  }
  session.status = 'authenticating';
  let usuario: Usuario;
  try {
    usuario = await api.call(call, {
      body: {
        cpf: found.cpf,
        senha: credentials.senha,
        idfornecedor,
        idcliente: found.idcliente,
        idcadastroextracliente: found.idcadastroextracliente,
        tokenOrigin: 'commerce',
        ...(call === 'autenticarRepresentante' ? { loginAsRepresentante: true } : {}),
      },
    });
  } catch (error) {
    return failed(session, failureOf(error, 'password'));
  }
  // spec 8: a 2xx that brings no user or no token cannot sign anyone in.
  if (!isUsable(usuario)) return failed(session, { kind: 'unusable' });
  return usuario;
}

/** spec 5 and 6: approval matters only where the supplier's tags ask for it (block-not-approved-user, support-budget). */
const heldBack = (usuario: Pick<Usuario, 'cadastro_aprovado'>, tags: readonly string[]) => heldForReview(tags, { authenticated: true, approved: usuario.cadastro_aprovado });

/**
 * spec 4 "Login": the user is looked up by login (email or document), then authenticated for the
 * active supplier. An unapproved client is held back (ends unauthenticated, 'Seu cadastro já foi
 * confirmado e aguarda aprovação') only at a supplier whose tags ask for approval; elsewhere she signs
 * in (restrict-not-approved-user-submission then only keeps her from submitting). Returns whether it worked.
 */
export async function login(session: SessionStore, api: ApiClient, idfornecedor: string, credentials: { login: string; senha: string }, tags: readonly string[] = []): Promise<boolean> {
  const usuario = await authenticate(session, api, idfornecedor, credentials, 'autenticar');
  if (!usuario) return false;
  if (heldBack(usuario, tags)) return failed(session, { kind: 'awaitingApproval', serverText: undefined });
  signedIn(session, { usuario });
  return true;
}


/**
 * spec 6: a representative logs in through the separate authentication (`loginAsRepresentante`). The
 * session is theirs, acting for no client yet (`usuario` null) until they choose one in the client list.
 */
export async function loginRepresentative(session: SessionStore, api: ApiClient, idfornecedor: string, credentials: { login: string; senha: string }): Promise<boolean> {
  const representative = await authenticate(session, api, idfornecedor, credentials, 'autenticarRepresentante');
  if (!representative) return false;
  signedIn(session, { usuario: null, representative });
  return true;
}

/** A refusal by the platform (the session is gone), as opposed to not reaching it. */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * A session kept from an earlier visit (the server's session cookie, domain/session): the client is
 * read again. A refusal (401/403) is an expired session (spec 8 'Sessão expirada, efetue login
 * novamente'); any other failure leaves the shopper signed out without that message. The token stays
 * in its cookie: the session holds the stand-in, as after a login through the storefront server.
 */
export async function resumeSession(session: SessionStore, api: ApiClient, client: ClientCookie): Promise<void> {
  session.status = 'fetchingUser';
  try {
    const usuario = await api.call('cliente', { params: { idcliente: client.idcliente } });
    signedIn(session, { usuario: withTokenInCookie({ ...usuario, ...(client.idapikeys ? { idapikeys: client.idapikeys } : {}) }) });
  } catch (error) {
    Object.assign(session, { ...initialSession(), expired: isRefusal(error) });
  }
}

/** How the login-token landing ended (spec 8 has one message for a refused token, one for a failure). */
export type TokenLoginResult = 'ok' | 'refused' | 'unavailable';

/**
 * spec 2 `/{supplier}/login-token/{token}/{email}`: the token another supplier's site handed over is
 * exchanged for the session (the assumed `loginToken` call, ASSUMPTIONS.md).
 */
export async function exchangeLoginToken(
  session: SessionStore,
  api: ApiClient,
  idfornecedor: string,
  link: { token: string; email: string },
  tags: readonly string[] = [],
): Promise<TokenLoginResult> {
  Object.assign(session, { ...initialSession(), status: 'authenticating' });
  try {
    const usuario = await api.call('loginToken', { body: { token: link.token, email: link.email, idfornecedor } });
    if (!isUsable(usuario) || heldBack(usuario, tags)) {
      session.status = 'anonymous';
      return 'refused';
    }
    signedIn(session, { usuario });
    return 'ok';
  } catch (error) {
    session.status = 'anonymous';
    return error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'refused' : 'unavailable';
  }
}

/** spec 8: the API-key login failed: the platform's text, when it sent one ('Erro ao obter cliente!' otherwise). */
export type ApiKeyLoginResult = { ok: true } | { ok: false; serverText: string | undefined };

/**
 * spec 2, 6 and 7 `v4/api-key/login`: signs in by an API key and an ERP user id for the active supplier.
 * The key is sent once and kept nowhere.
 */
export async function loginWithApiKey(session: SessionStore, api: ApiClient, idfornecedor: string, key: { apiKey: string; idErpUsuario: string }): Promise<ApiKeyLoginResult> {
  // A refused key leaves whoever was signed in as they were.
  const before = session.status;
  session.status = 'authenticating';
  try {
    const usuario = await api.call('loginApiKey', { body: { apiKey: key.apiKey, idErpUsuario: key.idErpUsuario, idFornecedor: idfornecedor } });
    if (!isUsable(usuario)) {
      session.status = before;
      return { ok: false, serverText: undefined };
    }
    signedIn(session, { usuario });
    return { ok: true };
  } catch (error) {
    session.status = before;
    return { ok: false, serverText: serverTextOf(error) };
  }
}
