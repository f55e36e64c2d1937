import type * as C from './contract';

export type * from './contract';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a call differs from a plain JSON request. */
interface EndpointOptions {
  /** Retried on a network failure: idempotent reads only, never an order. */
  retry?: boolean;
  /** `form`: the body goes form-encoded (the rating call). */
  body?: 'json' | 'form';
  /** `blob`: a file (DANFE, export), downloaded with a name. */
  response?: 'json' | 'blob';
  /** Sends the session's `Authorization` header (spec 7: the payment-method change). */
  auth?: boolean;
  /**
   * What the call does to the session cookie (domain/session): `issues` answers with a token, which the
   * storefront server keeps and the page never sees; `ends` (logout) removes it.
   */
  session?: 'issues' | 'ends';
  /** Adds a random `_` query so no cache answers it (spec 7: the user lookup). */
  cacheBust?: boolean;
  /** A newer call of the same group aborts the older one (spec 4: product search). */
  supersedes?: string;
}

/**
 * One call of spec section 7. The phantom fields carry the types of the path parameters, query, body
 * and response, so the client and the mock handlers are checked against one table.
 */
export interface Endpoint<Params, Query, Body, Result> extends EndpointOptions {
  method: HttpMethod;
  /** Path template; `{name}` is a path parameter, `{apptoken}` and `{sep}` come from the client config. */
  path: string;
  retry: boolean;
  readonly _types?: { params: Params; query: Query; body: Body; result: Result };
}

type NoParams = Record<string, never>;

function endpoint<Params = NoParams, Query = undefined, Body = undefined, Result = unknown>(
  method: HttpMethod,
  path: string,
  options: EndpointOptions = {},
): Endpoint<Params, Query, Body, Result> {
  return { method, path, ...options, retry: options.retry ?? method === 'GET' };
}

/** `{apptoken}{sep}{idcliente}`: the calls made on behalf of a client. */
type Client = { idcliente: string };

export interface FornecedorQuery {
  idfornecedor?: string;
  dominio?: string;
  idendereco?: string;
  idempresa?: string;
  lat?: number;
  lng?: number;
  tipoEntrega?: C.TipoEntrega;
  queryPoligonoDeColeta?: boolean;
  device: 'Desktop';
  idcliente?: string;
}

/** spec 7, one entry per call, in the spec's order. */
export const endpoints = {
  /* Supplier and content: spec 7's `{id}` is the supplier (`idfornecedor`). */
  fornecedoresPorEndereco: endpoint<Client, { lat?: number; lng?: number; idendereco?: string; idempresa?: string; queryPoligonoDeColeta?: boolean; tipoEntrega?: C.TipoEntrega }, undefined, C.FornecedoresPorEndereco>(
    'GET',
    'v2/app/{apptoken}{sep}{idcliente}/fornecedor',
  ),
  fornecedor: endpoint<NoParams, FornecedorQuery, undefined, C.Fornecedor>('GET', 'v2/app/{apptoken}/fornecedor'),
  configuracaoFornecedor: endpoint<NoParams, { idfornecedor?: string; dominio?: string }, undefined, C.ConfiguracaoFornecedor>('GET', 'v2/app/{apptoken}/configuracao/fornecedor'),
  areaAtendimento: endpoint<NoParams, { idfornecedor: string }, undefined, C.AreaAtendimento>('GET', 'v2/app/{apptoken}/fornecedor/areaatendimento'),
  rodape: endpoint<{ idfornecedor: string }, { idcliente?: string }, undefined, C.Rodape>('GET', 'v2/app/config/fornecedor/{idfornecedor}/rodape'),
  instrucoesPedido: endpoint<{ idfornecedor: string }, { contentType: 'ORDER_INSTRUCTIONS' }, undefined, C.ConteudoCustomizado>('GET', 'v4/app/token/custom-content/{idfornecedor}'),
  textoEstatico: endpoint<{ idfornecedor: string }, { language?: string; translation?: string }, undefined, C.TextosEstaticos>('GET', 'v4/static-text/{idfornecedor}'),
  caracteristicasCliente: endpoint<{ idfornecedor: string }, undefined, undefined, C.Caracteristica[]>('GET', 'v4/caracteristica-cliente/todas/{idfornecedor}'),
  caracteristicasPedido: endpoint<{ idfornecedor: string }, undefined, undefined, C.Caracteristica[]>('GET', 'v4/caracteristica-pedido/todas/{idfornecedor}'),
  tema: endpoint<{ idfornecedor: string }, undefined, undefined, C.Tema>('GET', 'v2/configuracao/fornecedor/{idfornecedor}/tema'),
  formasPagamento: endpoint<{ idfornecedor: string }, { idcliente?: string }, undefined, C.FormaPagamento[]>('GET', 'v2/app/{apptoken}/fornecedor/{idfornecedor}/formas-pagamento'),
  eventoAnalytics: endpoint<{ idfornecedor: string }, undefined, Record<string, unknown>, undefined>('POST', 'v4/log/google-analytics/{idfornecedor}'),
  /** spec 7 `imagens/{a}/{b}`: {a} the supplier, {b} the product (ASSUMPTIONS.md). */
  imagensProduto: endpoint<{ idfornecedor: string; idproduto: string }, undefined, undefined, string[]>('GET', 'superon/imagens/{idfornecedor}/{idproduto}/all-images'),
  paginasEstaticas: endpoint<{ idfornecedor: string }, { idcliente?: string }, undefined, C.PaginaEstatica[]>('GET', 'v4/pagina-estatica/{idfornecedor}/listar'),
  paginaEstatica: endpoint<{ idfornecedor: string; slug: string }, { idcliente?: string }, undefined, C.PaginaEstatica>('GET', 'v4/pagina-estatica/{idfornecedor}/slug/{slug}'),
  tagsPesquisa: endpoint<{ idfornecedor: string }, { idcategoria?: string; idcliente?: string; query?: string }, undefined, C.TagPesquisa[]>('GET', 'v4/tag-pesquisa/{idfornecedor}/lista'),
  /** spec 7 `tag-pesquisa/{a}/filtros-produto/{b}`: {a} the supplier, {b} the product (ASSUMPTIONS.md). */
  filtrosProduto: endpoint<{ idfornecedor: string; idproduto: string }, undefined, undefined, C.TagPesquisa[]>('GET', 'v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}'),
  /** spec 7 `link-acao/{b}/{a}`: {b} the image's `idlinkacao`, {a} the supplier (ASSUMPTIONS.md). */
  linkAcao: endpoint<{ idlinkacao: string; idfornecedor: string }, undefined, undefined, C.LinkAcao>('GET', 'v4/link-acao/{idlinkacao}/{idfornecedor}'),
  carrosseis: endpoint<
    Client & { idfornecedor: string },
    { page: string; device: string; idformapagamento?: string; tipoentrega?: C.TipoEntrega; idcadastroextraproduto?: string; loadProdutos?: boolean; idcarrossel?: string; idstaticpage?: string },
    undefined,
    C.Carrossel[]
  >('GET', 'v2/app/{apptoken}{sep}{idcliente}/customizacao/carrossel/list-for-page/{idfornecedor}'),
  termosUso: endpoint<NoParams, { versaoArquivo?: string }, undefined, C.TermosUso>('GET', 'termouso'),

  /* Products: spec 7's `{supplier}`, `{product}` and the spreadsheet's `{id}` are `idfornecedor` and `idproduto`. */
  listaProdutos: endpoint<{ idfornecedor: string }, C.ListaProdutosQuery, undefined, C.ListaProdutos>('GET', 'v2/app/{apptoken}/listaprodutos/{idfornecedor}', { supersedes: 'produtos' }),
  listaProdutosSemEndereco: endpoint<{ idfornecedor: string }, C.ListaProdutosQuery, undefined, C.ListaProdutos>('GET', 'v1/app/{apptoken}/listaprodutosf/{idfornecedor}', { supersedes: 'produtos' }),
  planilhaProdutos: endpoint<{ idfornecedor: string }, undefined, unknown, C.PlanilhaProdutos>('POST', 'v4/product/spreadsheet/{idfornecedor}/'),
  produto: endpoint<
    { idfornecedor: string; idproduto: string },
    { idformapagamento?: string; disableSimilares?: boolean; canalVenda?: 'WEB'; tipoEntrega?: C.TipoEntrega; quantidade?: number },
    undefined,
    C.ProdutoDetalhe
  >('GET', 'v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{idproduto}'),
  /** `idformapagamento` is beyond spec 7, as the product call sends it (ASSUMPTIONS.md). */
  produtosPorTags: endpoint<{ idfornecedor: string }, { idcadastroextraproduto?: string; tagsPesquisa: string; idformapagamento?: string }, undefined, C.ProdutoCatalogo[]>(
    'GET',
    'v2/app/fornecedor/{idfornecedor}/produto-by-tags',
  ),
  pesquisaTexto: endpoint<NoParams, { idfornecedor: string; query: string; idcliente?: string }, undefined, C.ResultadoPesquisa>('GET', 'v2/app/token/listaprodutos/full-text/pesquisar', {
    supersedes: 'sugestoes',
  }),
  categorias: endpoint<{ idfornecedor: string }, { idsegmento?: string; device: 'desktop' }, undefined, { setores: C.Setor[] }>('GET', 'v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor}'),
  /** spec 7 `obter-setor/{a}/{b}`: `{a}` the supplier, `{b}` the category (ASSUMPTIONS.md "Category header"). */
  setor: endpoint<{ idfornecedor: string; idsetor: string }, undefined, undefined, C.Setor>('GET', 'v2/app/setores-produto/obter-setor/{idfornecedor}/{idsetor}'),
  alertaDisponibilidade: endpoint<NoParams, undefined, C.AlertaDisponibilidade, { ok: boolean }>('POST', 'v4/notificacao/alerta-disponibilidade'),
  removerAlertaDisponibilidade: endpoint<NoParams, undefined, C.AlertaDisponibilidade, { ok: boolean }>('POST', 'v4/notificacao/alerta-disponibilidade/remove'),
  recomendacoes: endpoint<{ idfornecedor: string; idcliente: string }, { idformapagamento?: string; visao?: 'CART' | 'HOME' | 'PRODUCT' }, undefined, C.Recomendacao>('GET', 'v4/sugestao/produtos/{idfornecedor}/{idcliente}'),
  feedbackRecomendacao: endpoint<NoParams, undefined, C.FeedbackRecomendacao, undefined>('POST', 'v4/sugestao/feedback'),
  /** spec 7 `promotional-combo-client/{idfornecedor}/{x}`: {x} the signed-in client (ASSUMPTIONS.md). */
  combosCliente: endpoint<{ idfornecedor: string; idcliente: string }, undefined, undefined, C.ComboPromocional[]>('GET', 'v4/promotional-combo-client/{idfornecedor}/{idcliente}'),
  combos: endpoint<{ idfornecedor: string }, undefined, undefined, C.ComboPromocional[]>('GET', 'v4/promotional-combo-all/{idfornecedor}'),
  /** spec 7 `promotional-combo/{id}/`: the combo's `idcombopromocional_cabecalho`. */
  combo: endpoint<{ idcombo: string }, { idformapagamento?: string; idcliente?: string; tipoEntrega?: C.TipoEntrega }, undefined, C.ComboPromocional>('GET', 'v4/promotional-combo/{idcombo}/'),

  /* Shopping lists: spec 7 `{id}`/`{id2}` are the supplier and the list, `{id}`/`{pid}`/`{x}` the list, the product and the list copied to (ASSUMPTIONS.md). */
  listaCompraProdutos: endpoint<{ idfornecedor: string; idlista: string }, undefined, undefined, C.ProdutoCatalogo[]>('GET', 'shopping-list/{idfornecedor}/products/{idlista}'),
  listasCompra: endpoint<{ idfornecedor: string }, { idclient: string; type: 'FROM_CLIENT' | 'TO_CLIENT' }, undefined, C.ListaCompra[]>('GET', 'shopping-list/{idfornecedor}'),
  aplicarListaCompra: endpoint<{ idfornecedor: string; idlista: string }, undefined, undefined, C.Carrinho>('POST', 'shopping-list/{idfornecedor}/apply/{idlista}'),
  criarListaCompra: endpoint<{ idfornecedor: string }, undefined, { nome: string; idcliente: string }, C.ListaCompra>('POST', 'shopping-list/{idfornecedor}'),
  copiarProdutoLista: endpoint<{ idlista: string; idproduto: string; idlistadestino: string }, undefined, undefined, C.ListaCompra>('POST', 'shopping-list/{idlista}/product/{idproduto}/copy/{idlistadestino}'),
  adicionarProdutoLista: endpoint<{ idlista: string; idproduto: string }, undefined, { quantidade: number }, C.ListaCompra>('POST', 'shopping-list/{idlista}/product/{idproduto}/add'),
  desativarListaCompra: endpoint<{ idfornecedor: string; idlista: string }, undefined, undefined, undefined>('DELETE', 'shopping-list/{idfornecedor}/disable/{idlista}'),

  /* Cart and subscriptions */
  salvarCarrinho: endpoint<Client, C.CartQuery, { cartItens: C.CartItem[] }, C.Carrinho>('POST', 'v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart'),
  carrinho: endpoint<Client, C.CartQuery, undefined, C.Carrinho>('GET', 'v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart'),
  tiposAssinatura: endpoint<{ idfornecedor: string }, undefined, undefined, { tipos: C.TipoAssinatura[]; label: string }>('GET', 'v4/subscription/type/list/{idfornecedor}'),
  /** spec 7 `subscription/list/{a}/{b}`: {a} the supplier, {b} the client (ASSUMPTIONS.md). */
  assinaturas: endpoint<{ idfornecedor: string; idcliente: string }, undefined, undefined, C.Assinatura[]>('GET', 'v4/subscription/list/{idfornecedor}/{idcliente}'),
  /** spec 7 `subscription/get/{id}` and `cancel/{id}`: the subscription's `id`. */
  assinatura: endpoint<{ idassinatura: string }, undefined, undefined, C.Assinatura>('GET', 'v4/subscription/get/{idassinatura}'),
  cancelarAssinatura: endpoint<{ idassinatura: string }, undefined, undefined, undefined>('DELETE', 'v4/subscription/cancel/{idassinatura}'),

  /* Coupons */
  validarCupom: endpoint<{ idfornecedor: string; idcliente: string; codigo: string }, C.ValidarCupomQuery, undefined, C.Cupom>(
    'GET',
    'v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigo}',
  ),
  cupomIndicacao: endpoint<{ idcliente: string }, undefined, undefined, C.CupomIndicacao>('GET', 'v2/app/cupom-desconto/indicacao/{idcliente}'),
  cuponsCliente: endpoint<{ idcliente: string }, { onlyLast: false; available: true; idformapagamento?: string }, undefined, C.CuponsCliente>('GET', 'v2/app/cupom-desconto/cliente/{idcliente}'),

  /* Orders and delivery */
  pedidosCliente: endpoint<{ idcliente: string }, { idusuariovinculado?: string; clientevinculadoprincipal?: boolean; page?: number; limit?: number }, undefined, C.ListaPedidos>('GET', 'v2/app/pedido/cliente/{idcliente}'),
  pedido: endpoint<{ numpedido: string }, undefined, undefined, C.PedidoDetalhe>('GET', 'v2/app/{apptoken}/order/{numpedido}'),
  verificarDuplicidade: endpoint<{ idcliente: string }, undefined, C.OrderPayload, C.RespostaDuplicidade>('POST', 'v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade'),
  enviarPedido: endpoint<{ idcliente: string }, undefined, C.OrderPayload, C.RespostaPedido>('POST', 'v2/app/{apptoken}/usuario/{idcliente}/pedido'),
  /** spec 7 `pedido/{id}/avaliar` (and `orders/export/{id}` below): the order's number. */
  avaliarPedido: endpoint<{ numpedido: string }, undefined, { nota: number; comentario?: string }, { ok: boolean }>('POST', 'v1/app/{apptoken}/pedido/{numpedido}/avaliar', { body: 'form' }),
  formasEntrega: endpoint<Client & { idfornecedor: string }, C.FormasEntregaQuery, undefined, C.FormaEntrega[]>('GET', 'v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}'),
  formasEntregaPorCep: endpoint<{ idfornecedor: string; cep: string }, { tipoEntrega: C.TipoEntrega; lat?: number; lng?: number }, { produtos: C.CartItem[] }, C.FormaEntrega[]>(
    'POST',
    'v4/app/formas-entrega/{idfornecedor}/{cep}',
  ),
  /** spec 7 `generate-receipt/{numorder}/{idclient}`: the order's number and the client. */
  gerarRecibo: endpoint<{ numpedido: string; idcliente: string }, undefined, undefined, C.CobrancaPix>('POST', 'v4/payment/generate-receipt/{numpedido}/{idcliente}'),
  danfe: endpoint<{ numpedido: string; idfornecedor: string }, undefined, undefined, Blob>('GET', 'v4/danfe/{numpedido}/{idfornecedor}', { response: 'blob' }),
  exportarPedido: endpoint<{ numpedido: string }, undefined, undefined, Blob>('POST', 'v4/orders/export/{numpedido}', { response: 'blob' }),
  /** spec 7 `payment-method/{idfornecedor}/order/{numorder}`: {numorder} the order's number. */
  alterarFormaPagamento: endpoint<{ idfornecedor: string; numpedido: string }, { idfornecedor: string }, { idformapagto: string; quantParcelas: number }, { ok: boolean }>(
    'PUT',
    'v4/orders/payment-method/{idfornecedor}/order/{numpedido}',
    { auth: true },
  ),
  tokenPagamento: endpoint<NoParams, undefined, C.DadosCartao, C.TokenCartao>('POST', 'v4/payment-sdk/generate-token'),
  faturas: endpoint<Client & { idfornecedor: string }, { completeInfo?: boolean }, undefined, C.Fatura[]>('GET', 'v2/app/{apptoken}{sep}{idcliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}'),

  /* User and session */
  usuario: endpoint<{ login: string }, undefined, undefined, C.Usuario>('GET', 'v2/app/{apptoken}/usuario/{login}', { cacheBust: true }),
  autenticar: endpoint<NoParams, undefined, C.Autenticacao, C.Usuario>('POST', 'v1/app/{apptoken}/usuario/autenticar', { session: 'issues' }),
  autenticarRepresentante: endpoint<NoParams, undefined, C.Autenticacao, C.Usuario>('POST', 'v1/app/{apptoken}/usuario/autenticar/representante', { session: 'issues' }),
  logout: endpoint<NoParams, undefined, undefined, undefined>('GET', 'v1/app/{apptoken}/cliente/logout', { retry: false, session: 'ends' }),
  /** spec 7 `senha/recuperar/{id}`: the login, slashes removed (ASSUMPTIONS.md). */
  recuperarSenha: endpoint<{ login: string }, undefined, undefined, { ok: boolean }>('GET', 'v2/app/{apptoken}/cliente/senha/recuperar/{login}', { retry: false }),
  salvarUsuario: endpoint<Client, undefined, Partial<C.Usuario> & { senha?: string }, C.Usuario>('POST', 'v1/app/{apptoken}{sep}{idcliente}/usuario'),
  dadosReceita: endpoint<{ doc: string }, undefined, undefined, { nome: string; situacao: string }>('GET', 'v1/app/{sep}/usuario/dados-receita/{doc}'),
  configuracoesCliente: endpoint<Client, undefined, undefined, { preferencias: C.Preferencias }>('GET', 'v2/app/{apptoken}{sep}{idcliente}/get-configuracoes-cliente'),
  cliente: endpoint<Client, { email?: string; idcadastroextracliente?: string }, undefined, C.Usuario>('GET', 'v1/app/{apptoken}{sep}{idcliente}/cliente'),
  aceitarTermos: endpoint<{ idcliente: string; idfornecedor: string }, undefined, { versao: string }, { ok: boolean }>('PUT', 'v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso'),
  enviarVerificacao: endpoint<NoParams, { canal: 'EMAIL' | 'SMS'; idcliente: string; idfornecedor: string; fonte: string }, undefined, { ok: boolean }>('GET', 'v4/verificacao/enviar-verificacao', {
    retry: false,
  }),
  loginApiKey: endpoint<NoParams, undefined, C.ApiKeyLogin, C.Usuario>('POST', 'v4/api-key/login', { session: 'issues' }),
  /** spec 2 login-token landing: spec 7 names no call for it; assumed, see ASSUMPTIONS.md. */
  loginToken: endpoint<NoParams, undefined, C.LoginTokenExchange, C.Usuario>('POST', 'v4/login-token', { session: 'issues' }),
  /** spec 7 `representante/{a}/{b}`: {a} the supplier, {b} the representative's `idcliente` (ASSUMPTIONS.md). */
  clientesRepresentante: endpoint<{ idfornecedor: string; idrepresentante: string }, { limit: number; offset: number; search?: string }, undefined, C.ClientesRepresentante>('GET', 'v4/representante/{idfornecedor}/{idrepresentante}'),
  /** spec 7 `acessorepresentante/{id}`: the representative's `idcliente`. */
  acessoRepresentante: endpoint<{ idrepresentante: string }, undefined, undefined, { permitido: boolean }>('GET', 'v4/acessorepresentante/{idrepresentante}'),

  /* Linked users: spec 7 `usuario/{a}/{b}/{c}` are the supplier, the main client and the linked user (ASSUMPTIONS.md). */
  usuariosDoCliente: endpoint<{ idcliente: string }, undefined, undefined, C.UsuarioVinculado[]>('POST', 'v1/app/{apptoken}/usuario/{idcliente}/usuarios'),
  usuariosVinculados: endpoint<{ idfornecedor: string; idcliente: string }, { gerar_token_jwt?: boolean }, undefined, C.UsuarioVinculadoComToken[]>('GET', 'v1/app/usuario/{idfornecedor}/{idcliente}'),
  excluirUsuarioVinculado: endpoint<{ idfornecedor: string; idcliente: string; idusuario: string }, undefined, undefined, undefined>('DELETE', 'v1/app/usuario/{idfornecedor}/{idcliente}/{idusuario}'),
  criarUsuarioVinculado: endpoint<{ idfornecedor: string; idcliente: string }, undefined, { email: string }, C.UsuarioVinculado>('POST', 'v1/app/usuario/{idfornecedor}/{idcliente}'),
  /** spec 7 `usuario/{id}`: the linked user's `id_usuario`. */
  atualizarUsuarioVinculado: endpoint<{ idusuario: string }, undefined, { dadosUsuario: C.DadosUsuarioVinculado }, C.UsuarioVinculado>('PUT', 'v1/app/usuario/{idusuario}'),
  /** spec 7 `usuario/{id}/clientes-vinculados`: {id} the login's principal account (ASSUMPTIONS.md). */
  clientesVinculados: endpoint<{ idcliente: string }, undefined, undefined, C.Usuario['listaClientesVinculados']>('POST', 'v1/app/{apptoken}/usuario/{idcliente}/clientes-vinculados'),

  /* Addresses */
  enderecos: endpoint<Client, undefined, undefined, C.EnderecoCliente[]>('GET', 'v1/app/{apptoken}{sep}{idcliente}/enderecos'),
  excluirEndereco: endpoint<Client & { idendereco: string }, undefined, undefined, undefined>('POST', 'v1/app/{apptoken}{sep}{idcliente}/cliente/enderecos/{idendereco}/excluir'),
  criarEndereco: endpoint<Client, undefined, C.Endereco & { coords: C.LatLng; idfornecedor: string }, C.Endereco>('POST', 'v1/app/{apptoken}{sep}{idcliente}/enderecos'),
  atualizarEndereco: endpoint<Client, undefined, C.Endereco & { coords: C.LatLng; idfornecedor: string }, C.Endereco>('POST', 'v1/app/{apptoken}{sep}{idcliente}/enderecosput'),
  enderecoFaturamento: endpoint<Client, undefined, undefined, C.Endereco>('GET', 'v2/app/{apptoken}{sep}{idcliente}/enderecos/{idcliente}/faturamento'),
  /* Assumed, not in spec 7 (ASSUMPTIONS.md "Address lookups"): the new-address panel and the address search need them. */
  cep: endpoint<{ cep: string }, undefined, undefined, C.CepEncontrado>('GET', 'v4/cep/{cep}'),
  buscaLugares: endpoint<NoParams, { q: string }, undefined, C.LugarEncontrado[]>('GET', 'v4/geocode'),
} as const;

/** spec 7 "Other calls": the chat socket (path and events are ours, see ASSUMPTIONS.md). */
export const chatSocket = { path: 'chat' } as const;

type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type QueryOf<E> = E extends Endpoint<unknown, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<unknown, unknown, infer B, unknown> ? B : never;
export type ResultOf<E> = E extends Endpoint<unknown, unknown, unknown, infer R> ? R : never;
