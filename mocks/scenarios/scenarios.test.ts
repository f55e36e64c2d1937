import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiContext } from '@storefront/api/client';
import { ApiError } from '@storefront/api/errors';
import type { OrderPayload } from '@storefront/api/endpoints';
import { createMockServer } from '../node';
import { DUPLICATE_MESSAGE } from '../handlers/orders';
import { scenarios, type ScenarioName } from '.';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const C = 'c-maria';
const order: OrderPayload = {
  itens: [{ idproduto: 'demo-arroz-1', quantidade: 2, embalarParaPresente: false }],
  idfornecedor: S,
  anotacoes: '',
  numPedidoCliente: '',
  cupom: '',
  tipoEntrega: 'RETIRADA',
  formaEntrega: { data_de_entrega: null },
  caracteristicas: [],
  formaPagamento: { idformapagto: 'pix', temForma: true },
  canalVenda: 'WEB',
  lojaRetira: { nome: 'Loja Centro', descricao_endereco_loja: 'Rua Direita, 100', coordenadas_loja: { latitude: -23.5, longitude: -46.6 } },
};

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.useScenario('padrao'));
afterAll(() => mock.server.close());

function setup(scenario: ScenarioName) {
  mock.useScenario(scenario);
  const context = { onTooManyRequests: vi.fn(), onForcedLogout: vi.fn() };
  const full: ApiContext = { supplierId: () => S, cookiePreferences: () => ({ necessary: true, session: true, performance: true, personalisation: true }), utm: () => ({}), ...context };
  return { api: createApiClient({ baseURL: 'http://plataforma.test/', appToken: 'app', separator: ':' }, full), ...context };
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e as ApiError);
const cartOf = { params: { idcliente: C }, query: { idfornecedor: S, canalVenda: 'WEB' as const } };

/** How the client surfaces each scenario: what the state layer and screens then turn into the spec's behaviour. */
const expectations: Record<ScenarioName, () => Promise<void>> = {
  padrao: async () => {
    await expect(setup('padrao').api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  carregando: async () => {
    const pending = setup('carregando').api.call('tema', { params: { id: S } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  lento: async () => {
    const started = Date.now();
    await setup('lento').api.call('tema', { params: { id: S } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  },
  'erro-500': async () => {
    expect(await failureOf(setup('erro-500').api.call('tema', { params: { id: S } }))).toMatchObject({ status: 500, serverMessage: 'Erro interno do servidor' });
  },
  'sem-conexao': async () => {
    const failure = await failureOf(setup('sem-conexao').api.call('tema', { params: { id: S } }));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure?.isNetworkError).toBe(true);
  },
  '429': async () => {
    const { api, onTooManyRequests } = setup('429');
    expect((await failureOf(api.call('tema', { params: { id: S } })))?.isTooManyRequests).toBe(true);
    expect(onTooManyRequests).toHaveBeenCalledOnce();
  },
  'fornecedor-indisponivel': async () => {
    expect(await failureOf(setup('fornecedor-indisponivel').api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } }))).toMatchObject({ status: 500 });
  },
  'tema-ausente': async () => {
    expect((await failureOf(setup('tema-ausente').api.call('tema', { params: { id: S } })))?.isNotFound).toBe(true);
  },
  'cupom-invalido': async () => {
    const failure = await failureOf(setup('cupom-invalido').api.call('validarCupom', { params: { idfornecedor: S, idcliente: C, codigo: 'DEZ' }, query: { canalVenda: 'WEB' } }));
    // spec 5: the server error text is shown.
    expect(failure?.serverMessage).toBe('Cupom expirado em 31/10/2026');
  },
  'pedido-duplicado': async () => {
    const failure = await failureOf(setup('pedido-duplicado').api.call('enviarPedido', { params: { idcliente: C }, body: order }));
    expect(failure?.serverMessage).toContain(DUPLICATE_MESSAGE);
  },
  'submit-falha-duplicidade-ok': async () => {
    const { api } = setup('submit-falha-duplicidade-ok');
    expect(await failureOf(api.call('enviarPedido', { params: { idcliente: C }, body: order }))).toMatchObject({ status: 502 });
    // spec 8: the duplicate check reports no error, so the order is treated as done.
    const check = await api.call('verificarDuplicidade', { params: { idcliente: C }, body: order });
    expect(check.duplicado).toBe(false);
    expect(check.numpedido).toMatch(/^\d+$/);
  },
  'sucesso-com-mensagemErro': async () => {
    const { api } = setup('sucesso-com-mensagemErro');
    const answer = await api.call('enviarPedido', { params: { idcliente: C }, body: order });
    expect(answer.numpedido).toMatch(/^\d+$/);
    expect(answer.mensagemErro).toBe('Pagamento não confirmado pela operadora.');
    await expect(api.call('verificarDuplicidade', { params: { idcliente: C }, body: order })).resolves.toMatchObject({ duplicado: true, mensagemErro: 'Pagamento não confirmado pela operadora.' });
  },
  'carrinho-vazio': async () => {
    await expect(setup('carrinho-vazio').api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } })).resolves.toMatchObject({ produtosSelecionados: [] });
  },
  'carrinho-mensagem': async () => {
    const cart = await setup('carrinho-mensagem').api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } });
    expect(cart.message).toBe('O preço de alguns produtos foi atualizado.');
    expect(cart.produtosSelecionados).toHaveLength(1);
  },
  'carrinho-bloqueado': async () => {
    const { api } = setup('carrinho-bloqueado');
    await api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] } });
    const cart = await api.call('carrinho', cartOf);
    expect(cart.bloqueio_atendimento).toBe(true);
    const [line] = cart.produtosSelecionados;
    expect(line?.precoatendente).toBeGreaterThan(0);
    expect(line?.precoUnitario).toBe(line?.precoatendente);
  },
  'sem-forma-entrega': async () => {
    const failure = await failureOf(setup('sem-forma-entrega').api.call('formasEntrega', { params: { idcliente: C, idfornecedor: S }, query: { tipoEntrega: 'DELIVERY' } }));
    expect(failure?.serverMessage).toBe('Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.');
  },
  'endereco-fora-area': async () => {
    const { api } = setup('endereco-fora-area');
    await expect(api.call('fornecedoresPorEndereco', { params: { idcliente: C }, query: { lat: -22.9, lng: -47.06 } })).resolves.toEqual({ status: 404, fornecedores: [] });
    const failure = await failureOf(
      api.call('criarEndereco', { params: { idcliente: C }, body: { rua: 'R', numero: '1', bairro: 'B', cep: '13015002', cidade: 'Campinas', uf: 'SP', coords: { lat: -22.9, lng: -47.06 }, idfornecedor: S } }),
    );
    expect(failure?.serverMessage).toBe('O fornecedor não atende no endereço informado');
    // The supplier itself still loads: only the lookup by address is out of area.
    await expect(api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  'um-fornecedor': async () => {
    const { api } = setup('um-fornecedor');
    const served = await api.call('fornecedoresPorEndereco', { params: { idcliente: C }, query: { lat: -23.5614, lng: -46.6559 } });
    expect(served.status).toBe(200);
    expect(served.fornecedores.map((f) => f.slug)).toEqual(['demo']);
    await expect(api.call('fornecedoresPorEndereco', { params: { idcliente: C }, query: { lat: -22.9056, lng: -47.0608 } })).resolves.toEqual({ status: 404, fornecedores: [] });
    // The supplier lookup without a client id is not the lookup by address.
    await expect(api.call('fornecedor', { query: { idfornecedor: 'padaria-sol', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'padaria-sol' });
  },
  'entrega-carregando': async () => {
    const { api } = setup('entrega-carregando');
    const pending = api.call('formasEntrega', { params: { idcliente: C, idfornecedor: 'demo' }, query: { tipoEntrega: 'DELIVERY' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
    await expect(api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  'fornecedores-carregando': async () => {
    const { api } = setup('fornecedores-carregando');
    const pending = api.call('fornecedoresPorEndereco', { params: { idcliente: C }, query: { lat: -23.5614, lng: -46.6559 } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
    await expect(api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  'fornecedores-falha': async () => {
    const { api } = setup('fornecedores-falha');
    expect(await failureOf(api.call('fornecedoresPorEndereco', { params: { idcliente: C }, query: { lat: -23.5614, lng: -46.6559 } }))).toMatchObject({ status: 500 });
    await expect(api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  'agendamentos-falha': async () => {
    const failure = await failureOf(setup('agendamentos-falha').api.call('formasEntrega', { params: { idcliente: C, idfornecedor: S }, query: { tipoEntrega: 'DELIVERY' } }));
    // The HTML comes through untouched: the screen sanitises it (spec 8).
    expect(failure?.serverMessage).toContain('<b>Agenda indisponível</b>');
  },
  'sessao-expirada': async () => {
    expect(await failureOf(setup('sessao-expirada').api.call('carrinho', cartOf))).toMatchObject({ status: 401, serverMessage: 'Sessão expirada, efetue login novamente' });
  },
  'logout-na-listagem': async () => {
    const { api, onForcedLogout } = setup('logout-na-listagem');
    await api.call('listaProdutos', { params: { supplier: S }, query: { canalVenda: 'WEB' } });
    expect(onForcedLogout).toHaveBeenCalledWith('Sua sessão foi encerrada. Entre novamente.');
  },
  'produtos-falha': async () => {
    const failure = await failureOf(setup('produtos-falha').api.call('listaProdutosSemEndereco', { params: { supplier: S }, query: { canalVenda: 'WEB' } }));
    expect(failure).toMatchObject({ status: 503, serverMessage: 'Catálogo em manutenção. Tente novamente em alguns minutos.' });
  },
  'produto-carregando': async () => {
    const { api } = setup('produto-carregando');
    // Only the product detail hangs: the supplier (and the rest of the page) still answer.
    await expect(api.call('tema', { params: { id: S } })).resolves.toBeDefined();
    const pending = api.call('produto', { params: { supplier: S, product: 'demo-arroz-1' }, query: { canalVenda: 'WEB' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'produto-falha': async () => {
    const { api } = setup('produto-falha');
    await expect(api.call('tema', { params: { id: S } })).resolves.toBeDefined();
    const failure = await failureOf(api.call('produto', { params: { supplier: S, product: 'demo-arroz-1' }, query: { canalVenda: 'WEB' } }));
    expect(failure).toMatchObject({ status: 500, serverMessage: 'Erro interno do servidor' });
  },
  'pagina-estatica-erro': async () => {
    const failure = await failureOf(setup('pagina-estatica-erro').api.call('paginaEstatica', { params: { id: S, slug: 'quem-somos' } }));
    expect(failure?.serverMessage).toBe('Não foi possível exibir está página!');
  },
  'api-key-falha': async () => {
    const failure = await failureOf(setup('api-key-falha').api.call('loginApiKey', { body: { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1', idFornecedor: S } }));
    expect(failure).toMatchObject({ status: 401, serverMessage: 'Chave de API inválida para este fornecedor' });
  },
};

describe('named scenarios (spec 5, 7, 8)', () => {
  it('every scenario has a test', () => {
    expect(Object.keys(expectations).sort()).toEqual(Object.keys(scenarios).sort());
  });

  it.each(Object.keys(expectations) as ScenarioName[])('%s', async (name) => {
    await expectations[name]();
  }, 10_000);
});
