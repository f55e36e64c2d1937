import type {
  Carrossel,
  Caracteristica,
  ConfiguracaoFornecedor,
  Cupom,
  Endereco,
  EnderecoCliente,
  FormaPagamento,
  LojaAtendimento,
  PaginaEstatica,
  Rodape,
  TextosEstaticos,
  Usuario,
} from '@storefront/api/endpoints';
import type { CatalogueSpec } from './catalogue';

/** Everything a supplier has on the platform besides its record and theme. */
export interface SupplierPlatform {
  catalogue: Omit<CatalogueSpec, 'slug'>;
  formasPagamento: FormaPagamento[];
  delivery: boolean;
  /** Stores for pickup; none means delivery only. */
  lojas: LojaAtendimento[];
  /** The service area: one polygon around the city centre. */
  area: { lat: number; lng: number; radiusKm: number };
  /** Days ahead a delivery can be scheduled; 0 means the next slot only. */
  schedulingDays: number;
  cupons: Cupom[];
  automatic?: Cupom;
  paginas: PaginaEstatica[];
  rodape: Rodape;
  instrucoes: string;
  caracteristicasPedido: Caracteristica[];
  /** spec 7 `caracteristica-cliente`: what the supplier asks about the client at checkout. */
  caracteristicasCliente?: Caracteristica[];
  /** The home's carousels (`page=home`). */
  carrosseis: Carrossel[];
  /** A static page's own carousels, by the page's id (spec 7 `idstaticpage`). */
  carrosseisPaginas?: Record<string, Carrossel[]>;
  /**
   * The catalogue's (`page=produtos`) and the product page's (`page=produto`) carousels. A product
   * carousel without its own list is filled from the catalogue: best sellers or products on sale.
   */
  carrosseisPorPagina?: { produtos?: Carrossel[]; produto?: Carrossel[] };
  /** spec 7 `link-acao`: where each action link leads (relative addresses are the supplier's own). */
  linksAcao?: Record<string, string>;
  /** The cart may repeat as a subscription (spec 4 recurrence), with this message. */
  recorrencia?: string;
  /**
   * spec 7 `configuracao/fornecedor`: what the configuration call answers over the supplier record's own
   * `config` (the record's copy is older: only this call has the supplier's menu and its current SEO).
   */
  configuracao?: ConfiguracaoFornecedor;
  /** spec 7 `static-text`: the supplier's own wording of some of the platform's texts (none: the defaults). */
  textosEstaticos?: TextosEstaticos;
}

const card: FormaPagamento = { idformapagto: 'cartao', descricao: 'Cartão de crédito', tipo: 'CARTAO', parcelasMaximas: 6 };
const pix: FormaPagamento = { idformapagto: 'pix', descricao: 'PIX', tipo: 'PIX' };
const boleto: FormaPagamento = { idformapagto: 'boleto', descricao: 'Boleto bancário (28 dias)', tipo: 'BOLETO' };

const pages = (slug: string): PaginaEstatica[] => [
  { id: `${slug}-quem-somos`, slug: 'quem-somos', titulo: 'Quem somos', tag: ['WEB'], html: '<h2>Nossa história</h2><p>Atendemos o comércio da região há mais de 20 anos.</p>' },
  { id: `${slug}-trocas`, slug: 'trocas', titulo: 'Trocas e devoluções', tag: ['WEB', 'APP'], html: '<p>Você tem 7 dias para pedir a troca de um produto.</p>' },
  // A page whose HTML tries a script injection: the storefront must show the text and run nothing.
  {
    id: `${slug}-promocoes`,
    slug: 'promocoes',
    titulo: 'Promoções',
    tag: ['WEB'],
    html: '<p>Ofertas da semana</p><img src="x" onerror="alert(1)"><script>document.cookie</script><a href="javascript:alert(2)">clique</a>',
  },
  { id: `${slug}-app`, slug: 'app', titulo: 'Somente no aplicativo', tag: ['APP'], html: '<p>Conteúdo do aplicativo.</p>' },
  // Every vector the content journey checks stays inert: scripts, handlers, script URLs, frames, styles.
  {
    id: `${slug}-novidades`,
    slug: 'novidades',
    titulo: 'Novidades',
    tag: ['WEB'],
    html: [
      '<h2>Novidades da semana</h2>',
      '<p>Chegaram produtos novos na mercearia.</p>',
      '<script>window.__xss = 1; alert(1)</script>',
      '<img src=x onerror=window.__xss=1>',
      '<svg onload="window.__xss=1"><circle r="5"></circle></svg>',
      '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
      '<p style="width: expression(alert(1)); background: url(javascript:alert(1))">Entrega em 24 horas.</p>',
      '<a href="javascript:window.__xss=1">Clique aqui</a>',
      '<a href="JaVaScRiPt:alert(1)" onclick="window.__xss=1">Oferta relâmpago</a>',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Enviar</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
      '<a href="/' + slug + '/produtos">Ver produtos</a>',
    ].join(''),
  },
];

const footer = (nome: string): Rodape => ({
  secoes: [
    { titulo: 'Institucional', links: [{ texto: 'Quem somos', link: 'pagina/quem-somos' }, { texto: 'Novidades', link: 'pagina/novidades' }] },
    {
      titulo: 'Ajuda',
      links: [
        { texto: 'Trocas e devoluções', link: 'pagina/trocas' },
        { texto: 'Procon-SP', link: 'https://www.procon.sp.gov.br/' },
        // A hostile link in the footer's data: dropped, never shown.
        { texto: 'Promoção secreta', link: 'javascript:alert(1)' },
      ],
    },
  ],
  html: `<p>${nome} · Atendimento de segunda a sábado, das 8h às 18h.</p><p>Telefone (11) 4000-1234</p><img src=x onerror="alert(1)">`,
});

const banner = (id: string, titulo: string): Carrossel => ({
  idcarrossel: id,
  titulo,
  tipo_conteudo: 'STATIC_IMAGES',
  imagens: [
    { src: '/fixtures/banners/ofertas-semana.svg', alt: 'Ofertas da semana: até 30% off em mercearia', largura: 1200, altura: 400, idlinkacao: 'ofertas-semana' },
    { src: '/fixtures/banners/frete-gratis.svg', alt: 'Frete grátis em pedidos acima de R$ 300', largura: 1200, altura: 400, link: 'pagina/trocas' },
    { src: '/fixtures/banners/atacado.svg', alt: 'Compre no atacado: preços menores a partir de 10 unidades', largura: 1200, altura: 400, link: 'javascript:alert(1)' },
  ],
});

/** By supplier slug. */
export const platformFixtures: Record<string, SupplierPlatform> = {
  demo: {
    catalogue: { seed: 1001, departments: ['Mercearia', 'Laticínios', 'Bebidas', 'Limpeza'], brands: ['Qualitá', 'Bom Preço', 'Da Casa', 'Premium'] },
    formasPagamento: [card, pix, boleto],
    delivery: true,
    lojas: [{ nome: 'Loja Centro', descricao_endereco_loja: 'Rua Direita, 100 · Centro, São Paulo/SP', lat: -23.5489, lng: -46.6388 }],
    area: { lat: -23.5505, lng: -46.6333, radiusKm: 25 },
    schedulingDays: 7,
    cupons: [
      // spec 3 habilitar_visualizacao_desconto: once applied, the catalogue, product page and cart show its prices.
      { codigocupom: 'DEZ', tipodesconto: '%', percentualDesconto: 10, habilitar_visualizacao_desconto: true },
      { codigocupom: 'MENOS15', tipodesconto: 'R$', percentualDesconto: 15, nao_usar_com_politica: true },
    ],
    automatic: { codigocupom: 'BEMVINDO5', tipodesconto: '%', percentualDesconto: 5, aplicacao_automatica: true },
    paginas: pages('demo'),
    rodape: footer('Distribuidora Demo'),
    instrucoes: '<p>Pedidos até as 16h são entregues no dia seguinte.</p>',
    caracteristicasPedido: [{ id: 'recebimento', nome: 'Horário de recebimento', obrigatoria: false, opcoes: ['Manhã', 'Tarde'] }],
    caracteristicasCliente: [{ id: 'ramo', nome: 'Ramo de atividade', obrigatoria: false, opcoes: ['Mercado', 'Restaurante', 'Padaria', 'Outro'] }],
    carrosseis: [banner('demo-home', 'Destaques')],
    carrosseisPaginas: {
      'demo-quem-somos': [
        {
          idcarrossel: 'demo-quem-somos-fotos',
          titulo: 'Nossa loja',
          tipo_conteudo: 'STATIC_IMAGES',
          imagens: [{ src: '/fixtures/banners/atacado.svg', alt: 'Nosso atacado: preços menores a partir de 10 unidades', largura: 1200, altura: 400 }],
        },
      ],
    },
    carrosseisPorPagina: {
      produtos: [
        {
          idcarrossel: 'demo-produtos-atacado',
          titulo: 'Compre no atacado',
          tipo_conteudo: 'STATIC_IMAGES',
          imagens: [{ src: '/fixtures/banners/atacado.svg', alt: 'Compre no atacado: preços menores a partir de 10 unidades', largura: 1200, altura: 400, link: 'pagina/quem-somos' }],
        },
      ],
      produto: [{ idcarrossel: 'demo-produto-lancamentos', titulo: 'Lançamentos', tipo_conteudo: 'PRODUTOS' }],
    },
    linksAcao: { 'ofertas-semana': 'produtos?q=arroz' },
    configuracao: {
      menu: [
        { titulo: 'Produtos em promoção', link: 'produtos?tag=promocao' },
        { titulo: 'Instagram', link: 'https://www.instagram.com/distribuidorademo' },
        // A script address in the supplier's menu: the side menu leaves it out.
        { titulo: 'Oferta secreta', link: 'javascript:alert(1)' },
      ],
      seo: { descricao: 'Mercearia, laticínios, bebidas e limpeza no atacado e no varejo, com entrega no dia seguinte.' },
    },
  },
  'mercado-verde': {
    catalogue: {
      seed: 1002,
      departments: ['Hortifrúti', 'Padaria'],
      brands: ['Sítio Bom', 'Horta Viva', 'Orgânicos do Vale', 'Fazenda Sol', 'Da Roça', 'Vale Verde', 'Serra Azul', 'Campo Belo', 'Terra Boa', 'Bom Fruto', 'Colheita', 'Pomar Real', 'Raiz', 'Folha Verde', 'Granja Feliz'],
    },
    formasPagamento: [card, pix],
    delivery: true,
    lojas: [],
    area: { lat: -23.5614, lng: -46.6559, radiusKm: 10 },
    schedulingDays: 10,
    cupons: [{ codigocupom: 'VERDE10', tipodesconto: '%', percentualDesconto: 10 }],
    paginas: pages('mercado-verde'),
    rodape: footer('Mercado Verde'),
    instrucoes: '<p>Entregas agendadas de terça a sábado.</p>',
    caracteristicasPedido: [],
    recorrencia: 'Receba esta cesta toda semana ou a cada 15 dias, sem precisar pedir de novo.',
    carrosseis: [banner('mv-home', 'Ofertas da estação')],
  },
  'padaria-sol': {
    catalogue: { seed: 1003, departments: ['Padaria'], brands: ['Da Casa', 'Artesanal'] },
    formasPagamento: [pix, card],
    delivery: false,
    lojas: [
      { nome: 'Padaria Sol Vila Mariana', descricao_endereco_loja: 'Rua Domingos de Morais, 500 · Vila Mariana', lat: -23.5873, lng: -46.6369 },
      { nome: 'Padaria Sol Pinheiros', descricao_endereco_loja: 'Rua dos Pinheiros, 900 · Pinheiros', lat: -23.5664, lng: -46.6825 },
    ],
    area: { lat: -23.58, lng: -46.65, radiusKm: 8 },
    schedulingDays: 2,
    // A manual coupon worth less than the automatic one: the change is refused (spec 5).
    cupons: [{ codigocupom: 'PAO5', tipodesconto: '%', percentualDesconto: 5 }],
    // An automatic coupon better than any manual one: a manual change is refused (spec 5).
    automatic: { codigocupom: 'MANHA20', tipodesconto: '%', percentualDesconto: 20, aplicacao_automatica: true },
    paginas: pages('padaria-sol'),
    rodape: footer('Padaria Sol'),
    instrucoes: '<p>Encomendas de bolo com 24 horas de antecedência.</p>',
    caracteristicasPedido: [],
    carrosseis: [],
    // Its theme names no page title: the SEO configuration does.
    configuracao: {
      seo: { titulo: 'Padaria Sol Nascente | Encomendas para retirar', descricao: 'Pães, bolos e encomendas de festa para retirar na Vila Mariana e em Pinheiros.' },
    },
    textosEstaticos: {
      carrinho: { vazio: 'Sua sacola de pães está vazia', vazioTexto: 'Que tal um pão quentinho? Escolha no nosso cardápio.' },
      menu: { pedidos: 'Minhas encomendas' },
      pedidos: { vazio: 'Nenhuma encomenda por aqui' },
    },
  },
  'adega-noite': {
    catalogue: { seed: 1004, departments: ['Bebidas'], brands: ['Reserva', 'Clássico', 'Importado'] },
    formasPagamento: [card, boleto],
    delivery: true,
    lojas: [],
    area: { lat: -23.55, lng: -46.63, radiusKm: 30 },
    schedulingDays: 0,
    cupons: [{ codigocupom: 'BRINDE', tipodesconto: 'R$', percentualDesconto: 30 }],
    paginas: pages('adega-noite'),
    rodape: footer('Adega Noite'),
    instrucoes: '<p>Venda proibida para menores de 18 anos.</p>',
    caracteristicasPedido: [],
    carrosseis: [],
  },
  'casa-noturna': {
    catalogue: { seed: 1005, departments: ['Bebidas'], brands: ['Casa'] },
    formasPagamento: [boleto],
    delivery: true,
    lojas: [{ nome: 'Casa Noturna', descricao_endereco_loja: 'Rua Augusta, 1500', lat: -23.556, lng: -46.6601 }],
    area: { lat: -23.556, lng: -46.66, radiusKm: 15 },
    schedulingDays: 3,
    cupons: [],
    paginas: pages('casa-noturna'),
    rodape: footer('Casa Noturna'),
    instrucoes: '',
    caracteristicasPedido: [],
    carrosseis: [],
  },
};

/** A client and the password the demo uses for it. */
export interface ClientFixture {
  usuario: Usuario;
  senha: string;
  enderecos: Endereco[];
  /** The API-key login (spec 2, 6): the key, the ERP user, and the key's record id the platform answers with (`idapikeys`). */
  apiKey?: { apiKey: string; idErpUsuario: string; idapikeys: string };
  /** Representatives: the clients they serve. */
  clientes?: string[];
}

// The primary address (spec 3 `primario`): the address book marks it, the checkout starts with it.
const home: EnderecoCliente = { idendereco: 'e-paulista', descricao: 'Loja', rua: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cep: '01310-100', cidade: 'São Paulo', uf: 'SP', pais: 'Brasil', lat: -23.5614, lng: -46.6559, primario: true };
// With a reference point (spec 3 pontoref/referencia), which the address book and the checkout show.
const far: Endereco = {
  idendereco: 'e-campinas',
  descricao: 'Filial Campinas',
  rua: 'Rua Barão de Jaguara',
  numero: '1200',
  bairro: 'Centro',
  cep: '13015-002',
  cidade: 'Campinas',
  uf: 'SP',
  pais: 'Brasil',
  pontoref: 'Galpão 3, entrada pela lateral',
  lat: -22.9056,
  lng: -47.0608,
};

export const clientFixtures: ClientFixture[] = [
  {
    usuario: {
      idcliente: 'c-maria',
      nome: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      cpf: '52998224725',
      cadastro_aprovado: true,
      limite_credito_total: 5000,
      limite_credito_disponivel: 3200,
      listaClientesVinculados: [],
    },
    senha: 'demo1234',
    enderecos: [home, far],
  },
  {
    usuario: { idcliente: 'c-joao', nome: 'João Pereira', email: 'joao@exemplo.com.br', cpf: '11144477735', cadastro_aprovado: false },
    senha: 'demo1234',
    enderecos: [{ ...home, idendereco: 'e-joao' }],
  },
  {
    usuario: {
      idcliente: 'c-mercado',
      nome: 'Mercadinho Bom Dia Ltda.',
      email: 'compras@bomdia.com.br',
      cpf: '11222333000181',
      cadastro_aprovado: true,
      // A company with a phone and the terms in force accepted, and no credit limit (the account page's other states).
      telefone: '1134567890',
      termosuso: '2026-01',
      listaClientesVinculados: [
        { id_usuario: 'c-mercado', nome: 'Mercadinho Bom Dia (matriz)', principal: true },
        { id_usuario: 'c-mercado-filial', nome: 'Mercadinho Bom Dia (filial)', principal: false },
      ],
    },
    senha: 'demo1234',
    enderecos: [{ ...home, idendereco: 'e-mercado', descricao: 'Matriz' }],
  },
  {
    usuario: { idcliente: 'c-rep', nome: 'Rafael Representante', email: 'rep@exemplo.com.br', cpf: '12ABC34501DE35', cadastro_aprovado: true, representante: true },
    senha: 'demo1234',
    enderecos: [],
    clientes: Array.from({ length: 27 }, (_, i) => `c-rep-cliente-${i + 1}`),
  },
  {
    usuario: { idcliente: 'c-erp', nome: 'Integração ERP', email: 'erp@exemplo.com.br', cpf: '39053344705', cadastro_aprovado: true },
    senha: 'demo1234',
    enderecos: [{ ...home, idendereco: 'e-erp' }],
    apiKey: { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1', idapikeys: 'ak-erp-1' },
  },
];
