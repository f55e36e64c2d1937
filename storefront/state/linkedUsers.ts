import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { UsuarioVinculado } from '@storefront/api/endpoints';
import { ApiError, serverTextOf } from '@storefront/api/errors';
import { classifyLogin } from '@storefront/domain/identifiers';
import { isMainClient, linkedAccountsOf } from '@storefront/domain/linkedAccounts';
import { accessLinkUrl } from '@storefront/domain/loginToken';
import { phoneDigits, type ProfileForm } from '@storefront/domain/registration';
import { switchSessionClient } from './representative';
import type { Stores } from './stores';
import { supplierSegment } from './supplier';
import { useBound } from './context';

type Deps = Pick<Stores, 'session' | 'supplier' | 'cart' | 'checkout'>;

/* ---- Switching between linked client accounts ---- */

export interface AccountsState {
  /** The list of linked clients, asked afresh when the switcher opens (spec 7 `clientesVinculados`). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The account being switched to; `failed` when reading it failed. */
  switching: { idcliente: string; failed: boolean } | null;
}

export function createAccountsStore() {
  return proxy<AccountsState>({ status: 'idle', switching: null });
}

export type AccountsStore = ReturnType<typeof createAccountsStore>;

/**
 * spec 7 POST `clientes-vinculados` for the login's principal account: the fresh list replaces the
 * one the login brought. Skipped on a representative session (spec 6). A failure keeps the old list.
 */
export async function loadLinkedAccounts(store: AccountsStore, stores: Pick<Stores, 'session'>, api: ApiClient): Promise<void> {
  const { session } = stores;
  const usuario = session.usuario;
  if (session.representative || !usuario) return;
  const principal = linkedAccountsOf(session).find((a) => a.principal)?.id_usuario ?? usuario.idcliente;
  store.status = 'loading';
  try {
    const list = await api.call('clientesVinculados', { params: { idcliente: principal } });
    if (session.usuario?.idcliente !== usuario.idcliente) return;
    if (Array.isArray(list) && list.length > 0) session.usuario.listaClientesVinculados = list;
    store.status = 'loaded';
  } catch {
    store.status = 'failed';
  }
}

/**
 * spec 6: the client switches to another linked account. Each account keeps its own server cart: the
 * pending save of the current one goes first, then the other's cart is loaded. The token and the
 * list of linked accounts stay the login's.
 */
export async function switchAccount(store: AccountsStore, stores: Deps, api: ApiClient, idcliente: string): Promise<boolean> {
  const { session } = stores;
  const usuario = session.usuario;
  if (!usuario || session.representative || session.switching || usuario.idcliente === idcliente) return false;
  if (!linkedAccountsOf(session).some((a) => a.id_usuario === idcliente)) return false;
  store.switching = { idcliente, failed: false };
  const keep = { token: usuario.token, jwttoken: usuario.jwttoken, listaClientesVinculados: usuario.listaClientesVinculados };
  const switched = await switchSessionClient(stores, api, idcliente, keep);
  store.switching = switched ? null : { idcliente, failed: true };
  return switched;
}

/* ---- Linked users of a main client ---- */

/** A linked user: a login, by e-mail, that buys for the main client (spec 6). */
export type LinkedUser = UsuarioVinculado;

/** The platform's refusal of a new linked user, with its text when it sent one. */
type CreateFailure = { text: string | undefined };

export interface LinkedUsersState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  users: UsuarioVinculado[];
  creating: boolean;
  createFailure: CreateFailure | null;
  /** The e-mail of the user just created (announced, then the field is cleared). */
  created: string | null;
  /** The user whose deletion is on its way. */
  removing: string | null;
  /** The user whose deletion failed. */
  removeFailed: string | null;
  /** The user whose name and phone the form is open for. */
  editing: string | null;
  saving: boolean;
  /** Saving failed: the server's text of a refusal, none for an outage (spec 8's message then). */
  saveFailure: { text: string | undefined } | null;
  /** The e-mail of the user whose data was just saved (announced). */
  saved: string | null;
  /**
   * The access link being shown, for one user: asked for, made, or failed. It signs that user in, so it
   * lives only while shown (never persisted, never logged).
   */
  accessLink: { idUsuario: string; status: 'loading' | 'ready' | 'failed'; url: string | null } | null;
}

export function createLinkedUsersStore() {
  return proxy<LinkedUsersState>({
    status: 'idle',
    users: [],
    creating: false,
    createFailure: null,
    created: null,
    removing: null,
    removeFailed: null,
    editing: null,
    saving: false,
    saveFailure: null,
    saved: null,
    accessLink: null,
  });
}

export type LinkedUsersStore = ReturnType<typeof createLinkedUsersStore>;

/** `v1/app/usuario/{a}/{b}`: `{a}` the supplier, `{b}` the main client (see ASSUMPTIONS.md). */
function pathOf(stores: Pick<Stores, 'session' | 'supplier'>): { idfornecedor: string; idcliente: string } | null {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  const idcliente = stores.session.usuario?.idcliente;
  return idfornecedor && idcliente ? { idfornecedor, idcliente } : null;
}

/** The principal user first, then by e-mail. */
const byPrincipal = (users: readonly UsuarioVinculado[]) =>
  [...users].sort((a, b) => Number(b.principal) - Number(a.principal) || a.email.localeCompare(b.email, 'pt-BR'));

/**
 * spec 6 and 7 POST `v1/app/{apptoken}/usuario/{idcliente}/usuarios`: the main client's linked users.
 * The GET on `v1/app/usuario/{a}/{b}` answers the same list; it is asked only for access links (below).
 */
export async function loadLinkedUsers(store: LinkedUsersStore, stores: Pick<Stores, 'session'>, api: ApiClient): Promise<void> {
  const idcliente = stores.session.usuario?.idcliente;
  if (!idcliente || !isMainClient(stores.session)) return;
  store.status = 'loading';
  try {
    const users = await api.call('usuariosDoCliente', { params: { idcliente } });
    Object.assign(store, { status: 'loaded', users: byPrincipal(users) });
  } catch {
    Object.assign(store, { status: 'failed', users: [] });
  }
}

/**
 * spec 6: the main client creates a linked user by e-mail. The e-mail is checked first; a refusal
 * shows the server's text (spec 8 'Erro ao tentar cadastrar usuário' when it sends none).
 */
export async function createLinkedUser(store: LinkedUsersStore, stores: Pick<Stores, 'session' | 'supplier'>, api: ApiClient, email: string): Promise<boolean> {
  const params = pathOf(stores);
  if (!params || store.creating) return false;
  Object.assign(store, { created: null, saved: null });
  // The form checked the e-mail (validateLinkedUserEmail): anything else is never sent.
  const field = classifyLogin(email);
  if (field.kind !== 'email') return false;
  Object.assign(store, { creating: true, createFailure: null });
  try {
    const created = await api.call('criarUsuarioVinculado', { params, body: { email: field.value } });
    Object.assign(store, { users: byPrincipal([...store.users.filter((u) => u.id_usuario !== created.id_usuario), created]), created: created.email });
    return true;
  } catch (error) {
    store.createFailure = { text: serverTextOf(error) };
    return false;
  } finally {
    store.creating = false;
  }
}

/** A linked user the main client may change: listed, and not the principal (the main client's own login). */
function managedUser(store: LinkedUsersStore, idUsuario: string): UsuarioVinculado | undefined {
  const user = store.users.find((u) => u.id_usuario === idUsuario);
  return user && !user.principal ? user : undefined;
}

/** spec 6: deletes a linked user (after the screen's confirmation). The principal is never deleted. */
export async function deleteLinkedUser(store: LinkedUsersStore, stores: Pick<Stores, 'session' | 'supplier'>, api: ApiClient, idUsuario: string): Promise<boolean> {
  const params = pathOf(stores);
  if (!params || !managedUser(store, idUsuario) || store.removing) return false;
  Object.assign(store, { removing: idUsuario, removeFailed: null, created: null, saved: null });
  try {
    await api.call('excluirUsuarioVinculado', { params: { ...params, idusuario: idUsuario } });
    store.users = store.users.filter((u) => u.id_usuario !== idUsuario);
    return true;
  } catch {
    store.removeFailed = idUsuario;
    return false;
  } finally {
    store.removing = null;
  }
}

/** Opens the form for a linked user's name and phone (`null` closes it), with no old failure shown. */
export function editLinkedUser(store: LinkedUsersStore, idUsuario: string | null): void {
  if (store.saving) return;
  Object.assign(store, { editing: idUsuario !== null && managedUser(store, idUsuario) ? idUsuario : null, saveFailure: null });
}

/**
 * spec 6 and 7 PUT `v1/app/usuario/{id}`, body `{dadosUsuario}`: the main client saves the name and
 * phone of the linked user whose form is open (the form checks them first, `validateProfile`). Saved,
 * the form closes and the list shows the platform's answer; a refusal shows the server's text, an outage
 * spec 8's 'Erro tentando atualizado usuário. Tente novamente mais tarde'.
 */
export async function updateLinkedUser(store: LinkedUsersStore, stores: Pick<Stores, 'session'>, api: ApiClient, form: ProfileForm): Promise<boolean> {
  const user = store.editing === null ? undefined : managedUser(store, store.editing);
  if (!user || store.saving || !isMainClient(stores.session)) return false;
  Object.assign(store, { saving: true, saveFailure: null, saved: null, created: null });
  try {
    const saved = await api.call('atualizarUsuarioVinculado', {
      params: { idusuario: user.id_usuario },
      body: { dadosUsuario: { nome: form.nome.trim(), telefone: phoneDigits(form.telefone) } },
    });
    store.users = store.users.map((u) => (u.id_usuario === user.id_usuario ? { ...saved, id_usuario: u.id_usuario, principal: u.principal } : u));
    Object.assign(store, { editing: null, saved: user.email });
    return true;
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    store.saveFailure = { text: refused ? error.serverMessage : undefined };
    return false;
  } finally {
    store.saving = false;
  }
}

/** Whose access link is shown now: read after an answer, which the shopper may have closed meanwhile. */
const linkShownFor = (store: LinkedUsersStore) => store.accessLink?.idUsuario;

/**
 * spec 6 and 7 GET `v1/app/usuario/{a}/{b}?gerar_token_jwt`: an access link for a linked user, which
 * the main client sends them. It opens the supplier's login-token landing (spec 2) with the token the
 * platform made for that user (ASSUMPTIONS.md). Asked only when the main client asks for it; an answer
 * that arrives after the link was closed is dropped.
 */
export async function requestAccessLink(
  store: LinkedUsersStore,
  stores: Pick<Stores, 'session' | 'supplier'>,
  api: ApiClient,
  idUsuario: string,
  currentOrigin: string,
): Promise<boolean> {
  const params = pathOf(stores);
  const fornecedor = stores.supplier.fornecedor;
  const user = managedUser(store, idUsuario);
  if (!params || !fornecedor || !user || store.accessLink?.status === 'loading' || !isMainClient(stores.session)) return false;
  store.accessLink = { idUsuario, status: 'loading', url: null };
  let url: string | null = null;
  try {
    const answer = await api.call('usuariosVinculados', { params, query: { gerar_token_jwt: true } });
    const token = answer.find((u) => u.id_usuario === idUsuario)?.token;
    if (token) url = accessLinkUrl({ segment: supplierSegment(fornecedor), dominio: fornecedor.dominio }, { token, email: user.email }, currentOrigin);
  } catch {
    // Shown as failed below.
  }
  if (linkShownFor(store) !== idUsuario) return false;
  store.accessLink = url ? { idUsuario, status: 'ready', url } : { idUsuario, status: 'failed', url: null };
  return url !== null;
}

/** Closes the access link: the link, and the token in it, are forgotten. */
export function closeAccessLink(store: LinkedUsersStore): void {
  store.accessLink = null;
}

/** The linked accounts' and linked users' actions, bound to the app's stores and API client: screens and panels never hold either. */
export function useLinkedUserActions() {
  return useBound(({ stores, api }) => ({
    loadLinkedAccounts: (store: AccountsStore) => loadLinkedAccounts(store, stores, api),
    switchAccount: (store: AccountsStore, idcliente: string) => switchAccount(store, stores, api, idcliente),
    loadLinkedUsers: (store: LinkedUsersStore) => loadLinkedUsers(store, stores, api),
    createLinkedUser: (store: LinkedUsersStore, email: string) => createLinkedUser(store, stores, api, email),
    deleteLinkedUser: (store: LinkedUsersStore, idUsuario: string) => deleteLinkedUser(store, stores, api, idUsuario),
    updateLinkedUser: (store: LinkedUsersStore, form: ProfileForm) => updateLinkedUser(store, stores, api, form),
    requestAccessLink: (store: LinkedUsersStore, idUsuario: string, currentOrigin: string) =>
      requestAccessLink(store, stores, api, idUsuario, currentOrigin),
  }));
}
