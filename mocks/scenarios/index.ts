import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { endpoints, type Carrinho, type OrderPayload } from '@storefront/api/endpoints';
import type { MockDatabase } from '../db/database';
import { DUPLICATE_MESSAGE } from '../handlers/orders';
import { fail, handle, isClientSegment, mswPath } from '../handlers/paths';

/** A named fault or odd answer of the platform, prepended to the normal handlers. */
export interface Scenario {
  label: string;
  handlers(db: MockDatabase): RequestHandler[];
}

/** Every call of the table, for faults that hit all of them. */
const everyCall = (resolver: HttpResponseResolver) =>
  Object.values(endpoints).map((ep) => http.all(mswPath(ep), resolver));

const sessionExpired = 'Sessão expirada, efetue login novamente';

/**
 * The supplier lookup by address only: spec 7 gives it the path of the supplier lookup with a client
 * id in it (`{apptoken}{sep}{idcliente}/fornecedor`), so the bare supplier lookup passes through.
 */
const byAddress = (resolver: HttpResponseResolver<{ appcliente: string }>) =>
  handle<{ appcliente: string }>(endpoints.fornecedoresPorEndereco, (info) => (isClientSegment(info.params.appcliente) ? resolver(info) : undefined));

/**
 * Named scenarios of spec sections 5, 7 and 8, chosen per story (`parameters.scenario`), from the
 * toolbar, by `?cenario=` in `npm start`, per test (`useScenario`), and by the `X-Cenario` header or
 * `cenario` query on the HTTP mock server.
 */
export const scenarios = {
  padrao: { label: 'Normal', handlers: () => [] },
  carregando: {
    label: 'Carregando (sem resposta)',
    handlers: () =>
      everyCall(async () => {
        await delay('infinite');
      }),
  },
  lento: {
    label: 'Rede lenta (2,5 s por resposta)',
    handlers: () =>
      everyCall(async () => {
        await delay(2500);
        return undefined;
      }),
  },
  'erro-500': { label: 'Erro no servidor (500)', handlers: () => everyCall(() => fail(500, 'Erro interno do servidor')) },
  'sem-conexao': { label: 'Sem conexão (falha de rede)', handlers: () => everyCall(() => HttpResponse.error()) },
  '429': { label: 'Muitas requisições (429)', handlers: () => everyCall(() => fail(429, 'Too Many Requests')) },
  'fornecedor-indisponivel': {
    label: 'Fornecedor indisponível (500)',
    handlers: () => [handle(endpoints.fornecedor, () => fail(500, 'Serviço temporariamente indisponível'))],
  },
  'tema-ausente': { label: 'Tema não configurado (404)', handlers: () => [handle(endpoints.tema, () => fail(404, 'Tema não configurado'))] },
  'cupom-invalido': {
    label: 'Cupom inválido (mensagem do servidor)',
    handlers: () => [handle(endpoints.validarCupom, () => fail(400, 'Cupom expirado em 31/10/2026'))],
  },
  'pedido-duplicado': {
    label: 'Pedido idêntico há poucos segundos',
    handlers: () => [handle(endpoints.enviarPedido, () => fail(409, DUPLICATE_MESSAGE))],
  },
  'submit-falha-duplicidade-ok': {
    label: 'Envio falha, mas o pedido foi criado',
    handlers: (db) => {
      let created: string | undefined;
      return [
        handle<{ idcliente: string }, OrderPayload>(endpoints.enviarPedido, async ({ params, request }) => {
          created = db.createOrder(params.idcliente, await request.json()).numpedido;
          return fail(502, 'Tempo de resposta esgotado');
        }),
        handle(endpoints.verificarDuplicidade, () => HttpResponse.json({ duplicado: false, numpedido: created })),
      ];
    },
  },
  'sucesso-com-mensagemErro': {
    label: 'Pedido aceito com mensagemErro',
    handlers: (db) => [
      handle<{ idcliente: string }, OrderPayload>(endpoints.enviarPedido, async ({ params, request }) => {
        const order = db.createOrder(params.idcliente, await request.json());
        return HttpResponse.json({ numpedido: order.numpedido, totalpedido: order.totalpedido, mensagemErro: 'Pagamento não confirmado pela operadora.' });
      }),
      handle(endpoints.verificarDuplicidade, () => HttpResponse.json({ duplicado: true, mensagemErro: 'Pagamento não confirmado pela operadora.' })),
    ],
  },
  'carrinho-vazio': {
    label: 'Carrinho salvo volta vazio',
    handlers: () => [
      handle(endpoints.salvarCarrinho, () => HttpResponse.json<Carrinho>({ produtosSelecionados: [], totalCompras: 0, bloqueio_atendimento: false })),
    ],
  },
  'carrinho-mensagem': {
    label: 'Carrinho salvo com aviso',
    handlers: (db) => [
      handle<{ idcliente: string }, { cartItens: Parameters<MockDatabase['saveCart']>[2] }>(endpoints.salvarCarrinho, async ({ params, request }) => {
        const { cartItens } = await request.json();
        const idfornecedor = new URL(request.url).searchParams.get('idfornecedor') ?? '';
        return HttpResponse.json({ ...db.saveCart(params.idcliente, idfornecedor, cartItens), message: 'O preço de alguns produtos foi atualizado.' });
      }),
    ],
  },
  'carrinho-bloqueado': {
    label: 'Negociação em andamento (carrinho bloqueado)',
    handlers: (db) => [
      // The attendant negotiated 8% off every line: attendant prices win (spec 4 unit price rule).
      handle<{ idcliente: string }>(endpoints.carrinho, ({ params, request }) =>
        HttpResponse.json(db.cart(params.idcliente, new URL(request.url).searchParams.get('idfornecedor') ?? '', 0.08)),
      ),
    ],
  },
  'sem-forma-entrega': {
    label: 'Nenhuma forma de entrega',
    handlers: () => [
      handle(endpoints.formasEntrega, () => fail(404, 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.')),
      handle(endpoints.formasEntregaPorCep, () => HttpResponse.json({ Mensagem: 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.' }, { status: 404 })),
    ],
  },
  'endereco-fora-area': {
    label: 'Endereço fora da área atendida',
    handlers: () => [
      byAddress(() => HttpResponse.json({ status: 404, fornecedores: [] })),
      handle(endpoints.criarEndereco, () => fail(400, 'O fornecedor não atende no endereço informado')),
    ],
  },
  'um-fornecedor': {
    label: 'Um só fornecedor atende o endereço',
    handlers: (db) => [
      // The first supplier of the service area, alone: it becomes active at once (spec 4).
      byAddress(({ request }) => {
        const q = new URL(request.url).searchParams;
        const at = { lat: Number(q.get('lat')), lng: Number(q.get('lng')) };
        const first = db.suppliers().find((f) => db.inServiceArea(f.idfornecedor, at));
        return HttpResponse.json({ status: first ? 200 : 404, fornecedores: first ? [first] : [] });
      }),
    ],
  },
  'entrega-carregando': {
    label: 'Consulta de formas de entrega sem resposta',
    handlers: () => [
      handle(endpoints.formasEntrega, async () => {
        await delay('infinite');
        return undefined;
      }),
    ],
  },
  'fornecedores-carregando': {
    label: 'Consulta de fornecedores por endereço sem resposta',
    handlers: () => [
      byAddress(async () => {
        await delay('infinite');
        return undefined;
      }),
    ],
  },
  'fornecedores-falha': {
    label: 'Falha ao consultar outros fornecedores',
    handlers: () => [byAddress(() => fail(500, 'Erro interno do servidor'))],
  },
  'agendamentos-falha': {
    label: 'Falha ao consultar agendamentos (HTML do servidor)',
    handlers: () => [
      handle(endpoints.formasEntrega, () => fail(500, '<p><b>Agenda indisponível</b> no momento.</p><img src=x onerror="alert(1)">')),
    ],
  },
  'sessao-expirada': {
    label: 'Sessão expirada',
    handlers: () =>
      [endpoints.carrinho, endpoints.salvarCarrinho, endpoints.cliente, endpoints.pedidosCliente, endpoints.enderecos, endpoints.usuario].map((ep) =>
        handle(ep, () => fail(401, sessionExpired)),
      ),
  },
  'logout-na-listagem': {
    label: 'Listagem de produtos encerra a sessão',
    handlers: () =>
      [endpoints.listaProdutos, endpoints.listaProdutosSemEndereco].map((ep) =>
        handle(ep, () => HttpResponse.json({ action: 'logout', mensagem: 'Sua sessão foi encerrada. Entre novamente.', produtos: [], totalItems: 0, totalPages: 1, page: 1 })),
      ),
  },
  'produtos-falha': {
    label: 'Listagem de produtos com erro',
    handlers: () =>
      [endpoints.listaProdutos, endpoints.listaProdutosSemEndereco].map((ep) => handle(ep, () => fail(503, 'Catálogo em manutenção. Tente novamente em alguns minutos.'))),
  },
  'produto-carregando': {
    label: 'Página de produto carregando (sem resposta)',
    handlers: () => [
      handle(endpoints.produto, async () => {
        await delay('infinite');
      }),
    ],
  },
  'produto-falha': {
    label: 'Página de produto com erro (500)',
    handlers: () => [handle(endpoints.produto, () => fail(500, 'Erro interno do servidor'))],
  },
  'pagina-estatica-erro': {
    label: 'Página estática com erro',
    handlers: () => [handle(endpoints.paginaEstatica, () => fail(500, 'Não foi possível exibir está página!'))],
  },
  'api-key-falha': {
    label: 'Login por API key recusado',
    handlers: () => [handle(endpoints.loginApiKey, () => fail(401, 'Chave de API inválida para este fornecedor'))],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(scenarios, name);
}
