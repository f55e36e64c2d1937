import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import { withCheckDigits } from '../../tests/support/documents';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { shopperAt } from '../../tests/support/stateShopper';
import {
  acceptTerms,
  createAccountStore,
  createProfileUpdateStore,
  createRegistrationStore,
  createTermsStore,
  loadAccount,
  loadTerms,
  lookupTaxRegistry,
  register,
  sendVerification,
  termsAccepted,
  updateCredentials,
  updateRegistration,
} from './profile';
import { login } from './session';
import { createStores } from './stores';

const { mock, seen } = useMockPlatform();

const CNPJ = withCheckDigits('457812360001');
const ALPHA_CNPJ = withCheckDigits('4X7B12360001');

async function setup(slug = 'demo', who: string | null = null) {
  const { stores, api, fornecedor } = await shopperAt(slug, who);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

const sent = async (method: string, pattern: RegExp) => {
  const request = seen.find((r) => r.method === method && pattern.test(new URL(r.url).pathname));
  if (!request) throw new Error(`no ${method} ${pattern.source}`);
  return { url: new URL(request.url), body: request.method === 'GET' ? undefined : ((await request.clone().json()) as Record<string, unknown>) };
};

const form = (documento: string, email: string) => ({ documento, nome: 'Padaria Aurora Ltda.', email, telefone: '(11) 98765-4321', senha: 'segredo1', termosuso: '2026-01' });

beforeEach(() => {
  mock.db.reset();
});

describe('lookupTaxRegistry (spec 7 dados-receita)', () => {
  it('asks the registry for a CNPJ, alphanumeric included, and keeps the name and status', async () => {
    const { api } = await setup();
    const registration = createRegistrationStore();
    const pending = lookupTaxRegistry(registration, api, ALPHA_CNPJ.toLowerCase());
    expect(registration.registry.status).toBe('loading');
    await expect(pending).resolves.toBe('Empresa Exemplo Ltda.');
    expect(registration.registry).toEqual({ status: 'found', documento: ALPHA_CNPJ, nome: 'Empresa Exemplo Ltda.', situacao: 'ATIVA' });
    expect((await sent('GET', /dados-receita/)).url.pathname).toBe(`/api/v1/app/%3A/usuario/dados-receita/${ALPHA_CNPJ}`);
  });

  it('asks nothing for a CPF or an invalid CNPJ, and asks once per document', async () => {
    const { api } = await setup();
    const registration = createRegistrationStore();
    await expect(lookupTaxRegistry(registration, api, '529.982.247-25')).resolves.toBeNull();
    await expect(lookupTaxRegistry(registration, api, '11.222.333/0001-82')).resolves.toBeNull();
    expect(seen).toHaveLength(0);
    await lookupTaxRegistry(registration, api, CNPJ);
    await expect(lookupTaxRegistry(registration, api, CNPJ)).resolves.toBe('Empresa Exemplo Ltda.');
    expect(seen).toHaveLength(1);
    // Back to a CPF: the registry data goes.
    await lookupTaxRegistry(registration, api, '529.982.247-25');
    expect(registration.registry.status).toBe('idle');
  });

  it('a failed lookup is marked (the name stays for the shopper to type) and is asked again next time', async () => {
    const { api } = await setup();
    const registration = createRegistrationStore();
    mock.useScenario('receita-falha');
    await expect(lookupTaxRegistry(registration, api, CNPJ)).resolves.toBeNull();
    expect(registration.registry).toMatchObject({ status: 'failed', documento: CNPJ });
    mock.useScenario('padrao');
    await expect(lookupTaxRegistry(registration, api, CNPJ)).resolves.toBe('Empresa Exemplo Ltda.');
  });

  it('drops the answer for a document typed over in the meantime', async () => {
    const { api } = await setup();
    const registration = createRegistrationStore();
    mock.server.use(
      http.get('*/v1/app/:sep/usuario/dados-receita/:doc', async ({ params }) => {
        if (params.doc === CNPJ) await delay(50);
        return HttpResponse.json({ nome: `Empresa ${String(params.doc)}`, situacao: 'ATIVA' });
      }),
    );
    const first = lookupTaxRegistry(registration, api, CNPJ);
    await lookupTaxRegistry(registration, api, ALPHA_CNPJ);
    await expect(first).resolves.toBeNull();
    expect(registration.registry).toMatchObject({ status: 'found', documento: ALPHA_CNPJ, nome: `Empresa ${ALPHA_CNPJ}` });
  });
});

describe('register (spec 4 "Login", 7, 9)', () => {
  it('a supplier with an approval tag: created with the empty id and the supplier, waiting, still signed out', async () => {
    const { stores, api, idfornecedor } = await setup('casa-noturna');
    const registration = createRegistrationStore();
    await expect(register(stores, api, registration, form('45.781.236/0001-' + CNPJ.slice(12), 'compras@aurora.com.br'))).resolves.toBe('pending');
    expect(stores.session).toMatchObject({ status: 'anonymous', usuario: null });
    const { url, body } = await sent('POST', /\/usuario$/);
    expect(url.pathname).toBe(`/api/v1/app/app%3A${EMPTY_ID}/usuario`);
    expect(body).toEqual({ cpf: CNPJ, nome: 'Padaria Aurora Ltda.', email: 'compras@aurora.com.br', telefone: '11987654321', senha: 'segredo1', idfornecedor, termosuso: '2026-01' });
    // The platform remembers it: the login now answers 'aguarda aprovação' (spec 5), not an unknown user.
    const later = createStores();
    expect(await login(later.session, api, idfornecedor, { login: 'compras@aurora.com.br', senha: 'segredo1' })).toBe(false);
    expect(later.session.failure).toMatchObject({ kind: 'awaitingApproval' });
  });

  it('a supplier without approval tags: approved, and signed in with the new credentials', async () => {
    const { stores, api } = await setup('demo');
    const registration = createRegistrationStore();
    await expect(register(stores, api, registration, { ...form('390.533.447-05', 'ana@exemplo.com.br'), documento: withCheckDigits('123456789') })).resolves.toBe('signedIn');
    expect(stores.session.status).toBe('authenticated');
    expect(stores.session.usuario).toMatchObject({ email: 'ana@exemplo.com.br', nome: 'Padaria Aurora Ltda.', cadastro_aprovado: true });
    expect((await sent('POST', /autenticar$/)).body).toMatchObject({ senha: 'segredo1' });
  });

  it("a refusal shows the server's text; an outage the screen's message; no session either way", async () => {
    const { stores, api } = await setup('demo');
    const registration = createRegistrationStore();
    await expect(register(stores, api, registration, form(CNPJ, 'maria@exemplo.com.br'))).resolves.toBe('failed');
    expect(registration.failure).toEqual({ serverText: 'Já existe um cadastro com este e-mail ou documento.' });
    mock.useScenario('cadastro-falha');
    await register(stores, api, registration, form(CNPJ, 'nova@exemplo.com.br'));
    expect(registration).toMatchObject({ status: 'failed', failure: { serverText: undefined } });
    expect(stores.session.usuario).toBeNull();
  });
});

describe('terms of use (spec 7 termouso, termos-uso)', () => {
  it('loads the terms once; a failure is asked again', async () => {
    const { api } = await setup();
    const terms = createTermsStore();
    mock.useScenario('conta-falha');
    await loadTerms(terms, api);
    expect(terms.status).toBe('failed');
    mock.useScenario('padrao');
    await loadTerms(terms, api);
    await loadTerms(terms, api);
    expect(terms).toMatchObject({ status: 'loaded', versao: '2026-01' });
    expect(terms.html).toContain('Termos de uso');
    expect(seen.filter((r) => r.url.includes('termouso'))).toHaveLength(2);
  });

  it('the client accepts the version in force; the platform and the session remember it', async () => {
    const { stores, api, idfornecedor } = await setup('demo', 'maria@exemplo.com.br');
    const terms = createTermsStore();
    await loadTerms(terms, api);
    expect(termsAccepted(stores.session.usuario, terms)).toBe(false);
    await expect(acceptTerms(stores, api, terms)).resolves.toBe(true);
    expect(terms.accept).toBe('accepted');
    expect(termsAccepted(stores.session.usuario, terms)).toBe(true);
    const { url, body } = await sent('PUT', /termos-uso$/);
    expect(url.pathname).toBe(`/api/v4/client/c-maria/supplier/${idfornecedor}/termos-uso`);
    expect(body).toEqual({ versao: '2026-01' });
    expect(mock.db.findUser('c-maria')?.termosuso).toBe('2026-01');
  });

  it('a failed acceptance is marked; without a client or loaded terms nothing is sent', async () => {
    const visitor = await setup();
    const terms = createTermsStore();
    await expect(acceptTerms(visitor.stores, visitor.api, terms)).resolves.toBe(false);
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    await expect(acceptTerms(stores, api, terms)).resolves.toBe(false);
    expect(seen).toHaveLength(0);
    await loadTerms(terms, api);
    mock.useScenario('aceite-termos-falha');
    await expect(acceptTerms(stores, api, terms)).resolves.toBe(false);
    expect(terms.accept).toBe('failed');
    expect(termsAccepted(stores.session.usuario, terms)).toBe(false);
  });
});

describe('the account page', () => {
  it("loads the client again (token kept), their configuration and the terms", async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    const token = stores.session.usuario?.token;
    mock.db.saveUser({ ...mock.db.findUser('c-maria')!, limite_credito_disponivel: 1200 });
    const account = createAccountStore();
    const terms = createTermsStore();
    await loadAccount(stores, api, account, terms);
    expect(account.config).toEqual({ status: 'loaded', preferencias: { necessary: true, session: true, performance: true, personalisation: true } });
    expect(terms.status).toBe('loaded');
    expect(stores.session.usuario).toMatchObject({ limite_credito_disponivel: 1200, token });
  });

  it('a failing configuration is marked; the session keeps its copy when the client cannot be read', async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    const account = createAccountStore();
    mock.useScenario('conta-falha');
    mock.server.use(http.get('*/v1/app/:appcliente/cliente', () => HttpResponse.json({ mensagem: 'Erro' }, { status: 500 })));
    await loadAccount(stores, api, account, createTermsStore());
    expect(account.config.status).toBe('failed');
    expect(stores.session.usuario?.nome).toBe('Maria da Silva');
  });

  it('asks nothing for a visitor', async () => {
    const { stores, api } = await setup();
    const account = createAccountStore();
    await loadAccount(stores, api, account, createTermsStore());
    await expect(sendVerification(stores, api, account)).resolves.toBe(false);
    expect(seen).toHaveLength(0);
    expect(account.config.status).toBe('idle');
  });

  it('sends the e-mail verification from the storefront, and says when it failed', async () => {
    const { stores, api, idfornecedor } = await setup('demo', 'maria@exemplo.com.br');
    const account = createAccountStore();
    await expect(sendVerification(stores, api, account)).resolves.toBe(true);
    expect(account.verification.status).toBe('sent');
    expect(Object.fromEntries((await sent('GET', /enviar-verificacao$/)).url.searchParams)).toEqual({ canal: 'EMAIL', idcliente: 'c-maria', idfornecedor, fonte: 'commerce' });
    mock.useScenario('verificacao-falha');
    await expect(sendVerification(stores, api, account)).resolves.toBe(false);
    expect(account.verification).toEqual({ status: 'failed', failure: { serverText: undefined } });
  });
});

describe('updateRegistration (spec 2 "update registration", spec 8 "Cadastro atualizado")', () => {
  it('saves under the client id; the session shows the new data, its token kept; the platform keeps it', async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    const token = stores.session.usuario?.token;
    const update = createProfileUpdateStore();
    await expect(updateRegistration(stores, api, update, { nome: 'Maria Souza da Silva', telefone: '(11) 3456-7890' })).resolves.toBe(true);
    expect(update.status).toBe('saved');
    expect(stores.session.usuario).toMatchObject({ nome: 'Maria Souza da Silva', telefone: '1134567890', cpf: '52998224725', token });
    const { url, body } = await sent('POST', /\/usuario$/);
    expect(url.pathname).toBe('/api/v1/app/app%3Ac-maria/usuario');
    expect(body).toMatchObject({ idcliente: 'c-maria', nome: 'Maria Souza da Silva', telefone: '1134567890' });
    expect(mock.db.findUser('maria@exemplo.com.br')?.nome).toBe('Maria Souza da Silva');
  });

  it("a failure keeps the session's data", async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    const update = createProfileUpdateStore();
    mock.useScenario('cadastro-falha');
    await expect(updateRegistration(stores, api, update, { nome: 'Outro nome', telefone: '' })).resolves.toBe(false);
    expect(update).toEqual({ status: 'failed', failure: { serverText: undefined } });
    expect(stores.session.usuario?.nome).toBe('Maria da Silva');
    const visitor = await setup();
    await expect(updateRegistration(visitor.stores, visitor.api, update, { nome: 'x', telefone: '' })).resolves.toBe(false);
  });
});

describe('updateCredentials (spec 2 "update user (email and password)")', () => {
  it('checks the current password, then saves the new e-mail and password: the next login uses them', async () => {
    const { stores, api, idfornecedor } = await setup('demo', 'maria@exemplo.com.br');
    const update = createProfileUpdateStore();
    await expect(updateCredentials(stores, api, update, { senhaAtual: 'demo1234', email: 'maria.silva@exemplo.com.br', senha: 'nova-senha', confirmacao: 'nova-senha' })).resolves.toBe(true);
    expect(stores.session.usuario).toMatchObject({ email: 'maria.silva@exemplo.com.br', token: 'token-c-maria' });
    expect((await sent('POST', /autenticar$/)).body).toMatchObject({ cpf: '52998224725', senha: 'demo1234' });
    expect((await sent('POST', /\/usuario$/)).body).toEqual({ idcliente: 'c-maria', email: 'maria.silva@exemplo.com.br', senha: 'nova-senha' });
    // The answer never carries the password back.
    expect(JSON.stringify(stores.session.usuario)).not.toContain('nova-senha');
    const later = createStores();
    expect(await login(later.session, api, idfornecedor, { login: 'maria.silva@exemplo.com.br', senha: 'nova-senha' })).toBe(true);
  });

  it('the same e-mail is not sent again; a password alone changes', async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    await updateCredentials(stores, api, createProfileUpdateStore(), { senhaAtual: 'demo1234', email: 'maria@exemplo.com.br', senha: 'nova-senha', confirmacao: 'nova-senha' });
    expect((await sent('POST', /\/usuario$/)).body).toEqual({ idcliente: 'c-maria', senha: 'nova-senha' });
  });

  it("a wrong current password saves nothing and shows the server's text", async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    const update = createProfileUpdateStore();
    await expect(updateCredentials(stores, api, update, { senhaAtual: 'errada', email: 'x@exemplo.com.br', senha: '', confirmacao: '' })).resolves.toBe(false);
    expect(update.failure).toEqual({ serverText: 'Usuário inexistente ou credenciais inválidas' });
    expect(seen.some((r) => r.url.endsWith('/usuario'))).toBe(false);
    expect(stores.session.usuario?.email).toBe('maria@exemplo.com.br');
  });

  it("an e-mail of another client is refused with the server's text", async () => {
    const { stores, api } = await setup('demo', 'maria@exemplo.com.br');
    const update = createProfileUpdateStore();
    await updateCredentials(stores, api, update, { senhaAtual: 'demo1234', email: 'joao@exemplo.com.br', senha: '', confirmacao: '' });
    expect(update).toEqual({ status: 'failed', failure: { serverText: 'Já existe um cadastro com este e-mail ou documento.' } });
  });
});
