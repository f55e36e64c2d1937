import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiContext } from '@storefront/api/client';
import { ApiError } from '@storefront/api/errors';
import { openChat, type ChatEvent } from '@storefront/api/chat';
import type { OrderPayload } from '@storefront/api/endpoints';
import { createMockServer } from '../node';
import { DUPLICATE_MESSAGE } from '../handlers/orders';
import { XSS_VECTORS } from '../db/xssVectors';
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

/** The chat socket under a scenario, as maria: the events it sent and whether it closed. */
function chatOf(scenario: ScenarioName) {
  mock.useScenario(scenario);
  // Each scenario seeds the rooms afresh.
  mock.db.data().chat = {};
  const events: ChatEvent[] = [];
  const closed = vi.fn();
  const chat = openChat('http://plataforma.test/', 'jwt-c-maria', (event) => events.push(event), closed);
  return { events, closed, chat };
}

/** How the client surfaces each scenario: what the state layer and screens then turn into the spec's behaviour. */
const expectations: Record<ScenarioName, () => Promise<void>> = {
  padrao: async () => {
    await expect(setup('padrao').api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  carregando: async () => {
    const pending = setup('carregando').api.call('tema', { params: { idfornecedor: S } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  lento: async () => {
    const started = Date.now();
    await setup('lento').api.call('tema', { params: { idfornecedor: S } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  },
  'erro-500': async () => {
    expect(await failureOf(setup('erro-500').api.call('tema', { params: { idfornecedor: S } }))).toMatchObject({ status: 500, serverMessage: 'Erro interno do servidor' });
  },
  'sem-conexao': async () => {
    const failure = await failureOf(setup('sem-conexao').api.call('tema', { params: { idfornecedor: S } }));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure?.isNetworkError).toBe(true);
  },
  '429': async () => {
    const { api, onTooManyRequests } = setup('429');
    expect((await failureOf(api.call('tema', { params: { idfornecedor: S } })))?.isTooManyRequests).toBe(true);
    expect(onTooManyRequests).toHaveBeenCalledOnce();
  },
  'fornecedor-indisponivel': async () => {
    expect(await failureOf(setup('fornecedor-indisponivel').api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } }))).toMatchObject({ status: 500 });
  },
  'fornecedor-recusado': async () => {
    await expect(setup('fornecedor-recusado').api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).rejects.toMatchObject({
      status: 403,
      serverMessage: '<b>Acesso suspenso</b> para este domínio',
    });
  },
  'tema-ausente': async () => {
    expect((await failureOf(setup('tema-ausente').api.call('tema', { params: { idfornecedor: S } })))?.isNotFound).toBe(true);
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
  'pedido-sem-numero': async () => {
    const { api } = setup('pedido-sem-numero');
    await expect(api.call('enviarPedido', { params: { idcliente: C }, body: order })).rejects.toMatchObject({ status: 502 });
    await expect(api.call('verificarDuplicidade', { params: { idcliente: C }, body: order })).resolves.toEqual({ duplicado: false });
  },
  'sucesso-com-aviso': async () => {
    const { api } = setup('sucesso-com-aviso');
    const answer = await api.call('enviarPedido', { params: { idcliente: C }, body: order });
    expect(answer).toMatchObject({ numpedido: expect.stringMatching(/^\d+$/) as unknown, mensagemErro: 'A confirmação do pagamento pode demorar alguns minutos.' });
    await expect(api.call('verificarDuplicidade', { params: { idcliente: C }, body: order })).resolves.toEqual({ duplicado: false });
  },
  'carrinho-vazio': async () => {
    await expect(setup('carrinho-vazio').api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } })).resolves.toMatchObject({ produtosSelecionados: [] });
  },
  'carrinho-mensagem': async () => {
    const cart = await setup('carrinho-mensagem').api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } });
    expect(cart.message).toBe('O preço de alguns produtos foi atualizado.');
    expect(cart.produtosSelecionados).toHaveLength(1);
  },
  'desconto-carrinho': async () => {
    const { api } = setup('desconto-carrinho');
    // 2 x R$ 5,90 = R$ 11,80, 12% off (R$ 1,42) of the platform's own, no automatic coupon.
    const saved = await api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] } });
    expect(saved).toMatchObject({ valorDescontoPercentual: 12, tipoDesconto: '%', totalCompras: 10.38 });
    expect(saved.cupomAutomatico).toBeUndefined();
    await expect(api.call('carrinho', cartOf)).resolves.toMatchObject({ valorDescontoPercentual: 12, totalCompras: 10.38 });
  },
  'carrinho-falha-carga': async () => {
    const { api } = setup('carrinho-falha-carga');
    await expect(api.call('carrinho', cartOf)).rejects.toMatchObject({ status: 500, serverMessage: 'Erro interno do servidor' });
    await expect(api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } })).resolves.toMatchObject({ produtosSelecionados: [{ idproduto: 'demo-arroz-1' }] });
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
  'fornecedores-nenhum': async () => {
    const { api } = setup('fornecedores-nenhum');
    await expect(api.call('fornecedoresPorEndereco', { params: { idcliente: C }, query: { lat: -23.5614, lng: -46.6559 } })).resolves.toEqual({ status: 200, fornecedores: [] });
    await expect(api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  'enderecos-carregando': async () => {
    const { api } = setup('enderecos-carregando');
    const pending = Promise.race([api.call('enderecos', { params: { idcliente: C } }), api.call('enderecoFaturamento', { params: { idcliente: C } })]);
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'enderecos-falha': async () => {
    const { api } = setup('enderecos-falha');
    expect(await failureOf(api.call('enderecos', { params: { idcliente: C } }))).toMatchObject({ status: 500 });
    expect(await failureOf(api.call('enderecoFaturamento', { params: { idcliente: C } }))).toMatchObject({ status: 500 });
  },
  'enderecos-vazio': async () => {
    const { api } = setup('enderecos-vazio');
    await expect(api.call('enderecos', { params: { idcliente: C } })).resolves.toEqual([]);
    expect(await failureOf(api.call('enderecoFaturamento', { params: { idcliente: C } }))).toMatchObject({ status: 404 });
  },
  'endereco-exclusao-falha': async () => {
    const failure = await failureOf(setup('endereco-exclusao-falha').api.call('excluirEndereco', { params: { idcliente: C, idendereco: 'e-campinas' } }));
    expect(failure).toMatchObject({ status: 500 });
    expect(mock.db.addresses(C).some((a) => a.idendereco === 'e-campinas')).toBe(true);
  },
  'endereco-recusado': async () => {
    const body = { rua: 'Avenida Paulista', numero: '1', bairro: 'Bela Vista', cep: '01310100', cidade: 'São Paulo', uf: 'SP', coords: { lat: -23.5614, lng: -46.6559 }, idfornecedor: S };
    const { api } = setup('endereco-recusado');
    for (const call of [api.call('criarEndereco', { params: { idcliente: C }, body }), api.call('atualizarEndereco', { params: { idcliente: C }, body: { ...body, idendereco: 'e-paulista' } })]) {
      expect(await failureOf(call)).toMatchObject({ status: 400, serverMessage: 'Não entregamos neste número: confira o endereço com a central.' });
    }
  },
  'cep-falha': async () => {
    expect(await failureOf(setup('cep-falha').api.call('cep', { params: { cep: '01310100' } }))).toMatchObject({ status: 503 });
  },
  'area-falha': async () => {
    const { api } = setup('area-falha');
    expect(await failureOf(api.call('areaAtendimento', { query: { idfornecedor: S } }))).toMatchObject({ status: 500 });
    await expect(api.call('fornecedor', { query: { idfornecedor: 'demo', device: 'Desktop' } })).resolves.toMatchObject({ slug: 'demo' });
  },
  'busca-endereco-falha': async () => {
    expect(await failureOf(setup('busca-endereco-falha').api.call('buscaLugares', { query: { q: 'Barueri' } }))).toMatchObject({ status: 500 });
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
    await api.call('listaProdutos', { params: { idfornecedor: S }, query: { canalVenda: 'WEB' } });
    expect(onForcedLogout).toHaveBeenCalledWith('Sua sessão foi encerrada. Entre novamente.');
  },
  'produtos-falha': async () => {
    const failure = await failureOf(setup('produtos-falha').api.call('listaProdutosSemEndereco', { params: { idfornecedor: S }, query: { canalVenda: 'WEB' } }));
    expect(failure).toMatchObject({ status: 503, serverMessage: 'Catálogo em manutenção. Tente novamente em alguns minutos.' });
  },
  'categorias-falha': async () => {
    const { api } = setup('categorias-falha');
    // Only the tree fails: the category's own description (obter-setor) still answers.
    await expect(api.call('setor', { params: { idfornecedor: S, idsetor: 'demo/mercearia' } })).resolves.toMatchObject({ nome: 'Mercearia' });
    const failure = await failureOf(api.call('categorias', { params: { idfornecedor: S }, query: { device: 'desktop' } }));
    expect(failure).toMatchObject({ status: 500, serverMessage: 'Erro interno do servidor' });
  },
  'produto-carregando': async () => {
    const { api } = setup('produto-carregando');
    // Only the product detail hangs: the supplier (and the rest of the page) still answer.
    await expect(api.call('tema', { params: { idfornecedor: S } })).resolves.toBeDefined();
    const pending = api.call('produto', { params: { idfornecedor: S, idproduto: 'demo-arroz-1' }, query: { canalVenda: 'WEB' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'produto-falha': async () => {
    const { api } = setup('produto-falha');
    await expect(api.call('tema', { params: { idfornecedor: S } })).resolves.toBeDefined();
    const failure = await failureOf(api.call('produto', { params: { idfornecedor: S, idproduto: 'demo-arroz-1' }, query: { canalVenda: 'WEB' } }));
    expect(failure).toMatchObject({ status: 500, serverMessage: 'Erro interno do servidor' });
  },
  'pagina-estatica-erro': async () => {
    const failure = await failureOf(setup('pagina-estatica-erro').api.call('paginaEstatica', { params: { idfornecedor: S, slug: 'quem-somos' } }));
    expect(failure?.serverMessage).toBe('Não foi possível exibir está página!');
  },
  'login-falha': async () => {
    const { api } = setup('login-falha');
    expect(await failureOf(api.call('usuario', { params: { login: 'maria@exemplo.com.br' } }))).toMatchObject({ status: 503 });
    expect(await failureOf(api.call('autenticar', { body: { cpf: '52998224725', senha: 'demo1234', idfornecedor: S, tokenOrigin: 'commerce' } }))).toMatchObject({ status: 503 });
  },
  'login-lento': async () => {
    const started = Date.now();
    await expect(setup('login-lento').api.call('usuario', { params: { login: 'maria@exemplo.com.br' } })).resolves.toMatchObject({ idcliente: C });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  },
  'login-token-falha': async () => {
    const failure = await failureOf(setup('login-token-falha').api.call('loginToken', { body: { token: `token-${C}`, email: 'maria@exemplo.com.br', idfornecedor: S } }));
    expect(failure).toMatchObject({ status: 503, serverMessage: 'Serviço temporariamente indisponível' });
  },
  'login-aprovacao-alterada': async () => {
    await expect(setup('login-aprovacao-alterada').api.call('cliente', { params: { idcliente: C } })).resolves.toMatchObject({ idcliente: C, cadastro_aprovado: false });
  },
  'login-sem-usuario': async () => {
    await expect(setup('login-sem-usuario').api.call('autenticar', { body: { cpf: '52998224725', senha: 'demo1234', idfornecedor: S, tokenOrigin: 'commerce' } })).resolves.toEqual({});
  },
  'api-key-sem-resposta': async () => {
    const failure = await failureOf(setup('api-key-sem-resposta').api.call('loginApiKey', { body: { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1', idFornecedor: S } }));
    expect(failure).toMatchObject({ status: 0, serverMessage: undefined });
  },
  'api-key-falha': async () => {
    const failure = await failureOf(setup('api-key-falha').api.call('loginApiKey', { body: { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1', idFornecedor: S } }));
    expect(failure).toMatchObject({ status: 401, serverMessage: 'Chave de API inválida para este fornecedor' });
  },
  'clientes-carregando': async () => {
    const pending = setup('clientes-carregando').api.call('clientesRepresentante', { params: { idfornecedor: S, idrepresentante: 'c-rep' }, query: { limit: 10, offset: 0 } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'clientes-vazio': async () => {
    await expect(setup('clientes-vazio').api.call('clientesRepresentante', { params: { idfornecedor: S, idrepresentante: 'c-rep' }, query: { limit: 10, offset: 0 } })).resolves.toEqual({ clientes: [], total: 0 });
  },
  'clientes-falha': async () => {
    expect(await failureOf(setup('clientes-falha').api.call('clientesRepresentante', { params: { idfornecedor: S, idrepresentante: 'c-rep' }, query: { limit: 10, offset: 0 } }))).toMatchObject({ status: 500 });
  },
  'representante-sem-acesso': async () => {
    await expect(setup('representante-sem-acesso').api.call('acessoRepresentante', { params: { idrepresentante: 'c-rep' } })).resolves.toEqual({ permitido: false });
  },
  'cliente-falha': async () => {
    expect(await failureOf(setup('cliente-falha').api.call('cliente', { params: { idcliente: 'c-rep-cliente-1' } }))).toMatchObject({ status: 500, serverMessage: 'Erro ao obter cliente!' });
  },
  'contas-vinculadas-falha': async () => {
    expect(await failureOf(setup('contas-vinculadas-falha').api.call('clientesVinculados', { params: { idcliente: 'c-mercado' } }))).toMatchObject({ status: 500 });
  },
  'contas-vinculadas-carregando': async () => {
    const pending = setup('contas-vinculadas-carregando').api.call('clientesVinculados', { params: { idcliente: 'c-mercado' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'usuarios-carregando': async () => {
    const pending = setup('usuarios-carregando').api.call('usuariosDoCliente', { params: { idcliente: 'c-mercado' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'usuarios-falha': async () => {
    expect(await failureOf(setup('usuarios-falha').api.call('usuariosDoCliente', { params: { idcliente: 'c-mercado' } }))).toMatchObject({ status: 500 });
  },
  'usuario-vinculado-erro': async () => {
    const call = setup('usuario-vinculado-erro').api.call('criarUsuarioVinculado', { params: { idfornecedor: S, idcliente: 'c-mercado' }, body: { email: 'novo@bomdia.com.br' } });
    // spec 8: the server's text is shown.
    expect(await failureOf(call)).toMatchObject({ status: 400, serverMessage: 'Erro ao tentar cadastrar usuário' });
  },
  'usuario-vinculado-exclusao-falha': async () => {
    const call = setup('usuario-vinculado-exclusao-falha').api.call('excluirUsuarioVinculado', { params: { idfornecedor: S, idcliente: 'c-mercado', idusuario: 'c-mercado-filial' } });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'usuario-vinculado-edicao-falha': async () => {
    const call = setup('usuario-vinculado-edicao-falha').api.call('atualizarUsuarioVinculado', { params: { idusuario: 'c-mercado-filial' }, body: { dadosUsuario: { nome: 'Filial', telefone: '' } } });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'link-acesso-falha': async () => {
    const call = setup('link-acesso-falha').api.call('usuariosVinculados', { params: { idfornecedor: S, idcliente: 'c-mercado' }, query: { gerar_token_jwt: true } });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'receita-falha': async () => {
    expect(await failureOf(setup('receita-falha').api.call('dadosReceita', { params: { doc: '11222333000181' } }))).toMatchObject({ status: 503 });
  },
  'cadastro-carregando': async () => {
    const pending = setup('cadastro-carregando').api.call('dadosReceita', { params: { doc: '11222333000181' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'cadastro-falha': async () => {
    expect(await failureOf(setup('cadastro-falha').api.call('salvarUsuario', { params: { idcliente: C }, body: { nome: 'Maria S.' } }))).toMatchObject({ status: 500 });
  },
  'conta-carregando': async () => {
    const pending = setup('conta-carregando').api.call('configuracoesCliente', { params: { idcliente: C } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'conta-falha': async () => {
    const { api } = setup('conta-falha');
    expect(await failureOf(api.call('configuracoesCliente', { params: { idcliente: C } }))).toMatchObject({ status: 500 });
    expect(await failureOf(api.call('termosUso', {}))).toMatchObject({ status: 500 });
  },
  'verificacao-falha': async () => {
    const query = { canal: 'EMAIL' as const, idcliente: C, idfornecedor: S, fonte: 'commerce' };
    expect(await failureOf(setup('verificacao-falha').api.call('enviarVerificacao', { query }))).toMatchObject({ status: 500 });
  },
  'aceite-termos-falha': async () => {
    const call = setup('aceite-termos-falha').api.call('aceitarTermos', { params: { idcliente: C, idfornecedor: S }, body: { versao: '2026-01' } });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'assinaturas-carregando': async () => {
    const pending = setup('assinaturas-carregando').api.call('assinaturas', { params: { idfornecedor: S, idcliente: C } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'assinaturas-falha': async () => {
    const { api } = setup('assinaturas-falha');
    expect(await failureOf(api.call('assinaturas', { params: { idfornecedor: S, idcliente: C } }))).toMatchObject({ status: 500 });
    expect(await failureOf(api.call('assinatura', { params: { idassinatura: 'ass-1' } }))).toMatchObject({ status: 500 });
  },
  'assinaturas-vazio': async () => {
    await expect(setup('assinaturas-vazio').api.call('assinaturas', { params: { idfornecedor: S, idcliente: C } })).resolves.toEqual([]);
  },
  'cancelar-assinatura-falha': async () => {
    const failure = await failureOf(setup('cancelar-assinatura-falha').api.call('cancelarAssinatura', { params: { idassinatura: 'ass-1' } }));
    expect(failure?.status).toBe(409);
    expect(failure?.serverMessage).toContain('em separação');
  },
  'pedidos-carregando': async () => {
    const pending = setup('pedidos-carregando').api.call('pedidosCliente', { params: { idcliente: C } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'pedidos-falha': async () => {
    expect(await failureOf(setup('pedidos-falha').api.call('pedidosCliente', { params: { idcliente: C } }))).toMatchObject({ status: 500 });
  },
  'pedidos-vazio': async () => {
    await expect(setup('pedidos-vazio').api.call('pedidosCliente', { params: { idcliente: C }, query: { page: 1, limit: 6 } })).resolves.toEqual([]);
  },
  'pedido-carregando': async () => {
    const pending = setup('pedido-carregando').api.call('pedido', { params: { numpedido: '4500' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'pedido-falha': async () => {
    expect(await failureOf(setup('pedido-falha').api.call('pedido', { params: { numpedido: '4500' } }))).toMatchObject({ status: 500 });
  },
  'avaliacao-falha': async () => {
    const call = setup('avaliacao-falha').api.call('avaliarPedido', { params: { numpedido: '4500' }, body: { nota: 5 } });
    expect(await failureOf(call)).toMatchObject({ status: 503, serverMessage: 'Avaliações indisponíveis no momento. Tente novamente mais tarde.' });
  },
  'danfe-falha': async () => {
    const call = setup('danfe-falha').api.download('danfe', { params: { numpedido: '4500', idfornecedor: S } }, 'danfe.pdf');
    expect(await failureOf(call)).toMatchObject({ status: 404, serverMessage: 'A nota fiscal deste pedido ainda não foi emitida.' });
  },
  'troca-pagamento-falha': async () => {
    const call = setup('troca-pagamento-falha').api.call('alterarFormaPagamento', { params: { idfornecedor: S, numpedido: '4506' }, query: { idfornecedor: S }, body: { idformapagto: 'boleto', quantParcelas: 1 } });
    expect(await failureOf(call)).toMatchObject({ status: 409 });
  },
  'repetir-pedido-falha': async () => {
    const call = setup('repetir-pedido-falha').api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'chat-carregando': async () => {
    const { events, chat } = chatOf('chat-carregando');
    await new Promise((r) => setTimeout(r, 150));
    expect(events).toEqual([]);
    chat.close();
  },
  'chat-falha': async () => {
    const { closed } = chatOf('chat-falha');
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
  },
  'chat-vazio': async () => {
    const { events, chat } = chatOf('chat-vazio');
    await vi.waitFor(() => expect(events[0]).toMatchObject({ type: 'salas' }));
    chat.join('geral-c-maria', 1, 30);
    await vi.waitFor(() => expect(events[1]).toEqual({ type: 'historico', sala: 'geral-c-maria', page: 1, mensagens: [] }));
    chat.close();
  },
  'chat-historico-longo': async () => {
    const { events, chat } = chatOf('chat-historico-longo');
    await vi.waitFor(() => expect(events[0]).toMatchObject({ type: 'salas' }));
    chat.join('geral-c-maria', 2, 30);
    await vi.waitFor(() => expect(events[1]).toMatchObject({ type: 'historico', page: 2 }));
    const page = events[1]?.type === 'historico' ? events[1].mensagens.map((m) => m.texto) : [];
    expect(page).toHaveLength(15);
    expect(page[0]).toBe('Mensagem 1 da conversa');
    chat.close();
  },
  'chat-historico-lento': async () => {
    const { events, chat } = chatOf('chat-historico-lento');
    await vi.waitFor(() => expect(events[0]).toMatchObject({ type: 'salas' }));
    const started = Date.now();
    chat.join('geral-c-maria', 1, 30);
    await vi.waitFor(() => expect(events[1]).toMatchObject({ type: 'historico' }), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
    chat.close();
  },
  'chat-sessao-expirada': async () => {
    const { events, closed } = chatOf('chat-sessao-expirada');
    await vi.waitFor(() => expect(events).toEqual([{ type: 'erro', mensagem: 'Sessão expirada, efetue login novamente' }]));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
  },
  'listas-carregando': async () => {
    const pending = setup('listas-carregando').api.call('listasCompra', { params: { idfornecedor: S }, query: { idclient: C, type: 'FROM_CLIENT' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'listas-falha': async () => {
    expect(await failureOf(setup('listas-falha').api.call('listasCompra', { params: { idfornecedor: S }, query: { idclient: C, type: 'TO_CLIENT' } }))).toMatchObject({ status: 500 });
  },
  'listas-vazio': async () => {
    await expect(setup('listas-vazio').api.call('listasCompra', { params: { idfornecedor: S }, query: { idclient: C, type: 'TO_CLIENT' } })).resolves.toEqual([]);
  },
  'aplicar-lista-falha': async () => {
    const failure = await failureOf(setup('aplicar-lista-falha').api.call('aplicarListaCompra', { params: { idfornecedor: S, idlista: 'lista-2' } }));
    expect(failure).toMatchObject({ status: 500, serverMessage: 'Não foi possível aplicar a lista agora. Tente em alguns minutos.' });
  },
  'combos-carregando': async () => {
    const pending = setup('combos-carregando').api.call('combo', { params: { idcombo: `${S}-combo-1` } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'combos-falha': async () => {
    expect(await failureOf(setup('combos-falha').api.call('combosCliente', { params: { idfornecedor: S, idcliente: C } }))).toMatchObject({ status: 500 });
  },
  'combos-vazio': async () => {
    await expect(setup('combos-vazio').api.call('combos', { params: { idfornecedor: S } })).resolves.toEqual([]);
  },
  'carrosseis-carregando': async () => {
    const pending = setup('carrosseis-carregando').api.call('carrosseis', { params: { idcliente: C, idfornecedor: S }, query: { page: 'home', device: 'desktop' } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'carrosseis-falha': async () => {
    const call = setup('carrosseis-falha').api.call('carrosseis', { params: { idcliente: C, idfornecedor: S }, query: { page: 'home', device: 'desktop' } });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'carrossel-produtos-falha': async () => {
    const { api } = setup('carrossel-produtos-falha');
    const params = { idcliente: C, idfornecedor: S };
    await expect(api.call('carrosseis', { params, query: { page: 'home', device: 'desktop', loadProdutos: false } })).resolves.not.toHaveLength(0);
    expect(await failureOf(api.call('carrosseis', { params, query: { page: 'home', device: 'desktop', loadProdutos: true } }))).toMatchObject({ status: 500 });
  },
  'rodape-falha': async () => {
    expect(await failureOf(setup('rodape-falha').api.call('rodape', { params: { idfornecedor: S } }))).toMatchObject({ status: 500 });
  },
  'conteudo-falha': async () => {
    const { api } = setup('conteudo-falha');
    expect(await failureOf(api.call('rodape', { params: { idfornecedor: S } }))).toMatchObject({ status: 500 });
    expect(await failureOf(api.call('carrosseis', { params: { idcliente: C, idfornecedor: S }, query: { page: 'home', device: 'desktop' } }))).toMatchObject({ status: 500 });
  },
  'caracteristica-obrigatoria': async () => {
    const list = await setup('caracteristica-obrigatoria').api.call('caracteristicasPedido', { params: { idfornecedor: S } });
    expect(list.filter((c) => c.obrigatoria).map((c) => c.nome)).toEqual(['Responsável pelo recebimento']);
  },
  'pedido-rapido-falha': async () => {
    const query = { canalVenda: 'WEB' as const, sk: 'ARR-0001' };
    expect(await failureOf(setup('pedido-rapido-falha').api.call('listaProdutosSemEndereco', { params: { idfornecedor: S }, query }))).toMatchObject({ status: 500 });
  },
  'planilha-falha': async () => {
    expect(await failureOf(setup('planilha-falha').api.call('planilhaProdutos', { params: { idfornecedor: S }, body: 'ARR-0001;2' }))).toMatchObject({ status: 422 });
  },
  'pedido-rapido-carrinho-falha': async () => {
    const body = { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] };
    const call = setup('pedido-rapido-carrinho-falha').api.call('salvarCarrinho', { params: { idcliente: C }, query: { idfornecedor: S, canalVenda: 'WEB' }, body });
    expect(await failureOf(call)).toMatchObject({ status: 500 });
  },
  'faturas-carregando': async () => {
    const pending = setup('faturas-carregando').api.call('faturas', { params: { idcliente: C, idfornecedor: S } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'faturas-falha': async () => {
    expect(await failureOf(setup('faturas-falha').api.call('faturas', { params: { idcliente: C, idfornecedor: S } }))).toMatchObject({ status: 500 });
  },
  'faturas-vazio': async () => {
    await expect(setup('faturas-vazio').api.call('faturas', { params: { idcliente: C, idfornecedor: S } })).resolves.toEqual([]);
  },
  'recomendacoes-carregando': async () => {
    const pending = setup('recomendacoes-carregando').api.call('recomendacoes', { params: { idfornecedor: S, idcliente: C } });
    await expect(Promise.race([pending, new Promise((r) => setTimeout(() => r('ainda carregando'), 150))])).resolves.toBe('ainda carregando');
  },
  'recomendacoes-falha': async () => {
    expect(await failureOf(setup('recomendacoes-falha').api.call('recomendacoes', { params: { idfornecedor: S, idcliente: C } }))).toMatchObject({ status: 500 });
  },
  'recomendacoes-vazio': async () => {
    await expect(setup('recomendacoes-vazio').api.call('recomendacoes', { params: { idfornecedor: S, idcliente: C } })).resolves.toEqual({ sessao_id: 'rec-vazia', produtos: [] });
  },
  'html-hostil': async () => {
    const { api } = setup('html-hostil');
    // The vectors come through untouched: the screens sanitise them (ui/SafeHtml).
    const every = XSS_VECTORS.map((v) => v.html);
    const pagina = await api.call('paginaEstatica', { params: { idfornecedor: S, slug: 'quem-somos' } });
    const rodape = await api.call('rodape', { params: { idfornecedor: S } });
    const instrucoes = await api.call('instrucoesPedido', { params: { idfornecedor: S }, query: { contentType: 'ORDER_INSTRUCTIONS' } });
    const termos = await api.call('termosUso', {});
    const produto = await api.call('produto', { params: { idfornecedor: S, idproduto: 'demo-arroz-1' }, query: { canalVenda: 'WEB' } });
    const entrega = await failureOf(api.call('formasEntrega', { params: { idcliente: C, idfornecedor: S }, query: { tipoEntrega: 'DELIVERY' } }));
    for (const html of [pagina.html, rodape.html, instrucoes.conteudo, termos.html, produto.descricao, entrega?.serverMessage]) {
      for (const vector of every) expect(html).toContain(vector);
    }
    expect(rodape.secoes.at(-1)?.links.map((l) => l.link)).toContain('javascript:window.__xss=100');
  },
  'carrinho-sem-conexao': async () => {
    const { api } = setup('carrinho-sem-conexao');
    const failure = await failureOf(api.call('salvarCarrinho', { ...cartOf, body: { cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } }));
    expect(failure?.isNetworkError).toBe(true);
    await expect(api.call('carrinho', cartOf)).resolves.toMatchObject({ produtosSelecionados: expect.any(Array) as unknown });
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
