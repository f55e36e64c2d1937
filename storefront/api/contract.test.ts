import { describe, expect, it, vi } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { createApiClient, type CallOptions } from './client';
import { endpoints, type EndpointName } from './endpoints';

const defaultCookiePreferences = { necessary: true, session: true, performance: true, personalisation: true };
const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const C = 'c-maria';
const P = 'demo-arroz-1';
const address = { rua: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cep: '01310-100', cidade: 'São Paulo', uf: 'SP' };
const order = {
  itens: [{ idproduto: P, quantidade: 2, embalarParaPresente: false }],
  idfornecedor: S,
  anotacoes: '',
  numPedidoCliente: '',
  cupom: '',
  tipoEntrega: 'DELIVERY' as const,
  formaEntrega: { data_de_entrega: null },
  caracteristicas: [],
  formaPagamento: { idformapagto: 'pix', temForma: true },
  canalVenda: 'WEB' as const,
  enderecoentrega: { ...address, coords: { lat: -23.5614, lng: -46.6559 } },
};

/** One example call per endpoint of spec 7, and the path the platform must receive; in order, as calls build on earlier ones. */
const calls: { [N in EndpointName]: { options: CallOptions<(typeof endpoints)[N]>; path: string } } = {
  fornecedoresPorEndereco: { options: { params: { idcliente: C }, query: { lat: -23.56, lng: -46.65 } }, path: `v2/app/app-123%3A${C}/fornecedor` },
  fornecedor: { options: { query: { idfornecedor: 'demo', device: 'Desktop' } }, path: 'v2/app/app-123/fornecedor' },
  configuracaoFornecedor: { options: { query: { idfornecedor: S } }, path: 'v2/app/app-123/configuracao/fornecedor' },
  areaAtendimento: { options: { query: { idfornecedor: S } }, path: 'v2/app/app-123/fornecedor/areaatendimento' },
  rodape: { options: { params: { idfornecedor: S } }, path: `v2/app/config/fornecedor/${S}/rodape` },
  instrucoesPedido: { options: { params: { idfornecedor: S }, query: { contentType: 'ORDER_INSTRUCTIONS' } }, path: `v4/app/token/custom-content/${S}` },
  textoEstatico: { options: { params: { idfornecedor: S }, query: { language: 'pt-BR', translation: 'translation' } }, path: `v4/static-text/${S}` },
  caracteristicasCliente: { options: { params: { idfornecedor: S } }, path: `v4/caracteristica-cliente/todas/${S}` },
  caracteristicasPedido: { options: { params: { idfornecedor: S } }, path: `v4/caracteristica-pedido/todas/${S}` },
  tema: { options: { params: { idfornecedor: S } }, path: `v2/configuracao/fornecedor/${S}/tema` },
  formasPagamento: { options: { params: { idfornecedor: S } }, path: `v2/app/app-123/fornecedor/${S}/formas-pagamento` },
  eventoAnalytics: { options: { params: { idfornecedor: S }, body: { event: 'add_to_cart', currency: 'BRL' } }, path: `v4/log/google-analytics/${S}` },
  imagensProduto: { options: { params: { idfornecedor: S, idproduto: P } }, path: `superon/imagens/${S}/${P}/all-images` },
  paginasEstaticas: { options: { params: { idfornecedor: S } }, path: `v4/pagina-estatica/${S}/listar` },
  paginaEstatica: { options: { params: { idfornecedor: S, slug: 'quem-somos' } }, path: `v4/pagina-estatica/${S}/slug/quem-somos` },
  tagsPesquisa: { options: { params: { idfornecedor: S } }, path: `v4/tag-pesquisa/${S}/lista` },
  filtrosProduto: { options: { params: { idfornecedor: S, idproduto: P } }, path: `v4/tag-pesquisa/${S}/filtros-produto/${P}` },
  linkAcao: { options: { params: { idfornecedor: 'demo', idlinkacao: 'promo' } }, path: 'v4/link-acao/promo/demo' },
  carrosseis: { options: { params: { idcliente: C, idfornecedor: S }, query: { page: 'home', device: 'desktop', loadProdutos: true } }, path: `v2/app/app-123%3A${C}/customizacao/carrossel/list-for-page/${S}` },
  termosUso: { options: {}, path: 'termouso' },
  listaProdutos: { options: { params: { idfornecedor: S }, query: { canalVenda: 'WEB', page: 1 } }, path: `v2/app/app-123/listaprodutos/${S}` },
  listaProdutosSemEndereco: { options: { params: { idfornecedor: S }, query: { canalVenda: 'WEB', sk: 'arroz' } }, path: `v1/app/app-123/listaprodutosf/${S}` },
  planilhaProdutos: { options: { params: { idfornecedor: S }, body: 'ARR-0001;2' }, path: `v4/product/spreadsheet/${S}/` },
  produto: { options: { params: { idfornecedor: S, idproduto: P } }, path: `v2/app/app-123/fornecedor/${S}/produto/${P}` },
  produtosPorTags: { options: { params: { idfornecedor: S }, query: { tagsPesquisa: 'promocao,lancamento', idcadastroextraproduto: P, idformapagamento: 'pix' } }, path: `v2/app/fornecedor/${S}/produto-by-tags` },
  pesquisaTexto: { options: { query: { idfornecedor: S, query: 'arroz' } }, path: 'v2/app/token/listaprodutos/full-text/pesquisar' },
  categorias: { options: { params: { idfornecedor: S }, query: { device: 'desktop' } }, path: `v2/app/app-123/listacategoriasprodutos/${S}` },
  setor: { options: { params: { idfornecedor: S, idsetor: 'demo/mercearia' } }, path: `v2/app/setores-produto/obter-setor/${S}/demo%2Fmercearia` },
  alertaDisponibilidade: { options: { body: { idcliente: C, idfornecedor: S, idproduto: P } }, path: 'v4/notificacao/alerta-disponibilidade' },
  removerAlertaDisponibilidade: { options: { body: { idcliente: C, idfornecedor: S, idproduto: P } }, path: 'v4/notificacao/alerta-disponibilidade/remove' },
  recomendacoes: { options: { params: { idfornecedor: S, idcliente: C }, query: { visao: 'CART' } }, path: `v4/sugestao/produtos/${S}/${C}` },
  feedbackRecomendacao: { options: { body: { acao: 'CLIQUE', visao: 'CART', item_id: P, sessao_id: 'rec' } }, path: 'v4/sugestao/feedback' },
  combosCliente: { options: { params: { idfornecedor: S, idcliente: C } }, path: `v4/promotional-combo-client/${S}/${C}` },
  combos: { options: { params: { idfornecedor: S } }, path: `v4/promotional-combo-all/${S}` },
  combo: { options: { params: { idcombo: `${S}-combo-1` } }, path: `v4/promotional-combo/${S}-combo-1/` },
  listasCompra: { options: { params: { idfornecedor: S }, query: { idclient: C, type: 'FROM_CLIENT' } }, path: `shopping-list/${S}` },
  listaCompraProdutos: { options: { params: { idfornecedor: S, idlista: 'lista-1' } }, path: `shopping-list/${S}/products/lista-1` },
  aplicarListaCompra: { options: { params: { idfornecedor: S, idlista: 'lista-1' } }, path: `shopping-list/${S}/apply/lista-1` },
  criarListaCompra: { options: { params: { idfornecedor: S }, body: { nome: 'Churrasco', idcliente: C } }, path: `shopping-list/${S}` },
  copiarProdutoLista: { options: { params: { idlista: 'lista-1', idproduto: P, idlistadestino: 'lista-3' } }, path: `shopping-list/lista-1/product/${P}/copy/lista-3` },
  adicionarProdutoLista: { options: { params: { idlista: 'lista-1', idproduto: P }, body: { quantidade: 3 } }, path: `shopping-list/lista-1/product/${P}/add` },
  desativarListaCompra: { options: { params: { idfornecedor: S, idlista: 'lista-3' } }, path: `shopping-list/${S}/disable/lista-3` },
  salvarCarrinho: { options: { params: { idcliente: C }, query: { idfornecedor: S, canalVenda: 'WEB' }, body: { cartItens: [{ idproduto: P, quantidade: 2 }] } }, path: `v2/app/app-123%3A${C}/usuario/${C}/cart` },
  carrinho: { options: { params: { idcliente: C }, query: { idfornecedor: S, canalVenda: 'WEB' } }, path: `v2/app/app-123%3A${C}/usuario/${C}/cart` },
  tiposAssinatura: { options: { params: { idfornecedor: S } }, path: `v4/subscription/type/list/${S}` },
  assinaturas: { options: { params: { idfornecedor: S, idcliente: C } }, path: `v4/subscription/list/${S}/${C}` },
  assinatura: { options: { params: { idassinatura: 'ass-1' } }, path: 'v4/subscription/get/ass-1' },
  cancelarAssinatura: { options: { params: { idassinatura: 'ass-1' } }, path: 'v4/subscription/cancel/ass-1' },
  validarCupom: { options: { params: { idfornecedor: S, idcliente: C, codigo: 'DEZ' }, query: { canalVenda: 'WEB' } }, path: `v2/app/cupom-desconto/validar-desconto/fornecedor/${S}/cliente/${C}/cupom/DEZ` },
  cupomIndicacao: { options: { params: { idcliente: C } }, path: `v2/app/cupom-desconto/indicacao/${C}` },
  cuponsCliente: { options: { params: { idcliente: C }, query: { onlyLast: false, available: true } }, path: `v2/app/cupom-desconto/cliente/${C}` },
  pedidosCliente: { options: { params: { idcliente: C }, query: { page: 1, limit: 10 } }, path: `v2/app/pedido/cliente/${C}` },
  pedido: { options: { params: { numpedido: '4502' } }, path: 'v2/app/app-123/order/4502' },
  verificarDuplicidade: { options: { params: { idcliente: C }, body: order }, path: `v2/app/app-123/usuario/${C}/pedido/duplicidade` },
  enviarPedido: { options: { params: { idcliente: C }, body: order }, path: `v2/app/app-123/usuario/${C}/pedido` },
  avaliarPedido: { options: { params: { numpedido: '4502' }, body: { nota: 5, comentario: 'Ótimo' } }, path: 'v1/app/app-123/pedido/4502/avaliar' },
  formasEntrega: { options: { params: { idcliente: C, idfornecedor: S }, query: { idendereco: 'e-paulista', tipoEntrega: 'DELIVERY' } }, path: `v4/app/app-123%3A${C}/formas-entrega/${S}` },
  formasEntregaPorCep: { options: { params: { idfornecedor: S, cep: '01310100' }, query: { tipoEntrega: 'DELIVERY' }, body: { produtos: [{ idproduto: P, quantidade: 1 }] } }, path: `v4/app/formas-entrega/${S}/01310100` },
  gerarRecibo: { options: { params: { numpedido: '4502', idcliente: C } }, path: `v4/payment/generate-receipt/4502/${C}` },
  danfe: { options: { params: { numpedido: '4502', idfornecedor: S } }, path: `v4/danfe/4502/${S}` },
  exportarPedido: { options: { params: { numpedido: '4502' } }, path: 'v4/orders/export/4502' },
  alterarFormaPagamento: { options: { params: { idfornecedor: S, numpedido: '4502' }, query: { idfornecedor: S }, body: { idformapagto: 'cartao', quantParcelas: 3 } }, path: `v4/orders/payment-method/${S}/order/4502` },
  tokenPagamento: { options: { body: { numero: '4111111111111111', nome: 'MARIA S', validade: '12/30', cvv: '123', valor: 10 } }, path: 'v4/payment-sdk/generate-token' },
  faturas: { options: { params: { idcliente: C, idfornecedor: S }, query: { completeInfo: true } }, path: `v2/app/app-123%3A${C}/faturas-cliente/fornecedor/${S}/cliente/${C}` },
  usuario: { options: { params: { login: 'maria@exemplo.com.br' } }, path: 'v2/app/app-123/usuario/maria%40exemplo.com.br' },
  autenticar: { options: { body: { cpf: '529.982.247-25', senha: 'demo1234', idfornecedor: S, tokenOrigin: 'commerce' } }, path: 'v1/app/app-123/usuario/autenticar' },
  autenticarRepresentante: { options: { body: { cpf: 'rep@exemplo.com.br', senha: 'demo1234', idfornecedor: S, tokenOrigin: 'commerce', loginAsRepresentante: true } }, path: 'v1/app/app-123/usuario/autenticar/representante' },
  logout: { options: {}, path: 'v1/app/app-123/cliente/logout' },
  recuperarSenha: { options: { params: { login: 'maria@exemplo.com.br' } }, path: 'v2/app/app-123/cliente/senha/recuperar/maria%40exemplo.com.br' },
  salvarUsuario: { options: { params: { idcliente: C }, body: { nome: 'Maria S.' } }, path: `v1/app/app-123%3A${C}/usuario` },
  dadosReceita: { options: { params: { doc: '11222333000181' } }, path: 'v1/app/%3A/usuario/dados-receita/11222333000181' },
  configuracoesCliente: { options: { params: { idcliente: C } }, path: `v2/app/app-123%3A${C}/get-configuracoes-cliente` },
  cliente: { options: { params: { idcliente: C }, query: { email: 'maria@exemplo.com.br' } }, path: `v1/app/app-123%3A${C}/cliente` },
  aceitarTermos: { options: { params: { idcliente: C, idfornecedor: S }, body: { versao: '2026-01' } }, path: `v4/client/${C}/supplier/${S}/termos-uso` },
  enviarVerificacao: { options: { query: { canal: 'EMAIL', idcliente: C, idfornecedor: S, fonte: 'cadastro' } }, path: 'v4/verificacao/enviar-verificacao' },
  loginApiKey: { options: { body: { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1', idFornecedor: S } }, path: 'v4/api-key/login' },
  loginToken: { options: { body: { token: `token-${C}`, email: 'maria@exemplo.com.br', idfornecedor: S } }, path: 'v4/login-token' },
  clientesRepresentante: { options: { params: { idfornecedor: S, idrepresentante: 'c-rep' }, query: { limit: 10, offset: 0 } }, path: `v4/representante/${S}/c-rep` },
  acessoRepresentante: { options: { params: { idrepresentante: 'c-rep' } }, path: 'v4/acessorepresentante/c-rep' },
  usuariosDoCliente: { options: { params: { idcliente: 'c-mercado' } }, path: 'v1/app/app-123/usuario/c-mercado/usuarios' },
  usuariosVinculados: { options: { params: { idfornecedor: S, idcliente: 'c-mercado' }, query: { gerar_token_jwt: true } }, path: `v1/app/usuario/${S}/c-mercado` },
  excluirUsuarioVinculado: { options: { params: { idfornecedor: S, idcliente: 'c-mercado', idusuario: 'c-mercado-filial' } }, path: `v1/app/usuario/${S}/c-mercado/c-mercado-filial` },
  criarUsuarioVinculado: { options: { params: { idfornecedor: S, idcliente: 'c-mercado' }, body: { email: 'filial@bomdia.com.br' } }, path: `v1/app/usuario/${S}/c-mercado` },
  atualizarUsuarioVinculado: { options: { params: { idusuario: 'c-mercado' }, body: { dadosUsuario: { nome: 'Bom Dia', telefone: '' } } }, path: 'v1/app/usuario/c-mercado' },
  clientesVinculados: { options: { params: { idcliente: 'c-mercado' } }, path: 'v1/app/app-123/usuario/c-mercado/clientes-vinculados' },
  enderecos: { options: { params: { idcliente: C } }, path: `v1/app/app-123%3A${C}/enderecos` },
  excluirEndereco: { options: { params: { idcliente: C, idendereco: 'e-campinas' } }, path: `v1/app/app-123%3A${C}/cliente/enderecos/e-campinas/excluir` },
  criarEndereco: { options: { params: { idcliente: C }, body: { ...address, coords: { lat: -23.56, lng: -46.65 }, idfornecedor: S } }, path: `v1/app/app-123%3A${C}/enderecos` },
  atualizarEndereco: { options: { params: { idcliente: C }, body: { ...address, idendereco: 'e-paulista', coords: { lat: -23.56, lng: -46.65 }, idfornecedor: S } }, path: `v1/app/app-123%3A${C}/enderecosput` },
  enderecoFaturamento: { options: { params: { idcliente: C } }, path: `v2/app/app-123%3A${C}/enderecos/${C}/faturamento` },
  cep: { options: { params: { cep: '01310100' } }, path: 'v4/cep/01310100' },
  buscaLugares: { options: { query: { q: 'Barueri' } }, path: 'v4/geocode' },
};

const { seen } = useMockPlatform();

function client() {
  return createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app-123', separator: ':' },
    {
      supplierId: () => S,
      cookiePreferences: () => defaultCookiePreferences,
      utm: () => ({ source: 'instagram', campaign: 'natal', all: 'utm_source=instagram' }),
      onTooManyRequests: vi.fn(),
      authToken: () => 'jwt-c-maria',
    },
  );
}

describe('spec 7 contract: every call against the mock platform', () => {
  it('has an example for every endpoint of the table', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(calls) as EndpointName[])('%s: method, path, query, headers and a typed answer', async (name) => {
    const { options, path } = calls[name];
    const result: unknown = await client().call(name, options);
    const request = seen.at(-1)!;
    expect(request.method).toBe(endpoints[name].method);
    const url = new URL(request.url);
    expect(url.pathname).toBe(`/api/${path}`);
    for (const [key, value] of Object.entries((options as { query?: object }).query ?? {})) {
      expect(url.searchParams.get(key), `query ${key}`).toBe(String(value));
    }
    expect(request.headers.get('X-idfornecedor')).toBe(S);
    expect(request.headers.get('X-UTM-Source')).toBe('instagram');
    expect(request.headers.get('X-UTM-Campaign')).toBe('natal');
    expect(request.headers.get('X-UTM-All')).toBe('utm_source=instagram');
    expect(JSON.parse(request.headers.get('X-Cookie-Preferences') ?? '{}')).toEqual(defaultCookiePreferences);
    if (endpoints[name].response === 'blob') expect(result).toBeInstanceOf(Blob);
  });
});
