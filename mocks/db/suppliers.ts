import type { Fornecedor, Tema } from '@storefront/api/endpoints';
import { MODULES } from '@storefront/domain/gates';

export interface SupplierFixture {
  fornecedor: Fornecedor;
  /** `null` when the supplier never configured a theme: the storefront falls back to spec 9 defaults. */
  tema: Tema | null;
}

const sortOptions = [
  { id: 'relevancia', nome: 'Mais relevantes' },
  { id: 'pesquisa', nome: 'Relevância da pesquisa' },
  { id: 'menor-preco', nome: 'Menor preço' },
  { id: 'nome', nome: 'Nome (A-Z)' },
];

/** The demo suppliers: distinct themes, domains and slugs (the hard colour cases included). */
export const supplierFixtures: SupplierFixture[] = [
  {
    fornecedor: {
      idfornecedor: '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10',
      slug: 'demo',
      idempresa: '1001',
      nome: 'Distribuidora Demo',
      dominio: 'demo.vitrine.localhost',
      segmentos: ['Mercearia', 'Bebidas', 'Limpeza'],
      // Delivery and pickup, recommendations, GA4, prices by payment method.
      tag: ['has-delivery', 'enable-google-analytics-ga4-version-tag-events', 'enable-recommendation-system', 'support-price-variance-by-payment'],
      modulos: ['Todos'],
      ordenacoes_produto: sortOptions,
      config: { seo: { descricao: 'Atacado e varejo com entrega para o seu negócio.' } },
    },
    tema: {
      primaryColor: '#436bac',
      logo: '/fixtures/logos/demo.svg',
      textos: { boasVindas: 'Bem-vindo à Distribuidora Demo! Faça seu pedido online e receba no seu negócio.' },
      configuracao: { tituloPagina: 'Distribuidora Demo | Pedidos online' },
    },
  },
  {
    fornecedor: {
      idfornecedor: '9c4e2b71-0d3a-4f58-b6e1-2a7d9c3f5e42',
      slug: 'mercado-verde',
      idempresa: '1002',
      nome: 'Mercado Verde Hortifrúti',
      dominio: 'www.mercadoverde.localhost',
      segmentos: ['Hortifrúti'],
      // Delivery only, with scheduling; prices hidden from visitors.
      tag: ['has-delivery', 'hide-price-for-logged-out-customers'],
      modulos: ['Todos'],
      ordenacoes_produto: sortOptions.slice(2),
      config: {},
    },
    tema: {
      primaryColor: '#1b7f3b',
      logo: '/fixtures/logos/mercado-verde.svg',
      textos: { boasVindas: 'Frutas, verduras e legumes frescos, direto do produtor para a sua cozinha.' },
      configuracao: { tituloPagina: 'Mercado Verde | Hortifrúti', descricaoPagina: 'Hortifrúti fresco com entrega agendada.' },
    },
  },
  {
    fornecedor: {
      idfornecedor: '2b8f6d03-7e1c-4a95-8d2b-c0e4f6a1b397',
      slug: 'padaria-sol',
      idempresa: '1003',
      nome: 'Padaria Sol Nascente',
      segmentos: ['Padaria', 'Confeitaria'],
      // Pickup only, at two stores.
      tag: ['disable-product-multiple'],
      modulos: ['Todos'],
      ordenacoes_produto: sortOptions,
    },
    tema: {
      primaryColor: '#ffe66d',
      logo: '/fixtures/logos/padaria-sol.svg',
      textos: { boasVindas: 'Pães quentinhos e encomendas de festa: peça até as 18h e retire amanhã cedo.' },
    },
  },
  {
    fornecedor: {
      idfornecedor: '7d3e9a15-6c2b-4f80-a1d4-5e8b0c2f9a63',
      slug: 'adega-noite',
      idempresa: '1005',
      nome: 'Adega Noite & Dia',
      dominio: 'adeganoite.localhost',
      segmentos: ['Vinhos', 'Destilados', 'Acessórios'],
      // An address before the catalogue; unapproved users may browse but not submit.
      tag: ['has-delivery', 'requires-address-to-access', 'restrict-not-approved-user-submission', 'requires-supplier-to-access'],
      modulos: ['Todos'],
      ordenacoes_produto: sortOptions,
    },
    tema: {
      primaryColor: '#141414',
      secondaryColor: '#2b2b2b',
      auxiliaryColor: '#c9a227',
      logo: '/fixtures/logos/adega-noite.svg',
      textos: { boasVindas: 'Vinhos selecionados e destilados com entrega no mesmo dia para maiores de 18 anos.' },
      configuracao: { tituloPagina: 'Adega Noite & Dia' },
    },
  },
  {
    fornecedor: {
      idfornecedor: '1042',
      slug: 'casa-noturna',
      idempresa: '1004',
      segmentos: ['Bebidas'],
      // Approval and budget: prices and access wait for approval.
      tag: ['support-budget', 'block-not-approved-user'],
      // spec 5 modules: invoices and combos only; no chat, shopping lists, subscriptions or quick order.
      modulos: [MODULES.invoices, MODULES.combos],
      ordenacoes_produto: sortOptions,
    },
    tema: null,
  },
];
