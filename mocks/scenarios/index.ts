import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { endpoints, type Carrinho, type ConteudoCustomizado, type OrderPayload, type PaginaEstatica, type ProdutoDetalhe, type Rodape, type TermosUso } from '@storefront/api/endpoints';
import type { MockDatabase } from '../db/database';
import { hostileHtml } from '../db/xssVectors';
import { discountAsked } from '../handlers/cart';
import { DUPLICATE_MESSAGE } from '../handlers/orders';
import type { ChatFaults } from '../handlers/chatRooms';
import { clientIdOf, fail, handle, isClientSegment, mswPath } from '../handlers/paths';

/** A named fault or odd answer of the platform, prepended to the normal handlers. */
export interface Scenario {
  label: string;
  handlers(db: MockDatabase): RequestHandler[];
  /** Faults of the chat socket (MSW runs every socket handler that matches, so they are options, not handlers). */
  chat?: ChatFaults;
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
  'fornecedor-recusado': {
    label: 'Fornecedor recusa a página (403 com texto)',
    handlers: () => [handle(endpoints.fornecedor, () => fail(403, '<b>Acesso suspenso</b> para este domínio'))],
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
  'pedido-sem-numero': {
    label: 'Envio falha; a verificação não acha erro nem número',
    handlers: (db) => [
      handle<{ idcliente: string }, OrderPayload>(endpoints.enviarPedido, async ({ params, request }) => {
        db.createOrder(params.idcliente, await request.json());
        return fail(502, 'Tempo de resposta esgotado');
      }),
      handle(endpoints.verificarDuplicidade, () => HttpResponse.json({ duplicado: false })),
    ],
  },
  'sucesso-com-aviso': {
    label: 'Pedido aceito com mensagemErro; a verificação não acha erro',
    handlers: (db) => [
      handle<{ idcliente: string }, OrderPayload>(endpoints.enviarPedido, async ({ params, request }) => {
        const order = db.createOrder(params.idcliente, await request.json());
        return HttpResponse.json({ numpedido: order.numpedido, totalpedido: order.totalpedido, mensagemErro: 'A confirmação do pagamento pode demorar alguns minutos.' });
      }),
      handle(endpoints.verificarDuplicidade, () => HttpResponse.json({ duplicado: false })),
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
  'desconto-carrinho': {
    label: 'Carrinho com desconto do fornecedor (12%)',
    // spec 3 "Cart" valorDescontoPercentual: the platform takes 12% off the client's cart of its own (a
    // commercial policy, no coupon), in place of the automatic coupon; its totalCompras is after it.
    handlers: (db) => {
      const own = { codigocupom: '', tipodesconto: '%', percentualDesconto: 12 };
      return [
        handle<{ idcliente: string }, { cartItens: Parameters<MockDatabase['saveCart']>[2] }>(endpoints.salvarCarrinho, async ({ params, request }) => {
          const { cartItens } = await request.json();
          return HttpResponse.json(db.saveCart(params.idcliente, new URL(request.url).searchParams.get('idfornecedor') ?? '', cartItens, { ...discountAsked(request), own }));
        }),
        handle<{ idcliente: string }>(endpoints.carrinho, ({ params, request }) =>
          HttpResponse.json(db.cart(params.idcliente, new URL(request.url).searchParams.get('idfornecedor') ?? '', { ...discountAsked(request), own })),
        ),
      ];
    },
  },
  'carrinho-falha-carga': {
    label: 'Carrinho não carrega (500)',
    handlers: () => [handle(endpoints.carrinho, () => fail(500, 'Erro interno do servidor'))],
  },
  'carrinho-bloqueado': {
    label: 'Negociação em andamento (carrinho bloqueado)',
    handlers: (db) => [
      // The attendant negotiated 8% off every line: attendant prices win (spec 4 unit price rule).
      handle<{ idcliente: string }>(endpoints.carrinho, ({ params, request }) =>
        HttpResponse.json(db.cart(params.idcliente, new URL(request.url).searchParams.get('idfornecedor') ?? '', { attendantDiscount: 0.08 })),
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
  /* spec 7 "Addresses" and the assumed address lookups (issue 8, addresses). */
  'fornecedores-nenhum': {
    label: 'Nenhum fornecedor para o endereço (200 sem fornecedores)',
    handlers: () => [byAddress(() => HttpResponse.json({ status: 200, fornecedores: [] }))],
  },
  'enderecos-carregando': {
    label: 'Endereços do cliente sem resposta',
    handlers: () =>
      [endpoints.enderecos, endpoints.enderecoFaturamento].map((ep) =>
        handle(ep, async () => {
          await delay('infinite');
        }),
      ),
  },
  'enderecos-falha': {
    label: 'Endereços do cliente com erro (500)',
    handlers: () => [endpoints.enderecos, endpoints.enderecoFaturamento].map((ep) => handle(ep, () => fail(500, 'Erro interno do servidor'))),
  },
  'enderecos-vazio': {
    label: 'Cliente sem endereços',
    handlers: () => [
      handle(endpoints.enderecos, () => HttpResponse.json([])),
      handle(endpoints.enderecoFaturamento, () => fail(404, 'Endereço de faturamento não cadastrado')),
    ],
  },
  'endereco-exclusao-falha': {
    label: 'Exclusão de endereço com erro (500)',
    handlers: () => [handle(endpoints.excluirEndereco, () => fail(500, 'Erro interno do servidor'))],
  },
  'endereco-recusado': {
    label: 'Endereço recusado pelo servidor (400 com mensagem)',
    // spec 5 and 8: an address answered with code 400 shows the returned message, whatever it says.
    handlers: () => [endpoints.criarEndereco, endpoints.atualizarEndereco].map((ep) => handle(ep, () => fail(400, 'Não entregamos neste número: confira o endereço com a central.'))),
  },
  'cep-falha': {
    label: 'Consulta de CEP indisponível',
    handlers: () => [handle(endpoints.cep, () => fail(503, 'Serviço de CEP indisponível'))],
  },
  'area-falha': {
    label: 'Falha ao consultar área de atendimento do fornecedor',
    handlers: () => [handle(endpoints.areaAtendimento, () => fail(500, 'Erro interno do servidor'))],
  },
  'busca-endereco-falha': {
    label: 'Busca de endereços com erro',
    handlers: () => [handle(endpoints.buscaLugares, () => fail(500, 'Erro interno do servidor'))],
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
  'categorias-falha': {
    label: 'Árvore de categorias com erro (500)',
    handlers: () => [handle(endpoints.categorias, () => fail(500, 'Erro interno do servidor'))],
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
  'login-falha': {
    label: 'Login sem resposta do servidor (503)',
    handlers: () => [endpoints.usuario, endpoints.autenticar, endpoints.autenticarRepresentante].map((ep) => handle(ep, () => fail(503, 'Serviço temporariamente indisponível'))),
  },
  'login-lento': {
    label: 'Login lento (1,5 s por etapa, também o login por token)',
    // spec 4 "Login": long enough to see "fetching the user" and then "authenticating".
    handlers: () =>
      [endpoints.usuario, endpoints.autenticar, endpoints.loginToken].map((ep) =>
        handle(ep, async () => {
          await delay(1500);
          return undefined;
        }),
      ),
  },
  'login-token-falha': {
    label: 'Login por token sem resposta do servidor (503)',
    handlers: () => [handle(endpoints.loginToken, () => fail(503, 'Serviço temporariamente indisponível'))],
  },
  'login-aprovacao-alterada': {
    label: 'Aprovação do cadastro mudou desde o login',
    // The session check (GET cliente) finds the client's approval changed: the shopper goes home (spec 2).
    handlers: (db) => [
      handle<{ appcliente: string }>(endpoints.cliente, ({ params }) => {
        const usuario = db.findUser(clientIdOf(params.appcliente));
        return usuario ? HttpResponse.json({ ...usuario, cadastro_aprovado: !usuario.cadastro_aprovado }) : fail(404, 'Erro ao obter cliente!');
      }),
    ],
  },
  'login-sem-usuario': {
    label: 'Autenticação responde sem usuário',
    // spec 8: an authentication answered 2xx without a usable user or token.
    handlers: () => [handle(endpoints.autenticar, () => HttpResponse.json({}))],
  },
  'api-key-sem-resposta': {
    label: 'Login por API key sem resposta (falha de rede)',
    handlers: () => [handle(endpoints.loginApiKey, () => HttpResponse.error())],
  },
  'api-key-falha': {
    label: 'Login por API key recusado',
    handlers: () => [handle(endpoints.loginApiKey, () => fail(401, 'Chave de API inválida para este fornecedor'))],
  },
  /* spec 7 "User and session": sign-up and the account (issue 8). */
  'receita-falha': {
    label: 'Consulta à Receita Federal com erro',
    handlers: () => [handle(endpoints.dadosReceita, () => fail(503, 'Serviço da Receita Federal indisponível'))],
  },
  'cadastro-carregando': {
    label: 'Consulta à Receita e gravação do cadastro sem resposta',
    handlers: () =>
      [endpoints.dadosReceita, endpoints.salvarUsuario].map((ep) =>
        handle(ep, async () => {
          await delay('infinite');
        }),
      ),
  },
  'cadastro-falha': {
    label: 'Cadastro e atualização de usuário com erro (500)',
    handlers: () => [handle(endpoints.salvarUsuario, () => fail(500, 'Erro interno do servidor'))],
  },
  'conta-carregando': {
    label: 'Dados da conta sem resposta',
    handlers: () =>
      [endpoints.cliente, endpoints.configuracoesCliente, endpoints.termosUso].map((ep) =>
        handle(ep, async () => {
          await delay('infinite');
        }),
      ),
  },
  'conta-falha': {
    label: 'Configurações do cliente e termos de uso com erro',
    handlers: () => [endpoints.configuracoesCliente, endpoints.termosUso].map((ep) => handle(ep, () => fail(500, 'Erro interno do servidor'))),
  },
  'verificacao-falha': {
    label: 'Envio de verificação com erro',
    handlers: () => [handle(endpoints.enviarVerificacao, () => fail(500, 'Erro interno do servidor'))],
  },
  'aceite-termos-falha': {
    label: 'Aceite dos termos de uso com erro',
    handlers: () => [handle(endpoints.aceitarTermos, () => fail(500, 'Erro interno do servidor'))],
  },
  /* spec 6: representatives and linked users (issue 8). */
  'clientes-carregando': {
    label: 'Lista de clientes do representante sem resposta',
    handlers: () => [
      handle(endpoints.clientesRepresentante, async () => {
        await delay('infinite');
      }),
    ],
  },
  'clientes-vazio': {
    label: 'Representante sem clientes',
    handlers: () => [handle(endpoints.clientesRepresentante, () => HttpResponse.json({ clientes: [], total: 0 }))],
  },
  'clientes-falha': {
    label: 'Lista de clientes do representante com erro',
    handlers: () => [handle(endpoints.clientesRepresentante, () => fail(500, 'Erro interno do servidor'))],
  },
  'representante-sem-acesso': {
    label: 'Representante sem acesso ao fornecedor',
    handlers: () => [handle(endpoints.acessoRepresentante, () => HttpResponse.json({ permitido: false }))],
  },
  'cliente-falha': {
    label: 'Dados do cliente com erro',
    handlers: () => [handle(endpoints.cliente, () => fail(500, 'Erro ao obter cliente!'))],
  },
  'contas-vinculadas-falha': {
    label: 'Contas vinculadas com erro',
    handlers: () => [handle(endpoints.clientesVinculados, () => fail(500, 'Erro interno do servidor'))],
  },
  'contas-vinculadas-carregando': {
    label: 'Contas vinculadas sem resposta',
    handlers: () => [
      handle(endpoints.clientesVinculados, async () => {
        await delay('infinite');
      }),
    ],
  },
  'usuarios-carregando': {
    label: 'Usuários vinculados sem resposta',
    handlers: () => [
      handle(endpoints.usuariosDoCliente, async () => {
        await delay('infinite');
      }),
    ],
  },
  'usuarios-falha': {
    label: 'Usuários vinculados com erro',
    handlers: () => [handle(endpoints.usuariosDoCliente, () => fail(500, 'Erro interno do servidor'))],
  },
  'usuario-vinculado-erro': {
    label: 'Cadastro de usuário vinculado recusado',
    handlers: () => [handle(endpoints.criarUsuarioVinculado, () => fail(400, 'Erro ao tentar cadastrar usuário'))],
  },
  'usuario-vinculado-exclusao-falha': {
    label: 'Exclusão de usuário vinculado com erro',
    handlers: () => [handle(endpoints.excluirUsuarioVinculado, () => fail(500, 'Erro interno do servidor'))],
  },
  'usuario-vinculado-edicao-falha': {
    label: 'Edição de usuário vinculado com erro',
    handlers: () => [handle(endpoints.atualizarUsuarioVinculado, () => fail(500, 'Erro interno do servidor'))],
  },
  'link-acesso-falha': {
    label: 'Link de acesso de usuário vinculado com erro',
    handlers: () => [handle(endpoints.usuariosVinculados, () => fail(500, 'Erro interno do servidor'))],
  },
  /* spec 7: shopping lists and promotional combos (issue 9). */
  'listas-carregando': {
    label: 'Listas de compras sem resposta',
    handlers: () => [
      handle(endpoints.listasCompra, async () => {
        await delay('infinite');
      }),
    ],
  },
  'listas-falha': {
    label: 'Listas de compras com erro',
    handlers: () => [handle(endpoints.listasCompra, () => fail(500, 'Erro interno do servidor'))],
  },
  'listas-vazio': {
    label: 'Cliente sem listas de compras',
    handlers: () => [handle(endpoints.listasCompra, () => HttpResponse.json([]))],
  },
  'aplicar-lista-falha': {
    label: 'Aplicar lista ao carrinho com erro',
    handlers: () => [handle(endpoints.aplicarListaCompra, () => fail(500, 'Não foi possível aplicar a lista agora. Tente em alguns minutos.'))],
  },
  'combos-carregando': {
    label: 'Combos promocionais sem resposta',
    handlers: () =>
      [endpoints.combos, endpoints.combosCliente, endpoints.combo].map((ep) =>
        handle(ep, async () => {
          await delay('infinite');
        }),
      ),
  },
  'combos-falha': {
    label: 'Combos promocionais com erro',
    handlers: () => [endpoints.combos, endpoints.combosCliente, endpoints.combo].map((ep) => handle(ep, () => fail(500, 'Erro interno do servidor'))),
  },
  'combos-vazio': {
    label: 'Fornecedor sem combos promocionais',
    handlers: () => [handle(endpoints.combos, () => HttpResponse.json([])), handle(endpoints.combosCliente, () => HttpResponse.json([]))],
  },
  'chat-carregando': { label: 'Chat sem resposta ao handshake', handlers: () => [], chat: { silent: true } },
  'chat-falha': { label: 'Chat: conexão recusada (reconectando, depois falha)', handlers: () => [], chat: { refuse: true } },
  'chat-vazio': { label: 'Chat: salas sem mensagens', handlers: () => [], chat: { empty: true } },
  'chat-historico-longo': { label: 'Chat: 45 mensagens por sala (páginas anteriores)', handlers: () => [], chat: { history: 45 } },
  'chat-historico-lento': { label: 'Chat: histórico lento (2,5 s por página)', handlers: () => [], chat: { historyDelayMs: 2500 } },
  'chat-sessao-expirada': { label: 'Chat: sessão expirada', handlers: () => [], chat: { expired: true } },
  'assinaturas-carregando': {
    label: 'Assinaturas sem resposta',
    handlers: () =>
      [endpoints.assinaturas, endpoints.assinatura].map((ep) =>
        handle(ep, async () => {
          await delay('infinite');
        }),
      ),
  },
  'assinaturas-falha': {
    label: 'Assinaturas com erro',
    handlers: () => [endpoints.assinaturas, endpoints.assinatura].map((ep) => handle(ep, () => fail(500, 'Erro interno do servidor'))),
  },
  'assinaturas-vazio': { label: 'Cliente sem assinaturas', handlers: () => [handle(endpoints.assinaturas, () => HttpResponse.json([]))] },
  'cancelar-assinatura-falha': {
    label: 'Cancelamento de assinatura recusado',
    handlers: () => [handle(endpoints.cancelarAssinatura, () => fail(409, 'A entrega desta semana já está em separação. Tente cancelar depois dela.'))],
  },
  'repetir-pedido-falha': {
    label: 'Repetir pedido: o carrinho não salva',
    handlers: () => [handle(endpoints.salvarCarrinho, () => fail(500, 'Erro interno do servidor'))],
  },
  'carrosseis-carregando': {
    label: 'Carrosséis sem resposta',
    handlers: () => [
      handle(endpoints.carrosseis, async () => {
        await delay('infinite');
      }),
    ],
  },
  'carrosseis-falha': { label: 'Carrosséis com erro', handlers: () => [handle(endpoints.carrosseis, () => fail(500, 'Erro interno do servidor'))] },
  'carrossel-produtos-falha': {
    label: 'Produtos do carrossel com erro',
    handlers: () => [handle(endpoints.carrosseis, ({ request }) => (new URL(request.url).searchParams.get('loadProdutos') === 'true' ? fail(500, 'Erro interno do servidor') : undefined))],
  },
  'rodape-falha': { label: 'Rodapé com erro', handlers: () => [handle(endpoints.rodape, () => fail(500, 'Erro interno do servidor'))] },
  'conteudo-falha': {
    label: 'Carrosséis e rodapé com erro',
    handlers: () => [handle(endpoints.carrosseis, () => fail(500, 'Erro interno do servidor')), handle(endpoints.rodape, () => fail(500, 'Erro interno do servidor'))],
  },
  'caracteristica-obrigatoria': {
    label: 'Característica do pedido obrigatória',
    handlers: () => [
      handle(endpoints.caracteristicasPedido, () =>
        HttpResponse.json([
          { id: 'recebimento', nome: 'Horário de recebimento', obrigatoria: false, opcoes: ['Manhã', 'Tarde'] },
          { id: 'responsavel', nome: 'Responsável pelo recebimento', obrigatoria: true },
        ]),
      ),
    ],
  },
  /* spec 7 "Orders and delivery": order list and details (issue 9, orders). */
  'pedidos-carregando': {
    label: 'Lista de pedidos sem resposta',
    handlers: () => [
      handle(endpoints.pedidosCliente, async () => {
        await delay('infinite');
      }),
    ],
  },
  'pedidos-falha': { label: 'Lista de pedidos com erro', handlers: () => [handle(endpoints.pedidosCliente, () => fail(500, 'Erro interno do servidor'))] },
  'pedidos-vazio': { label: 'Cliente sem pedidos', handlers: () => [handle(endpoints.pedidosCliente, () => HttpResponse.json([]))] },
  'pedido-carregando': {
    label: 'Detalhes do pedido sem resposta',
    handlers: () => [
      handle(endpoints.pedido, async () => {
        await delay('infinite');
      }),
    ],
  },
  'pedido-falha': { label: 'Detalhes do pedido com erro', handlers: () => [handle(endpoints.pedido, () => fail(500, 'Erro interno do servidor'))] },
  'avaliacao-falha': {
    label: 'Avaliação do pedido recusada',
    handlers: () => [handle(endpoints.avaliarPedido, () => fail(503, 'Avaliações indisponíveis no momento. Tente novamente mais tarde.'))],
  },
  'danfe-falha': { label: 'DANFE ainda não emitida', handlers: () => [handle(endpoints.danfe, () => fail(404, 'A nota fiscal deste pedido ainda não foi emitida.'))] },
  'troca-pagamento-falha': {
    label: 'Troca da forma de pagamento recusada',
    handlers: () => [handle(endpoints.alterarFormaPagamento, () => fail(409, 'Este pedido não aceita mais troca da forma de pagamento.'))],
  },
  /* spec 7 invoices (faturas) and recommendations (issue 9). */
  'faturas-carregando': {
    label: 'Faturas sem resposta',
    handlers: () => [
      handle(endpoints.faturas, async () => {
        await delay('infinite');
      }),
    ],
  },
  'faturas-falha': { label: 'Faturas com erro', handlers: () => [handle(endpoints.faturas, () => fail(500, 'Erro interno do servidor'))] },
  'faturas-vazio': { label: 'Cliente sem títulos', handlers: () => [handle(endpoints.faturas, () => HttpResponse.json([]))] },
  'recomendacoes-carregando': {
    label: 'Recomendações sem resposta',
    handlers: () => [
      handle(endpoints.recomendacoes, async () => {
        await delay('infinite');
      }),
    ],
  },
  'recomendacoes-falha': { label: 'Recomendações com erro', handlers: () => [handle(endpoints.recomendacoes, () => fail(500, 'Erro interno do servidor'))] },
  'recomendacoes-vazio': { label: 'Nenhuma recomendação', handlers: () => [handle(endpoints.recomendacoes, () => HttpResponse.json({ sessao_id: 'rec-vazia', produtos: [] }))] },
  'pedido-rapido-falha': {
    label: 'Pedido rápido: busca de produtos com erro',
    handlers: () => [handle(endpoints.listaProdutosSemEndereco, () => fail(500, 'Erro interno do servidor'))],
  },
  'planilha-falha': {
    label: 'Pedido rápido: planilha recusada',
    handlers: () => [handle(endpoints.planilhaProdutos, () => fail(422, 'Não conseguimos ler a planilha. Confira se as colunas são SKU e quantidade.'))],
  },
  'pedido-rapido-carrinho-falha': {
    label: 'Pedido rápido: carrinho não salvo',
    handlers: () => [handle(endpoints.salvarCarrinho, () => fail(500, 'Erro interno do servidor'))],
  },
  /* Issue 10 "Security": every place that shows server HTML gets the XSS vectors of mocks/db/xssVectors.ts. */
  'html-hostil': {
    label: 'HTML hostil do servidor (vetores de XSS)',
    handlers: (db) => [
      handle<{ idfornecedor: string; slug: string }>(endpoints.paginaEstatica, ({ params }) =>
        HttpResponse.json<PaginaEstatica>({ id: `${params.idfornecedor}-${params.slug}`, slug: params.slug, titulo: 'Página hostil', tag: ['WEB'], html: hostileHtml('Texto da página estática.') }),
      ),
      handle<{ idfornecedor: string }>(endpoints.rodape, ({ params }) => {
        const rodape = db.platformOf(params.idfornecedor)?.rodape;
        if (!rodape) return undefined;
        const links = ['javascript:window.__xss=100', ' JaVaScRiPt:window.__xss=101', 'data:text/html,<script>opener.__xss=102</script>', '//evil.example/', '/\\evil.example/'];
        return HttpResponse.json<Rodape>({
          secoes: [...rodape.secoes, { titulo: 'Links hostis', links: links.map((link, i) => ({ texto: `Link hostil ${i + 1}`, link })) }],
          html: hostileHtml('Texto do rodapé.'),
        });
      }),
      handle(endpoints.instrucoesPedido, () => HttpResponse.json<ConteudoCustomizado>({ conteudo: hostileHtml('Texto das instruções do pedido.') })),
      handle(endpoints.termosUso, () => HttpResponse.json<TermosUso>({ versao: '2026-01', html: hostileHtml('Texto dos termos de uso.') })),
      handle<{ idfornecedor: string; idproduto: string }>(endpoints.produto, ({ params }) => {
        const produto = db.productOf(params.idfornecedor, params.idproduto);
        if (!produto) return undefined;
        return HttpResponse.json<ProdutoDetalhe>({ ...produto, descricao: hostileHtml('Texto da descrição do produto.'), imagens: produto.imagem ? [produto.imagem] : [], similares: [] });
      }),
      // spec 8 'Falha ao consultar agendamentos': the server's text is shown, sanitised, in the warning.
      handle(endpoints.formasEntrega, () => fail(500, hostileHtml('Texto do aviso de entrega.'))),
    ],
  },
  /* Issue 10 "Faults": the network drops the cart saves only; the rest of the shop answers. */
  'carrinho-sem-conexao': { label: 'Carrinho: sem conexão ao salvar', handlers: () => [handle(endpoints.salvarCarrinho, () => HttpResponse.error())] },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

/** The chat socket's faults of a scenario (none for most). */
export function chatFaultsOf(name: ScenarioName): ChatFaults {
  const scenario: Scenario = scenarios[name];
  return scenario.chat ?? {};
}

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(scenarios, name);
}
