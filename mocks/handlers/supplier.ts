import { HttpResponse } from 'msw';
import { endpoints, type Carrossel } from '@storefront/api/endpoints';
import { searchText } from '@storefront/domain/text';
import { photosOf } from '../db/catalogue';
import type { MockDatabase } from '../db/database';
import { fail, handle, isClientSegment, queryOf } from './paths';

/** How the platform names the fixture search tags (spec 7 `tag-pesquisa`). */
const TAG_NAMES: Record<string, string> = {
  promocao: 'Promoção',
  lancamento: 'Lançamento',
  'mais-vendidos': 'Mais vendidos',
  organico: 'Orgânico',
  'sem-gluten': 'Sem glúten',
};

/** spec 7 "Supplier and content". */
export function supplierHandlers(db: MockDatabase) {
  const platform = (id: string) => db.platformOf(id);
  return [
    handle<{ appcliente: string }>(endpoints.fornecedoresPorEndereco, ({ params, request }) => {
      // The same path without a client id is the supplier lookup below.
      if (!isClientSegment(params.appcliente)) return undefined;
      const q = queryOf(request);
      const at = { lat: Number(q.get('lat')), lng: Number(q.get('lng')) };
      const fornecedores = db.suppliers().filter((f) => db.inServiceArea(f.idfornecedor, at));
      return HttpResponse.json({ status: fornecedores.length ? 200 : 404, fornecedores });
    }),
    handle(endpoints.fornecedor, ({ request }) => {
      const q = queryOf(request);
      const fornecedor = db.findSupplier({ idfornecedor: q.get('idfornecedor'), dominio: q.get('dominio'), idempresa: q.get('idempresa') });
      return fornecedor ? HttpResponse.json(fornecedor) : fail(404, 'Fornecedor não encontrado');
    }),
    // The supplier's whole current configuration: its record's `config` with what only this call has.
    handle(endpoints.configuracaoFornecedor, ({ request }) => {
      const q = queryOf(request);
      const fornecedor = db.findSupplier({ idfornecedor: q.get('idfornecedor'), dominio: q.get('dominio') });
      const p = fornecedor && platform(fornecedor.idfornecedor);
      if (!fornecedor || !p) return fail(404, 'Fornecedor não encontrado');
      return HttpResponse.json({ ...fornecedor.config, ...p.configuracao });
    }),
    handle(endpoints.areaAtendimento, ({ request }) => {
      const p = platform(queryOf(request).get('idfornecedor') ?? '');
      if (!p) return fail(404, 'Falha ao consultar área de atendimento do fornecedor');
      // A 12-sided polygon around the centre, as the platform draws the served area.
      const ring = Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * 2 * Math.PI;
        return { lat: p.area.lat + (p.area.radiusKm / 111) * Math.sin(angle), lng: p.area.lng + (p.area.radiusKm / 102) * Math.cos(angle) };
      });
      return HttpResponse.json({ coordenadas: [ring], coordenadas_lojas: p.lojas });
    }),
    handle<{ idfornecedor: string }>(endpoints.rodape, ({ params }) => {
      const p = platform(params.idfornecedor);
      return p ? HttpResponse.json(p.rodape) : fail(404, 'Fornecedor não encontrado');
    }),
    handle<{ idfornecedor: string }>(endpoints.instrucoesPedido, ({ params }) => {
      const p = platform(params.idfornecedor);
      return p ? HttpResponse.json({ conteudo: p.instrucoes }) : fail(404, 'Fornecedor não encontrado');
    }),
    // The supplier's own wording of the platform's texts; none for most (ASSUMPTIONS.md "Static texts").
    handle<{ idfornecedor: string }>(endpoints.textoEstatico, ({ params }) => {
      const p = platform(params.idfornecedor);
      return p ? HttpResponse.json(p.textosEstaticos ?? {}) : fail(404, 'Fornecedor não encontrado');
    }),
    handle<{ idfornecedor: string }>(endpoints.caracteristicasCliente, ({ params }) => HttpResponse.json(platform(params.idfornecedor)?.caracteristicasCliente ?? [])),
    handle<{ idfornecedor: string }>(endpoints.caracteristicasPedido, ({ params }) => HttpResponse.json(platform(params.idfornecedor)?.caracteristicasPedido ?? [])),
    handle<{ idfornecedor: string }>(endpoints.tema, ({ params }) => {
      const tema = db.themeOf(params.idfornecedor);
      if (tema === undefined) return fail(404, 'Fornecedor não encontrado');
      return tema ? HttpResponse.json(tema) : fail(404, 'Tema não configurado');
    }),
    handle<{ idfornecedor: string }>(endpoints.formasPagamento, ({ params }) => {
      const p = platform(params.idfornecedor);
      return p ? HttpResponse.json(p.formasPagamento) : fail(404, 'Fornecedor não encontrado');
    }),
    handle(endpoints.eventoAnalytics, () => new HttpResponse(null, { status: 204 })),
    // spec 7 `imagens/{a}/{b}/all-images`: {a} the supplier, {b} the product.
    handle<{ idfornecedor: string; idproduto: string }>(endpoints.imagensProduto, ({ params }) => {
      const produto = db.productOf(params.idfornecedor, params.idproduto);
      return produto ? HttpResponse.json(photosOf(produto)) : fail(404, 'Produto não encontrado');
    }),
    handle<{ idfornecedor: string }>(endpoints.paginasEstaticas, ({ params }) => HttpResponse.json(platform(params.idfornecedor)?.paginas ?? [])),
    handle<{ idfornecedor: string; slug: string }>(endpoints.paginaEstatica, ({ params }) => {
      const page = platform(params.idfornecedor)?.paginas.find((p) => p.slug === params.slug);
      return page ? HttpResponse.json(page) : fail(404, 'Página não encontrada');
    }),
    handle<{ idfornecedor: string }>(endpoints.tagsPesquisa, ({ params, request }) => {
      // The tags of the products the shopper is looking at: the category (idcategoria) and the search text (query).
      const q = queryOf(request);
      const { produtos } = db.listProducts(params.idfornecedor, { categ: q.get('idcategoria'), sk: searchText(q.get('query') ?? ''), page: 1, limit: Number.MAX_SAFE_INTEGER });
      const tags = [...new Set(produtos.flatMap((p) => p.tagsPesquisa ?? []))];
      const named = tags.map((t) => ({ id: t, nome: TAG_NAMES[t] ?? t.replace(/-/g, ' '), grupo: 'Destaques' }));
      return HttpResponse.json(named.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')));
    }),
    // spec 7 `tag-pesquisa/{a}/filtros-produto/{b}`: {a} the supplier, {b} the product; the tags named as in the list above.
    handle<{ idfornecedor: string; idproduto: string }>(endpoints.filtrosProduto, ({ params }) => {
      const produto = db.productOf(params.idfornecedor, params.idproduto);
      if (!produto) return fail(404, 'Produto não encontrado');
      return HttpResponse.json((produto.tagsPesquisa ?? []).map((t) => ({ id: t, nome: TAG_NAMES[t] ?? t.replace(/-/g, ' '), grupo: 'Destaques' })));
    }),
    // spec 7 `link-acao/{b}/{a}`: a link the supplier defined; an unknown one leads nowhere (empty url).
    handle<{ idlinkacao: string; idfornecedor: string }>(endpoints.linkAcao, ({ params }) => HttpResponse.json({ url: platform(params.idfornecedor)?.linksAcao?.[params.idlinkacao] ?? '' })),
    handle<{ appcliente: string; idfornecedor: string }>(endpoints.carrosseis, ({ params, request }) => {
      const p = platform(params.idfornecedor);
      if (!p) return HttpResponse.json([]);
      const q = queryOf(request);
      const withProducts = q.get('loadProdutos') === 'true';
      const idstaticpage = q.get('idstaticpage');
      const page = q.get('page');
      /** A product carousel's products, up to 12, by the search tag its kind stands for. */
      const tagged = (tag: string) => db.catalogueOf(params.idfornecedor).produtos.filter((x) => x.tagsPesquisa?.includes(tag)).slice(0, 12);
      const CAROUSEL_TAG = { PRODUTOS: 'lancamento', PRODUTOS_PROMOCAO: 'promocao', PRODUTOS_MAIS_VENDIDOS: 'mais-vendidos' } as const;
      const filled = (c: Carrossel): Carrossel => (c.tipo_conteudo === 'STATIC_IMAGES' ? c : { ...c, produtos: withProducts ? (c.produtos ?? tagged(CAROUSEL_TAG[c.tipo_conteudo])) : [] });
      // Each page has its own carousels: the home's, a static page's by its id, the catalogue's and the product page's.
      if (idstaticpage) return HttpResponse.json(p.carrosseisPaginas?.[idstaticpage] ?? []);
      let all: Carrossel[];
      if (page === 'produtos' || page === 'produto') all = (p.carrosseisPorPagina?.[page] ?? []).map(filled);
      else if (page === 'home') {
        const bestSellers = tagged('mais-vendidos');
        all = [
          ...p.carrosseis,
          ...(bestSellers.length ? [filled({ idcarrossel: `${params.idfornecedor}-mais-vendidos`, titulo: 'Mais vendidos', tipo_conteudo: 'PRODUTOS_MAIS_VENDIDOS', produtos: bestSellers })] : []),
        ];
      } else all = [];
      const idcarrossel = q.get('idcarrossel');
      return HttpResponse.json(idcarrossel ? all.filter((c) => c.idcarrossel === idcarrossel) : all);
    }),
    handle(endpoints.termosUso, () => HttpResponse.json({ versao: '2026-01', html: '<h2>Termos de uso</h2><p>Ao usar a loja você concorda com estas condições.</p>' })),
  ];
}
