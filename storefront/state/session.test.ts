import { http, HttpResponse } from 'msw';
import { subscribe } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { TOKEN_IN_COOKIE } from '@storefront/domain/session';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { logout, requestPasswordReset, signIn, signInWithApiKey, signInWithToken } from './account';
import { loadProducts } from './catalogue';
import { initialCheckout } from './checkoutStore';
import { openPanel } from './panels';
import { login, loginRepresentative, resumeSession } from './session';
import { checkSession, dismissExpiry, expireSession, holdBackUnapproved, watchSessionVisibility, type VisibilitySource } from './sessionCheck';
import { initialSession } from './sessionStore';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';

async function setup(options: { onForcedLogout?: (text: string | undefined) => void } = {}) {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    {
      supplierId: () => stores.supplier.fornecedor?.idfornecedor,
      cookiePreferences: () => stores.consent.preferences,
      utm: () => ({}),
      onTooManyRequests: vi.fn(),
      onForcedLogout: options.onForcedLogout,
    },
  );
  await loadSupplier(stores.supplier, api, { segment: 'demo' });
  seen.length = 0;
  return { stores, api };
}

/** Every status the session goes through, in order (synchronous notifications). */
function statusesOf(session: ReturnType<typeof createStores>['session']): string[] {
  const statuses: string[] = [];
  let last = session.status;
  subscribe(
    session,
    () => {
      if (session.status !== last) statuses.push((last = session.status));
    },
    true,
  );
  return statuses;
}

const bodyOf = async (path: RegExp) => {
  const request = seen.find((r) => path.test(new URL(r.url).pathname));
  if (!request) throw new Error(`no request to ${path.source}`);
  return (await request.clone().json()) as Record<string, unknown>;
};

describe('login (spec 4 "Login", spec 5, spec 8)', () => {
  it.each([
    ['a CPF as masked', '529.982.247-25', 'c-maria'],
    ['an e-mail in any case', 'Maria@Exemplo.com.br', 'c-maria'],
    ['a numeric CNPJ', '11.222.333/0001-81', 'c-mercado'],
    ['an alphanumeric CNPJ', '12.ABC.345/01DE-35', 'c-rep'],
  ])('signs in by %s: user fetched by login, then authenticated', async (_, loginText, idcliente) => {
    const { stores, api } = await setup();
    const statuses = statusesOf(stores.session);
    await expect(login(stores.session, api, S, { login: loginText, senha: 'demo1234' })).resolves.toBe(true);
    expect(statuses).toEqual(['fetchingUser', 'authenticating', 'authenticated']);
    expect(stores.session.usuario).toMatchObject({ idcliente, token: `token-${idcliente}` });
    expect(stores.session.failure).toBeNull();
    const body = await bodyOf(/\/usuario\/autenticar$/);
    expect(body).toMatchObject({ senha: 'demo1234', idfornecedor: S, idcliente, tokenOrigin: 'commerce' });
    expect(body).not.toHaveProperty('loginAsRepresentante');
  });

  it("looks the user up by the document's characters, not the mask", async () => {
    const { stores, api } = await setup();
    await login(stores.session, api, S, { login: '529.982.247-25', senha: 'demo1234' });
    expect(seen.some((r) => new URL(r.url).pathname.endsWith('/usuario/52998224725'))).toBe(true);
  });

  it('spec 5: where the tags hold unapproved users back (casa-noturna), the platform refuses with its text and she stays signed out', async () => {
    const { stores, api } = await setup();
    const casa = ['support-budget', 'block-not-approved-user'];
    await expect(login(stores.session, api, '1042', { login: 'joao@exemplo.com.br', senha: 'demo1234' }, casa)).resolves.toBe(false);
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, failure: { kind: 'awaitingApproval', serverText: 'Seu cadastro já foi confirmado e aguarda aprovação' } });
  });

  it('spec 5: a platform that lets an unapproved user through is still held back where the tags ask', async () => {
    const { stores, api } = await setup();
    await expect(login(stores.session, api, S, { login: 'joao@exemplo.com.br', senha: 'demo1234' }, ['block-not-approved-user'])).resolves.toBe(false);
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, failure: { kind: 'awaitingApproval', serverText: undefined } });
  });

  it.each([
    ['no approval tag (demo)', S, []],
    ['restrict-not-approved-user-submission (adega-noite)', '7d3e9a15-6c2b-4f80-a1d4-5e8b0c2f9a63', ['restrict-not-approved-user-submission']],
  ])('spec 5 and 6: with %s an unapproved user signs in normally', async (_, idfornecedor, tags) => {
    const { stores, api } = await setup();
    await expect(login(stores.session, api, idfornecedor, { login: 'joao@exemplo.com.br', senha: 'demo1234' }, tags)).resolves.toBe(true);
    expect(stores.session).toMatchObject({ status: 'authenticated', usuario: { idcliente: 'c-joao', cadastro_aprovado: false }, failure: null });
  });

  it('spec 5: a session that reaches a supplier holding unapproved users back ends there; an approved one stays', async () => {
    const { stores, api } = await setup();
    await login(stores.session, api, S, { login: 'joao@exemplo.com.br', senha: 'demo1234' });
    expect(holdBackUnapproved(stores.session, ['has-delivery'])).toBe(false);
    expect(holdBackUnapproved(stores.session, ['support-budget'])).toBe(true);
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, failure: { kind: 'awaitingApproval' } });
    await login(stores.session, api, S, { login: 'maria@exemplo.com.br', senha: 'demo1234' });
    expect(holdBackUnapproved(stores.session, ['block-not-approved-user'])).toBe(false);
    expect(stores.session.usuario?.idcliente).toBe('c-maria');
  });

  it.each([
    ['a login that is no e-mail or document', 'padrao', '123.456.789-00', 'demo1234', { kind: 'invalidLogin' }],
    ['an unknown login (404)', 'padrao', 'ninguem@exemplo.com.br', 'demo1234', { kind: 'invalidLogin' }],
    ['a wrong password, with the server text', 'padrao', 'maria@exemplo.com.br', 'errada', { kind: 'credentials', serverText: 'Usuário inexistente ou credenciais inválidas', unknownUser: true }],
    ['a server failure', 'erro-500', 'maria@exemplo.com.br', 'demo1234', { kind: 'unavailable' }],
    ['no connection', 'sem-conexao', 'maria@exemplo.com.br', 'demo1234', { kind: 'unavailable' }],
    ['a 2xx without a user or token', 'login-sem-usuario', 'maria@exemplo.com.br', 'demo1234', { kind: 'unusable' }],
  ] as const)('maps %s to its failure', async (_, scenario, loginText, senha, failure) => {
    const { stores, api } = await setup();
    mock.useScenario(scenario);
    await expect(login(stores.session, api, S, { login: loginText, senha })).resolves.toBe(false);
    expect(stores.session.status).toBe('anonymous');
    expect(stores.session.usuario).toBeNull();
    expect(stores.session.failure).toEqual(failure);
  });

  it('a new sign-in clears an earlier expiry and failure', async () => {
    const { stores, api } = await setup();
    Object.assign(stores.session, { expired: true, expiredText: 'Sua sessão foi encerrada.', failure: { kind: 'unavailable' } });
    await login(stores.session, api, S, { login: 'maria@exemplo.com.br', senha: 'demo1234' });
    expect(stores.session).toMatchObject({ expired: false, expiredText: null, failure: null, representative: null });
  });

  it('signIn saves the visitor cart under the client, or loads the saved one', async () => {
    mock.db.saveCart('c-maria', S, [{ idproduto: 'demo-arroz-1', quantidade: 3, embalarParaPresente: false }]);
    const { stores, api } = await setup();
    await expect(signIn(stores, api, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).resolves.toBe(true);
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([['demo-arroz-1', 3]]);
  });
});

describe('loginRepresentative (spec 6: a separate authentication)', () => {
  it('signs the representative in, acting for no client yet', async () => {
    const { stores, api } = await setup();
    const statuses = statusesOf(stores.session);
    await expect(loginRepresentative(stores.session, api, S, { login: 'rep@exemplo.com.br', senha: 'demo1234' })).resolves.toBe(true);
    expect(statuses).toEqual(['fetchingUser', 'authenticating', 'authenticated']);
    expect(stores.session.usuario).toBeNull();
    expect(stores.session.representative).toMatchObject({ idcliente: 'c-rep', representante: true, token: 'token-c-rep' });
    expect(await bodyOf(/\/usuario\/autenticar\/representante$/)).toMatchObject({ loginAsRepresentante: true, idfornecedor: S, tokenOrigin: 'commerce' });
  });

  it('refuses a client who is not a representative, with the platform text', async () => {
    const { stores, api } = await setup();
    await expect(loginRepresentative(stores.session, api, S, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).resolves.toBe(false);
    expect(stores.session).toMatchObject({
      status: 'anonymous',
      representative: null,
      failure: { kind: 'credentials', serverText: 'Erro tentando autenticar. Verifique suas credenciais' },
    });
  });
});

describe('logout (spec 4: resets the user and the cart)', () => {
  async function signedInWithCart() {
    mock.db.saveCart('c-maria', S, [{ idproduto: 'demo-arroz-1', quantidade: 2, embalarParaPresente: false }]);
    const context = await setup();
    await signIn(context.stores, context.api, { login: 'maria@exemplo.com.br', senha: 'demo1234' });
    expect(context.stores.cart.lines).toHaveLength(1);
    context.stores.checkout.tipoEntrega = 'RETIRADA';
    openPanel(context.stores.panels, 'menu');
    seen.length = 0;
    return context;
  }

  it('tells the platform and puts session, cart, checkout and panels back to their defaults', async () => {
    const { stores, api } = await signedInWithCart();
    await logout(stores, api);
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /api/v1/app/app/cliente/logout']);
    expect({ ...stores.session }).toEqual(initialSession());
    expect(stores.cart.lines).toEqual([]);
    expect(stores.checkout.tipoEntrega).toBe(initialCheckout().tipoEntrega);
    expect(stores.panels.active).toBeNull();
  });

  it.each(['erro-500', 'sem-conexao'] as const)('signs out even when the platform fails (%s)', async (scenario) => {
    const { stores, api } = await signedInWithCart();
    mock.useScenario(scenario);
    await logout(stores, api);
    expect(stores.session.status).toBe('anonymous');
    expect(stores.session.usuario).toBeNull();
    expect(stores.cart.lines).toEqual([]);
  });

  it('signs out at once, without waiting for the platform', async () => {
    const { stores, api } = await signedInWithCart();
    mock.useScenario('carregando');
    void logout(stores, api);
    expect(stores.session.usuario).toBeNull();
    expect(stores.cart.lines).toEqual([]);
  });
});

describe('session check (spec 8: Sessão expirada, efetue login novamente)', () => {
  it('resumes a saved session, the token left in its cookie (the session holds the stand-in, no JWT)', async () => {
    const { stores, api } = await setup();
    await resumeSession(stores.session, api, { idcliente: 'c-maria', idapikeys: 'k1' });
    expect(stores.session).toMatchObject({ status: 'authenticated', expired: false, usuario: { idcliente: 'c-maria', token: TOKEN_IN_COOKIE, idapikeys: 'k1' } });
    expect(stores.session.usuario).not.toHaveProperty('jwttoken');
  });

  it('a saved session the platform refuses is expired', async () => {
    const { stores, api } = await setup();
    mock.useScenario('sessao-expirada');
    await resumeSession(stores.session, api, { idcliente: 'c-maria' });
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, expired: true });
  });

  it('a saved session that cannot be checked is dropped without the expiry message', async () => {
    const { stores, api } = await setup();
    mock.useScenario('erro-500');
    await resumeSession(stores.session, api, { idcliente: 'c-maria' });
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, expired: false });
  });

  async function signedIn() {
    const context = await setup();
    await login(context.stores.session, context.api, S, { login: 'maria@exemplo.com.br', senha: 'demo1234' });
    return context;
  }

  it('checks an active session: ok, nothing changes', async () => {
    const { stores, api } = await signedIn();
    await expect(checkSession(stores, api)).resolves.toBe('ok');
    expect(stores.session.usuario?.idcliente).toBe('c-maria');
  });

  it('a refused session is cleared with the menu, the login panel may stay', async () => {
    const { stores, api } = await signedIn();
    openPanel(stores.panels, 'menu');
    mock.useScenario('sessao-expirada');
    await expect(checkSession(stores, api)).resolves.toBe('expired');
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, expired: true, expiredText: null });
    expect(stores.panels.active).toBeNull();

    stores.session.expired = false;
    openPanel(stores.panels, 'login');
    expireSession(stores);
    expect(stores.panels.active).toBe('login');
  });

  it('reports an approval change and takes it in (spec 2: the shopper goes home)', async () => {
    const { stores, api } = await signedIn();
    mock.useScenario('login-aprovacao-alterada');
    await expect(checkSession(stores, api)).resolves.toBe('approvalChanged');
    expect(stores.session.usuario).toMatchObject({ idcliente: 'c-maria', cadastro_aprovado: false, token: 'token-c-maria' });
    expect(stores.session.status).toBe('authenticated');
  });

  it('keeps the session when the platform cannot be reached', async () => {
    const { stores, api } = await signedIn();
    mock.useScenario('erro-500');
    await expect(checkSession(stores, api)).resolves.toBe('unavailable');
    expect(stores.session.status).toBe('authenticated');
  });

  it('skips a visitor', async () => {
    const { stores, api } = await setup();
    await expect(checkSession(stores, api)).resolves.toBe('skipped');
    expect(seen).toHaveLength(0);
  });

  it('spec 7: a product list answering action logout ends the session with its text', async () => {
    const context = await signedIn();
    const { stores, api } = await setup({ onForcedLogout: (text) => expireSession(stores, text) });
    Object.assign(stores.session, { ...context.stores.session });
    openPanel(stores.panels, 'menu');
    mock.useScenario('logout-na-listagem');
    await loadProducts(stores.catalogue, { api, idfornecedor: S, ordenacoes: [] });
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null, expired: true, expiredText: 'Sua sessão foi encerrada. Entre novamente.' });
    expect(stores.panels.active).toBeNull();
    dismissExpiry(stores.session);
    expect(stores.session).toMatchObject({ expired: false, expiredText: null });
  });

  it('re-checks when the tab comes back after 5 minutes or more hidden', () => {
    let now = 0;
    let visibilityState: DocumentVisibilityState = 'visible';
    const listeners = new Set<() => void>();
    const doc: VisibilitySource = {
      get visibilityState() {
        return visibilityState;
      },
      addEventListener: (_, listener) => void listeners.add(listener),
      removeEventListener: (_, listener) => void listeners.delete(listener),
    };
    const change = (state: DocumentVisibilityState, at: number) => {
      visibilityState = state;
      now = at;
      for (const listener of listeners) listener();
    };
    const run = vi.fn();
    const stop = watchSessionVisibility(doc, run, () => now);
    change('hidden', 0);
    change('visible', 299_999);
    expect(run).not.toHaveBeenCalled();
    change('hidden', 300_000);
    change('hidden', 400_000);
    change('visible', 600_000);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    change('hidden', 700_000);
    change('visible', 9_000_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('counts a page that starts hidden from its start', () => {
    const run = vi.fn();
    let state: DocumentVisibilityState = 'hidden';
    let listener: (() => void) | undefined;
    const doc: VisibilitySource = {
      get visibilityState() {
        return state;
      },
      addEventListener: (_, l) => {
        listener = l;
      },
      removeEventListener: vi.fn(),
    };
    let now = 1_000;
    watchSessionVisibility(doc, run, () => now);
    state = 'visible';
    now = 1_000 + 5 * 60 * 1000;
    listener?.();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('API-key login (spec 2, 6, 7)', () => {
  it('signs the ERP user in for the active supplier and joins the cart', async () => {
    const { stores, api } = await setup();
    await expect(signInWithApiKey(stores, api, { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1' })).resolves.toEqual({ ok: true });
    expect(stores.session).toMatchObject({ status: 'authenticated', usuario: { idcliente: 'c-erp', token: 'token-c-erp' } });
    expect(await bodyOf(/\/v4\/api-key\/login$/)).toEqual({ apiKey: 'demo-api-key', idErpUsuario: 'ERP-1', idFornecedor: S });
    expect(seen.some((r) => /\/usuario\/c-erp\/cart$/.test(new URL(r.url).pathname))).toBe(true);
  });

  it('a refused key: the platform text, and whoever was signed in stays', async () => {
    const { stores, api } = await setup();
    await login(stores.session, api, S, { login: 'maria@exemplo.com.br', senha: 'demo1234' });
    await expect(signInWithApiKey(stores, api, { apiKey: 'outra', idErpUsuario: 'ERP-1' })).resolves.toEqual({ ok: false, serverText: 'Chave de API inválida para este fornecedor' });
    expect(stores.session).toMatchObject({ status: 'authenticated', usuario: { idcliente: 'c-maria' } });
  });

  it('no connection: no server text, so the screen says Erro ao obter cliente!', async () => {
    const { stores, api } = await setup();
    mock.useScenario('sem-conexao');
    await expect(signInWithApiKey(stores, api, { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1' })).resolves.toEqual({ ok: false, serverText: undefined });
    expect(stores.session.status).toBe('anonymous');
  });

  it('a 2xx without a user or token signs nobody in', async () => {
    const { stores, api } = await setup();
    mock.server.use(http.post('*/v4/api-key/login', () => HttpResponse.json({})));
    await expect(signInWithApiKey(stores, api, { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1' })).resolves.toEqual({ ok: false, serverText: undefined });
    expect(stores.session.status).toBe('anonymous');
  });
});

describe('login-token landing (spec 2, spec 8)', () => {
  it('exchanges the token for the session and joins the cart', async () => {
    mock.db.saveCart('c-maria', S, [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }]);
    const { stores, api } = await setup();
    await expect(signInWithToken(stores, api, { token: 'token-c-maria', email: 'maria@exemplo.com.br' })).resolves.toBe('ok');
    expect(stores.session).toMatchObject({ status: 'authenticated', usuario: { idcliente: 'c-maria', token: 'token-c-maria' } });
    expect(await bodyOf(/\/v4\/login-token$/)).toEqual({ token: 'token-c-maria', email: 'maria@exemplo.com.br', idfornecedor: S });
    expect(stores.cart.lines).toHaveLength(1);
  });

  it.each([
    ['a token of someone else', 'demo', 'token-c-joao', 'maria@exemplo.com.br'],
    ['an unapproved client where approval holds back (spec 5)', 'casa-noturna', 'token-c-joao', 'joao@exemplo.com.br'],
  ])('refuses %s', async (_, segment, token, email) => {
    const { stores, api } = await setup();
    await loadSupplier(stores.supplier, api, { segment });
    await expect(signInWithToken(stores, api, { token, email })).resolves.toBe('refused');
    expect(stores.session.status).toBe('anonymous');
    expect(stores.session.usuario).toBeNull();
  });

  it('an unapproved client signs in by token where no tag asks for approval (spec 5)', async () => {
    const { stores, api } = await setup();
    await expect(signInWithToken(stores, api, { token: 'token-c-joao', email: 'joao@exemplo.com.br' })).resolves.toBe('ok');
    expect(stores.session.usuario).toMatchObject({ idcliente: 'c-joao', cadastro_aprovado: false });
  });

  it.each(['login-token-falha', 'sem-conexao'] as const)('a failure to reach the platform is not a refusal (%s)', async (scenario) => {
    const { stores, api } = await setup();
    mock.useScenario(scenario);
    await expect(signInWithToken(stores, api, { token: 'token-c-maria', email: 'maria@exemplo.com.br' })).resolves.toBe('unavailable');
    expect(stores.session.status).toBe('anonymous');
  });

  it('needs an active supplier', async () => {
    const { stores, api } = await setup();
    stores.supplier.fornecedor = null;
    await expect(signInWithToken(stores, api, { token: 'token-c-maria', email: 'maria@exemplo.com.br' })).resolves.toBe('unavailable');
    await expect(signInWithApiKey(stores, api, { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1' })).resolves.toEqual({ ok: false, serverText: undefined });
    await expect(signIn(stores, api, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).resolves.toBe(false);
    expect(seen).toHaveLength(0);
  });
});

describe('password recovery (spec 5, spec 8)', () => {
  it('asks the platform with the login, slashes removed', async () => {
    const { api } = await setup();
    await expect(requestPasswordReset(api, '11.222.333/0001-81')).resolves.toBe(true);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/v2/app/app/cliente/senha/recuperar/11222333000181');
  });

  it('fails for an unknown login, and sends nothing for an empty one', async () => {
    const { api } = await setup();
    await expect(requestPasswordReset(api, 'ninguem@exemplo.com.br')).resolves.toBe(false);
    seen.length = 0;
    await expect(requestPasswordReset(api, ' / ')).resolves.toBe(false);
    expect(seen).toHaveLength(0);
  });
});
