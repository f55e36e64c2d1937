/**
 * Request and response shapes of spec section 7, with the platform's field names. Shapes the spec marks
 * "not shown" are our choice, listed in ASSUMPTIONS.md; change both together.
 */
import type { Cupom } from '@storefront/domain/coupons';
import type { Endereco, OrderPayload } from '@storefront/domain/order';
import type { OrderStatus } from '@storefront/domain/statuses';
import type { CookiePreferences, Fornecedor, OrdenacaoProduto, Produto, SupplierConfig, Tema, TipoEntrega } from '@storefront/domain/types';

export type { Cupom, Endereco, Fornecedor, OrdenacaoProduto, OrderPayload, Tema, TipoEntrega };

export interface LatLng {
  lat: number;
  lng: number;
}

/** The error body the platform answers with (field name varies by call, spec 8 "Mensagem"). */
export interface ApiErrorBody {
  mensagem?: string;
  message?: string;
  Mensagem?: string;
}

/* ---- Supplier and content ---- */

/** spec 5 "Supplier lookup by address": the suppliers serving an address (assumption: a status and a list). */
export interface FornecedoresPorEndereco {
  status: number;
  fornecedores: Fornecedor[];
}

export interface FormaPagamento {
  idformapagto: string;
  /** Assumption: name and kind, so the UI can offer card, PIX and boleto panels. */
  descricao: string;
  tipo: 'CARTAO' | 'PIX' | 'BOLETO' | 'OUTRO';
  parcelasMaximas?: number;
}

export interface LojaAtendimento {
  nome: string;
  descricao_endereco_loja: string;
  lat: number;
  lng: number;
}

/** spec 3 "Service area". */
export interface AreaAtendimento {
  coordenadas: LatLng[][];
  coordenadas_lojas: LojaAtendimento[];
}

/** spec 7 `configuracao/fornecedor`: the supplier's `config` (spec 3), current (ASSUMPTIONS.md "Supplier configuration"). */
export type ConfiguracaoFornecedor = SupplierConfig;

export interface Rodape {
  secoes: { titulo: string; links: { texto: string; link: string }[] }[];
  /** Server HTML (address, contact): sanitised before display. */
  html?: string;
}

export interface ConteudoCustomizado {
  /** Server HTML: sanitised before display. */
  conteudo: string;
}

export interface Caracteristica {
  id: string;
  nome: string;
  obrigatoria: boolean;
  opcoes?: string[];
}

export interface PaginaEstatica {
  id: string;
  slug: string;
  titulo: string;
  /** Only pages tagged WEB are shown (spec 3). */
  tag: string[];
  /** Server HTML: sanitised before display. */
  html?: string;
}

export interface TagPesquisa {
  id: string;
  nome: string;
  grupo?: string;
}

export interface LinkAcao {
  url: string;
}

/** spec 3 "Carousel". */
export interface Carrossel {
  idcarrossel: string;
  titulo: string;
  tipo_conteudo: 'STATIC_IMAGES' | 'PRODUTOS' | 'PRODUTOS_MAIS_VENDIDOS' | 'PRODUTOS_PROMOCAO';
  /**
   * Assumption: each image with its text alternative, its intrinsic size (so the page keeps its place
   * while it loads) and either a direct `link` or an action link (`idlinkacao`, spec 7 `link-acao`).
   */
  imagens?: { src: string; alt: string; largura?: number; altura?: number; link?: string; idlinkacao?: string }[];
  produtos?: ProdutoCatalogo[];
}

export interface TermosUso {
  versao: string;
  html: string;
}

/**
 * spec 7 `static-text` (assumed, see ASSUMPTIONS.md): the platform's translated texts for a supplier, an
 * i18next-style resource whose keys are nested (`{ carrinho: { vazio: '…' } }`) or dotted (`'carrinho.vazio'`).
 */
export interface TextosEstaticos {
  [chave: string]: string | TextosEstaticos;
}

/* ---- Products ---- */

/** A product as the catalogue lists it: the pricing fields of spec 3 plus what the card shows. */
export interface ProdutoCatalogo extends Produto {
  sku: string;
  imagem?: string;
  unidade: string;
  disponivel: boolean;
  idcategoria: string;
  tagsPesquisa?: string[];
  idadeMinima?: number;
  servicosAdicionais?: { id: string; nome: string; preco: number }[];
  alertaDisponibilidade?: boolean;
}

export interface ListaProdutosQuery {
  fornec?: string;
  categ?: string;
  sk?: string;
  page?: number;
  formapagamento?: string;
  ordenacao?: string;
  canalVenda: 'WEB';
  tipoentrega?: TipoEntrega;
  tagsPesquisa?: string;
  agrupadores?: string;
  ignorepolicy?: boolean;
  limit?: number;
  produtoprincipal?: string;
}

/** spec 7 "How answers are used": a reply with action logout clears the session and warns with its text. */
export interface ListaProdutos {
  produtos: ProdutoCatalogo[];
  totalItems: number;
  totalPages: number;
  page: number;
  action?: 'logout';
  mensagem?: string;
}

/**
 * Beyond the spec (issue 9 quick order), assumed: what `product/spreadsheet` read from the uploaded CSV,
 * one item per data line (`quantidade` null when unreadable); `erros` are the server's notes.
 */
export interface PlanilhaProdutos {
  importados: number;
  erros: string[];
  itens: { linha: number; sku: string; quantidade: number | null }[];
}

export interface ProdutoDetalhe extends ProdutoCatalogo {
  descricao?: string;
  imagens: string[];
  similares: ProdutoCatalogo[];
}

export interface ResultadoPesquisa {
  resultset: { idproduto: string; nome: string; score: number }[];
}

/** A node of the category tree (spec 7 "setores"). */
export interface Setor {
  id: string;
  nome: string;
  quantidade: number;
  filhos: Setor[];
}

export interface AlertaDisponibilidade {
  idcliente: string;
  idfornecedor: string;
  idproduto?: string;
  idcadastroextraproduto?: string;
}

/** spec 3 "Recommendation". */
export interface Recomendacao {
  sessao_id: string;
  produtos: ProdutoCatalogo[];
}

export interface FeedbackRecomendacao {
  acao: 'CLIQUE' | 'ADICIONAR' | 'IGNORAR';
  visao: 'CART' | 'HOME' | 'PRODUCT';
  item_id: string;
  sessao_id: string;
}

export interface ComboPromocional {
  idcombopromocional_cabecalho: string;
  nome: string;
  produtos: { produto: ProdutoCatalogo; quantidade: number }[];
  preco: number;
}

/* ---- Shopping lists ---- */

export interface ListaCompra {
  id: string;
  nome: string;
  tipo: 'FROM_CLIENT' | 'TO_CLIENT';
  produtos: { idproduto: string; quantidade: number }[];
}

/* ---- Cart and subscriptions ---- */

/** A paid add-on service chosen for a cart item; the platform answers it with its name and price (ASSUMPTIONS.md). */
interface ServicoSelecionado {
  id: string;
  nome: string;
  preco: number;
}

/** One product of a combo, per combo, as a cart item and the platform's answer carry it (spec 3). */
interface ProdutoDoCombo {
  idproduto: string;
  quantidade: number;
  /** In the platform's answer only. */
  nome?: string;
  unidade?: string;
}

/**
 * spec 3: a product, or a combo (`idcombopromocional_cabecalho` with its `produtos`). A combo item
 * names the combo in `idproduto` too, so every item is keyed by it (ASSUMPTIONS.md "Combos").
 */
export interface CartItem {
  idproduto: string;
  idcombopromocional_cabecalho?: string;
  produtos?: ProdutoDoCombo[];
  idcadastroextraproduto?: string;
  quantidade: number;
  embalarParaPresente?: boolean;
  /** The services chosen with the product (its `servicosAdicionais` offer them), by id. */
  servicosSelecionados?: { id: string }[];
}

export interface CartQuery {
  idfornecedor: string;
  idformapagamento?: string;
  idtipoassinatura?: string;
  tipoentrega?: TipoEntrega;
  canalVenda: 'WEB';
  modoRepeticaoPedido?: boolean;
  cupomAplicacaoAutomatica?: boolean;
}

/** spec 3 "Cart" as the platform returns it after a save or a load, priced. */
export interface Carrinho {
  /** `total` includes the chosen services (each `preco` x `quantidade`) and gift wrapping. */
  produtosSelecionados: (ProdutoCatalogo & {
    quantidade: number;
    precoUnitario: number;
    total: number;
    servicosSelecionados?: ServicoSelecionado[];
    /** A combo line: the combo's price, name and products (ASSUMPTIONS.md "Combos"). */
    idcombopromocional_cabecalho?: string;
    produtos?: ProdutoDoCombo[];
  })[];
  totalCompras: number;
  codigoCupomAutomatico?: string;
  cupomAutomatico?: Cupom;
  /**
   * spec 3 "Cart": the discount the platform applied to this cart (`totalCompras` is after it), a
   * percentage or, with `tipoDesconto` 'R$', reais; the automatic coupon as applied, or the platform's
   * own (ASSUMPTIONS.md "Cart discount"; domain/coupons `automaticDiscountOf`).
   */
  valorDescontoPercentual?: number;
  /** '%' (the default) or 'R$'. */
  tipoDesconto?: string;
  /** The products the discount is on; empty or missing: every product. */
  produtosComDesconto?: string[];
  /** Not on lines priced by a commercial policy. */
  naoUsarCupomComPolitica?: boolean;
  bloqueio_atendimento: boolean;
  observacao?: string;
  numPedidoCliente?: string;
  meta_info?: { hasRecorrencia?: boolean; recorrencia?: { mensagem: string } };
  /** A message to show as a warning toast (spec 7 "How answers are used"). */
  message?: string;
}

export interface TipoAssinatura {
  idtipoassinatura: string;
  label: string;
  dias: number;
}

export interface Assinatura {
  id: string;
  idtipoassinatura: string;
  label: string;
  proximaEntrega: string;
  ativa: boolean;
  produtos: CartItem[];
}

/* ---- Coupons ---- */

export interface ValidarCupomQuery {
  canalVenda: 'WEB';
  idformapagamento?: string;
  codigocupomautomatico?: string;
}

export interface CuponsCliente {
  cupons: Cupom[];
}

export interface CupomIndicacao {
  cupomRecomendacao: Cupom;
}

/* ---- Orders and delivery ---- */

export interface PedidoResumo {
  numpedido: string;
  data: string;
  status: OrderStatus;
  tipoEntrega: TipoEntrega;
  totalpedido: number;
  /** 'Pedido emitido por' a linked user (spec 6). */
  emitidoPor?: string;
  orcamento: boolean;
  /** spec 3: `data` is ISO 8601 (new format); otherwise `dd/MM/yyyy HH:mm` in Brasília time (see ASSUMPTIONS.md). */
  newformatdata?: boolean;
}

/** spec 3 "Order list": a plain list or a page. */
export type ListaPedidos = PedidoResumo[] | { data: PedidoResumo[]; totalPages: number; totalItems: number; currentPage: number; limit: number; page: number };

export interface PedidoDetalhe extends PedidoResumo {
  itens: { idproduto: string; nome: string; quantidade: number; precoUnitario: number; total: number }[];
  taxaentrega: number;
  historico: { status: OrderStatus; data: string }[];
  enderecoentrega?: Endereco;
  formaPagamento: { idformapagto: string; descricao: string };
  /** A pickup order: the store it is collected from (spec 3 `lojaRetira`). */
  lojaRetira?: { nome: string; descricao_endereco_loja: string };
  /** spec 3 "Order response" `dadospedido.cupom`; the discount it gave, in reais (assumption). */
  dadospedido?: { cupom?: string; valorDesconto?: number };
  /** The client's rating, once sent (spec 7 `avaliar`). */
  avaliacao?: { nota: number; comentario?: string };
}

/** spec 3 "Order response". */
export interface RespostaPedido {
  numpedido?: string;
  totalpedido?: number;
  taxaentrega?: number;
  idcliente?: string;
  dadospedido?: { cupom?: string };
  mensagemSucesso?: string;
  mensagemErro?: string;
  /** Assumption: a PIX order answers with its charge (the PIX panel shows it). */
  pix?: CobrancaPix;
}

/** Assumption: a PIX charge: the copy-paste code (the QR code encodes it), its expiry and amount. */
export interface CobrancaPix {
  copiaECola: string;
  /** ISO date-time. */
  expiraEm: string;
  valor: number;
}

/** Assumption: what the payment SDK call tokenises; the card number never reaches the order. */
export interface DadosCartao {
  numero: string;
  nome: string;
  /** mm/aa */
  validade: string;
  cvv: string;
  /** The amount to pre-authorise (spec 9 card pre-authorisation). */
  valor: number;
}

export interface TokenCartao {
  token: string;
  bandeira: string;
  /** The last four digits, to show which card pays. */
  final: string;
}

export interface RespostaDuplicidade {
  duplicado: boolean;
  mensagemErro?: string;
  numpedido?: string;
}

/** spec 3 "Delivery option". */
export interface FormaEntrega {
  id: string;
  descricao: string;
  valor: number;
  data_de_entrega: string | null;
  agendamento: { data: string; horarios: string[] }[];
}

export interface FormasEntregaQuery {
  idendereco?: string;
  tipoEntrega: TipoEntrega;
  idformapagamento?: string;
}

export interface Fatura {
  id: string;
  numpedido: string;
  vencimento: string;
  valor: number;
  status: 'VENCIDA' | 'A_VENCER' | 'PAGA';
  linkBoleto?: string;
  /** The boleto's digitable line (linha digitável), digits only or punctuated (see ASSUMPTIONS.md). */
  linhaDigitavel?: string;
  /** When a paid title was paid, `YYYY-MM-DD`. */
  dataPagamento?: string;
}

/* ---- User and session ---- */

/** spec 3 "User/client". */
export interface Usuario {
  idcliente: string;
  nome: string;
  email: string;
  cpf: string;
  cadastro_aprovado: boolean;
  token?: string;
  jwttoken?: string;
  idcadastroextracliente?: string;
  fornecedor_logado?: string;
  fornecedor_slug?: string;
  fornecedor_dominio?: string;
  listaClientesVinculados?: { id_usuario: string; nome: string; principal: boolean }[];
  termosuso?: string;
  tag?: string[];
  limite_credito_total?: number;
  limite_credito_disponivel?: number;
  formaPagamentoActive?: { idformapagto: string };
  representante?: boolean;
  /** spec 3: the API key record an API-key login signed in with (spec 2, 6); the order carries it (spec 3). */
  idapikeys?: string;
  /** The client's phone, digits only (sign-up and registration update; see ASSUMPTIONS.md). */
  telefone?: string;
  /** Sent with `salvarUsuario`: the supplier the client registers with (its approval tags decide, spec 1). */
  idfornecedor?: string;
}

export interface Autenticacao {
  cpf: string;
  senha: string;
  idfornecedor: string;
  idcliente?: string;
  idcadastroextracliente?: string;
  loginAsRepresentante?: boolean;
  tokenOrigin: 'commerce';
}

export interface ClientesRepresentante {
  clientes: { idcliente: string; nome: string; cpf: string }[];
  total: number;
}

export interface ApiKeyLogin {
  apiKey: string;
  idErpUsuario: string;
  idFornecedor: string;
}

/** The login-token landing's exchange (spec 2; the call is assumed, see ASSUMPTIONS.md). */
export interface LoginTokenExchange {
  token: string;
  email: string;
  idfornecedor: string;
}

export interface UsuarioVinculado {
  id_usuario: string;
  email: string;
  nome?: string;
  /** Digits only, as the client's own (see ASSUMPTIONS.md "Linked users: list, edit and access link"). */
  telefone?: string;
  principal: boolean;
}

/** A linked user as `gerar_token_jwt` answers: with a token its login-token landing accepts (spec 2, 7). */
export interface UsuarioVinculadoComToken extends UsuarioVinculado {
  token?: string;
}

/** What a main client may change of a linked user (`atualizarUsuarioVinculado` `dadosUsuario`); the e-mail is their login. */
export interface DadosUsuarioVinculado {
  nome: string;
  /** Digits only; empty removes the phone. */
  telefone: string;
}

/** Chat (spec 3 "Chat room"). */
export interface SalaChat {
  sala: string;
  canal: string;
  numpedido?: string;
  idcliente: string;
  total_mensagens: number;
  /** spec 3 "notifications": the room's messages this client has not read (the supplier's, since the client last opened it). */
  notificacoes: number;
}

export interface MensagemChat {
  sala: string;
  autor: 'CLIENTE' | 'FORNECEDOR';
  texto: string;
  data: string;
}

/* ---- Addresses ---- */

/** A client's address as the address book reads it: spec 3 "Address" flags the primary one. */
export interface EnderecoCliente extends Endereco {
  primario?: boolean;
}

/** Assumed (ASSUMPTIONS.md "Address lookups"): the street a CEP names, with its coordinates. */
export interface CepEncontrado {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  lat: number;
  lng: number;
}

/** Assumed (ASSUMPTIONS.md "Address lookups"): a city, neighbourhood or street matching the typed text. */
export interface LugarEncontrado {
  tipo: 'CIDADE' | 'BAIRRO' | 'RUA';
  /** How the place reads in a list ("Avenida Paulista", "Pinheiros", "Barueri"). */
  nome: string;
  bairro?: string;
  cidade: string;
  uf: string;
  lat: number;
  lng: number;
}

export type { CookiePreferences as Preferencias };
