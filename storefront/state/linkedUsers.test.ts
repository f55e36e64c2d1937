import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo, Usuario } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity, loadCart } from './cart';
import {
  createAccountsStore,
  createLinkedUser,
  createLinkedUsersStore,
  closeAccessLink,
  deleteLinkedUser,
  editLinkedUser,
  loadLinkedAccounts,
  loadLinkedUsers,
  requestAccessLink,
  switchAccount,
  updateLinkedUser,
} from './linkedUsers';
import { isMainClient } from '@storefront/domain/linkedAccounts';
import { exchangeLoginToken, login } from './session';
import { createSessionStore } from './sessionStore';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(who = 'compras@bomdia.com.br') {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor, accounts: createAccountsStore(), users: createLinkedUsersStore() };
}

const usuario = (idcliente: string, lista?: Usuario['listaClientesVinculados']): Usuario => ({
  idcliente,
  nome: idcliente,
  email: `${idcliente}@exemplo.com.br`,
  cpf: '52998224725',
  cadastro_aprovado: true,
  ...(lista ? { listaClientesVinculados: lista } : {}),
});

function product(idfornecedor: string, id: string): ProdutoCatalogo {
  const found = mock.db.productOf(idfornecedor, id);
  if (!found) throw new TypeError(`no product ${id}`);
  return found;
}
const linesOf = (stores: ReturnType<typeof createStores>) => stores.cart.lines.map((l) => [l.product.idproduto, l.quantity]);

describe('switching between linked client accounts (spec 6, 7)', () => {
  it("asks the platform for the login's linked clients, for the principal account", async () => {
    const { stores, api, accounts } = await signedIn();
    await loadLinkedAccounts(accounts, stores, api);
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/v1/app/app/usuario/c-mercado/clientes-vinculados']);
    expect(accounts.status).toBe('loaded');
    expect(stores.session.usuario?.listaClientesVinculados?.map((a) => a.id_usuario)).toEqual(['c-mercado', 'c-mercado-filial']);
  });

  it('does not load linked clients on a representative session', async () => {
    const { stores, api, accounts } = await signedIn();
    stores.session.representative = usuario('c-rep');
    await loadLinkedAccounts(accounts, stores, api);
    expect(await switchAccount(accounts, stores, api, 'c-mercado-filial')).toBe(false);
    expect(seen).toHaveLength(0);
    expect(accounts.status).toBe('idle');
  });

  it("keeps each account's own cart: the pending save goes to the account left, the other's server cart loads", async () => {
    const { stores, api, accounts, idfornecedor } = await signedIn();
    mock.db.saveCart('c-mercado-filial', idfornecedor, [{ idproduto: 'demo-arroz-3', quantidade: 4, embalarParaPresente: false }]);
    await loadCart(stores.cart, cartContextFor(api, stores));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    changeQuantity(stores.cart, cartContextFor(api, stores), product(idfornecedor, 'demo-arroz-1'), { type: 'INC' });
    vi.useRealTimers();

    const switching = switchAccount(accounts, stores, api, 'c-mercado-filial');
    expect(stores.session.switching).toBe(true);
    expect(accounts.switching).toEqual({ idcliente: 'c-mercado-filial', failed: false });
    expect(await switching).toBe(true);
    expect(stores.session.switching).toBe(false);
    expect(accounts.switching).toBeNull();
    expect(mock.db.cart('c-mercado', idfornecedor).produtosSelecionados.map((p) => [p.idproduto, p.quantidade])).toEqual([['demo-arroz-1', 1]]);
    expect(stores.session.usuario).toMatchObject({ idcliente: 'c-mercado-filial', nome: 'Mercadinho Bom Dia (filial)', token: 'token-c-mercado' });
    // The login's list stays, to switch back.
    expect(stores.session.usuario?.listaClientesVinculados).toHaveLength(2);
    expect(linesOf(stores)).toEqual([['demo-arroz-3', 4]]);
    expect(isMainClient(stores.session)).toBe(false);

    expect(await switchAccount(accounts, stores, api, 'c-mercado')).toBe(true);
    expect(stores.session.usuario?.idcliente).toBe('c-mercado');
    expect(linesOf(stores)).toEqual([['demo-arroz-1', 1]]);
  });

  it('switches only to another account of the list', async () => {
    const { stores, api, accounts } = await signedIn();
    expect(await switchAccount(accounts, stores, api, 'c-mercado')).toBe(false);
    expect(await switchAccount(accounts, stores, api, 'c-maria')).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('stays on the current account when the other cannot be read', async () => {
    const { stores, api, accounts } = await signedIn();
    mock.useScenario('cliente-falha');
    expect(await switchAccount(accounts, stores, api, 'c-mercado-filial')).toBe(false);
    expect(accounts.switching).toEqual({ idcliente: 'c-mercado-filial', failed: true });
    expect(stores.session.usuario?.idcliente).toBe('c-mercado');
    expect(stores.session.switching).toBe(false);
  });

  it('keeps the list the login brought when the platform fails', async () => {
    const { stores, api, accounts } = await signedIn();
    mock.useScenario('erro-500');
    await loadLinkedAccounts(accounts, stores, api);
    expect(accounts.status).toBe('failed');
    expect(stores.session.usuario?.listaClientesVinculados).toHaveLength(2);
  });
});

describe('linked users of a main client (spec 6, 7)', () => {
  it('lists them, the principal first', async () => {
    const { stores, api, users } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    expect(`${seen[0]!.method} ${new URL(seen[0]!.url).pathname}`).toBe('POST /api/v1/app/app/usuario/c-mercado/usuarios');
    expect(seen).toHaveLength(1);
    expect(users.status).toBe('loaded');
    expect(users.users.map((u) => [u.email, u.principal])).toEqual([
      ['c-mercado@exemplo.com.br', true],
      ['c-mercado-filial@exemplo.com.br', false],
    ]);
  });

  it('an empty list, and a failure', async () => {
    const { stores, api, users } = await signedIn('maria@exemplo.com.br');
    await loadLinkedUsers(users, stores, api);
    expect(users).toMatchObject({ status: 'loaded', users: [] });
    mock.useScenario('usuarios-falha');
    await loadLinkedUsers(users, stores, api);
    expect(users.status).toBe('failed');
  });

  it('is not asked for by an account that is not the main one', async () => {
    const { stores, api, users } = await signedIn();
    stores.session.representative = usuario('c-rep');
    await loadLinkedUsers(users, stores, api);
    expect(users.status).toBe('idle');
    expect(seen).toHaveLength(0);
  });

  it('creates one by e-mail, never sending what is not one, and shows the server refusal', async () => {
    const { stores, api, users } = await signedIn('maria@exemplo.com.br');
    await loadLinkedUsers(users, stores, api);
    seen.length = 0;
    expect(await createLinkedUser(users, stores, api, 'ana@')).toBe(false);
    expect(users.createFailure).toBeNull();
    expect(seen).toHaveLength(0);

    expect(await createLinkedUser(users, stores, api, ' Ana.Compras@Exemplo.com.br ')).toBe(true);
    expect(await seen[0]!.json()).toEqual({ email: 'ana.compras@exemplo.com.br' });
    expect(users).toMatchObject({ createFailure: null, created: 'ana.compras@exemplo.com.br', creating: false });
    expect(users.users.map((u) => u.email)).toEqual(['ana.compras@exemplo.com.br']);

    expect(await createLinkedUser(users, stores, api, 'ana.compras@exemplo.com.br')).toBe(false);
    expect(users.createFailure).toEqual({ text: 'Este e-mail já é um usuário vinculado a este cliente.' });
    mock.useScenario('usuario-vinculado-erro');
    expect(await createLinkedUser(users, stores, api, 'bruno@exemplo.com.br')).toBe(false);
    expect(users.createFailure).toEqual({ text: 'Erro ao tentar cadastrar usuário' });
    expect(users.users).toHaveLength(1);
  });

  it('deletes one, never the principal, and keeps it listed when the deletion fails', async () => {
    const { stores, api, users, idfornecedor } = await signedIn();
    await createLinkedUser(users, stores, api, 'caixa@bomdia.com.br');
    await loadLinkedUsers(users, stores, api);
    seen.length = 0;
    expect(await deleteLinkedUser(users, stores, api, 'c-mercado')).toBe(false);
    expect(seen).toHaveLength(0);

    mock.useScenario('usuario-vinculado-exclusao-falha');
    expect(await deleteLinkedUser(users, stores, api, 'u-caixa@bomdia.com.br')).toBe(false);
    expect(users.removeFailed).toBe('u-caixa@bomdia.com.br');
    expect(users.users.map((u) => u.id_usuario)).toContain('u-caixa@bomdia.com.br');

    mock.useScenario('padrao');
    seen.length = 0;
    expect(await deleteLinkedUser(users, stores, api, 'u-caixa@bomdia.com.br')).toBe(true);
    expect(`${seen[0]!.method} ${decodeURIComponent(new URL(seen[0]!.url).pathname)}`).toBe(`DELETE /api/v1/app/usuario/${idfornecedor}/c-mercado/u-caixa@bomdia.com.br`);
    expect(users).toMatchObject({ removing: null, removeFailed: null });
    expect(users.users.map((u) => u.id_usuario)).toEqual(['c-mercado', 'c-mercado-filial']);
  });
});

describe("a linked user's name and phone (spec 6, 7 PUT usuario/{id})", () => {
  const FILIAL_USER = 'c-mercado-filial';

  it('opens the form for a linked user, never for the principal', async () => {
    const { stores, api, users } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    editLinkedUser(users, 'c-mercado');
    expect(users.editing).toBeNull();
    seen.length = 0;
    expect(await updateLinkedUser(users, stores, api, { nome: 'Matriz', telefone: '' })).toBe(false);
    expect(seen).toHaveLength(0);
    editLinkedUser(users, FILIAL_USER);
    expect(users.editing).toBe(FILIAL_USER);
    editLinkedUser(users, null);
    expect(users.editing).toBeNull();
  });

  it('saves them with dadosUsuario, closes the form and lists what the platform answered', async () => {
    const { stores, api, users } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    editLinkedUser(users, FILIAL_USER);
    seen.length = 0;
    const pending = updateLinkedUser(users, stores, api, { nome: '  Caixa da filial ', telefone: '(11) 98765-4321' });
    expect(users.saving).toBe(true);
    expect(await pending).toBe(true);
    const [put] = seen;
    expect(`${put!.method} ${new URL(put!.url).pathname}`).toBe(`PUT /api/v1/app/usuario/${FILIAL_USER}`);
    expect(await put!.json()).toEqual({ dadosUsuario: { nome: 'Caixa da filial', telefone: '11987654321' } });
    expect(users).toMatchObject({ saving: false, editing: null, saved: 'c-mercado-filial@exemplo.com.br', saveFailure: null });
    expect(users.users[1]).toEqual({ id_usuario: FILIAL_USER, email: 'c-mercado-filial@exemplo.com.br', nome: 'Caixa da filial', telefone: '11987654321', principal: false });

    // The platform keeps it; an empty phone removes it.
    editLinkedUser(users, FILIAL_USER);
    expect(await updateLinkedUser(users, stores, api, { nome: 'Caixa da filial', telefone: '' })).toBe(true);
    await loadLinkedUsers(users, stores, api);
    expect(users.users[1]).toEqual({ id_usuario: FILIAL_USER, email: 'c-mercado-filial@exemplo.com.br', nome: 'Caixa da filial', principal: false });
  });

  it("keeps the form open with the server's text of a refusal, or none for an outage", async () => {
    const { stores, api, users } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    editLinkedUser(users, FILIAL_USER);
    const before = users.users[1]?.nome;
    expect(await updateLinkedUser(users, stores, api, { nome: ' ', telefone: '' })).toBe(false);
    expect(users).toMatchObject({ editing: FILIAL_USER, saveFailure: { text: 'Erro tentando atualizado usuário. Tente novamente mais tarde' }, saved: null });
    mock.useScenario('usuario-vinculado-edicao-falha');
    expect(await updateLinkedUser(users, stores, api, { nome: 'Filial', telefone: '' })).toBe(false);
    expect(users).toMatchObject({ editing: FILIAL_USER, saving: false, saveFailure: { text: undefined } });
    expect(users.users[1]?.nome).toBe(before);
    // Opened again, the form starts without the old failure.
    editLinkedUser(users, FILIAL_USER);
    expect(users.saveFailure).toBeNull();
  });
});

describe("a linked user's access link (spec 6, 7 gerar_token_jwt)", () => {
  const ORIGIN = 'http://127.0.0.1:4174';

  it('asks the platform for a token on request and makes the login-token link of the supplier', async () => {
    const { stores, api, users, idfornecedor } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    seen.length = 0;
    const pending = requestAccessLink(users, stores, api, 'c-mercado-filial', ORIGIN);
    expect(users.accessLink).toEqual({ idUsuario: 'c-mercado-filial', status: 'loading', url: null });
    expect(await pending).toBe(true);
    const [call] = seen;
    const url = new URL(call!.url);
    expect(`${call!.method} ${url.pathname}${url.search}`).toBe(`GET /api/v1/app/usuario/${idfornecedor}/c-mercado?gerar_token_jwt=true`);
    expect(users.accessLink).toEqual({ idUsuario: 'c-mercado-filial', status: 'ready', url: `${ORIGIN}/demo/login-token/jwt-c-mercado-filial/c-mercado-filial%40exemplo.com.br` });
    closeAccessLink(users);
    expect(users.accessLink).toBeNull();
  });

  it("opens a session for that user at the main client's account, who manages no users", async () => {
    const { stores, api, users, idfornecedor } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    await requestAccessLink(users, stores, api, 'c-mercado-filial', ORIGIN);
    const [, , , token = '', email = ''] = new URL(users.accessLink!.url!).pathname.split('/');
    const session = createSessionStore();
    expect(await exchangeLoginToken(session, api, idfornecedor, { token, email: decodeURIComponent(email) })).toBe('ok');
    expect(session.usuario).toMatchObject({ idcliente: 'c-mercado', email: 'c-mercado-filial@exemplo.com.br' });
    expect(isMainClient({ usuario: session.usuario, representative: null })).toBe(false);
  });

  it('none for the principal; a failure, and an answer without the token, say so', async () => {
    const { stores, api, users } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    seen.length = 0;
    expect(await requestAccessLink(users, stores, api, 'c-mercado', ORIGIN)).toBe(false);
    expect(seen).toHaveLength(0);
    mock.useScenario('link-acesso-falha');
    expect(await requestAccessLink(users, stores, api, 'c-mercado-filial', ORIGIN)).toBe(false);
    expect(users.accessLink).toEqual({ idUsuario: 'c-mercado-filial', status: 'failed', url: null });
    mock.useScenario('padrao');
    mock.server.use(http.get('*/v1/app/usuario/:a/:b', () => HttpResponse.json([{ id_usuario: 'c-mercado-filial', email: 'c-mercado-filial@exemplo.com.br', principal: false }])));
    expect(await requestAccessLink(users, stores, api, 'c-mercado-filial', ORIGIN)).toBe(false);
    expect(users.accessLink?.status).toBe('failed');
  });

  it('drops an answer that arrives after the link was closed', async () => {
    const { stores, api, users } = await signedIn();
    await loadLinkedUsers(users, stores, api);
    const pending = requestAccessLink(users, stores, api, 'c-mercado-filial', ORIGIN);
    closeAccessLink(users);
    expect(await pending).toBe(false);
    expect(users.accessLink).toBeNull();
  });
});

