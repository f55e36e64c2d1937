import { HttpResponse } from 'msw';
import { endpoints, type ComboPromocional, type ProdutoDetalhe } from '@storefront/api/endpoints';
import { searchText, SUGGESTION_LIMIT } from '@storefront/domain/text';
import { PRODUCT_PAGE_SIZE, type MockDatabase } from '../db/database';
import { fail, handle, queryOf } from './paths';

/** spec 7 "Products". */
export function productHandlers(db: MockDatabase) {
  const list = ({ params, request }: { params: { supplier: string }; request: Request }) => {
    const q = queryOf(request);
    if (!db.findSupplier({ idfornecedor: params.supplier })) return fail(404, 'Fornecedor não encontrado');
    return HttpResponse.json(
      db.listProducts(params.supplier, {
        categ: q.get('categ'),
        sk: searchText(q.get('sk') ?? ''),
        tags: q.get('tagsPesquisa'),
        ordenacao: q.get('ordenacao'),
        page: Number(q.get('page') ?? 1) || 1,
        limit: Number(q.get('limit') ?? PRODUCT_PAGE_SIZE) || PRODUCT_PAGE_SIZE,
      }),
    );
  };
  const combos = (idfornecedor: string): ComboPromocional[] => {
    const produtos = db.catalogueOf(idfornecedor).produtos.filter((p) => p.disponivel);
    const pairs = [produtos.slice(0, 2), produtos.slice(10, 13)].filter((group) => group.length > 1);
    return pairs.map((group, i) => ({
      idcombopromocional_cabecalho: `${idfornecedor}-combo-${i + 1}`,
      nome: `Combo ${group.map((p) => p.nome.split(' ')[0]).join(' + ')}`,
      produtos: group.map((produto) => ({ produto, quantidade: 2 })),
      preco: Math.round(group.reduce((s, p) => s + p.preco * 2, 0) * 0.9 * 100) / 100,
    }));
  };
  return [
    handle<{ supplier: string }>(endpoints.listaProdutos, list),
    handle<{ supplier: string }>(endpoints.listaProdutosSemEndereco, list),
    handle(endpoints.planilhaProdutos, async ({ request }) => {
      const rows = (await request.text()).split(/\r?\n/).filter(Boolean);
      return HttpResponse.json({ importados: rows.length, erros: [] });
    }),
    handle<{ supplier: string; product: string }>(endpoints.produto, ({ params, request }) => {
      const produto = db.productOf(params.supplier, params.product);
      if (!produto) return fail(404, 'Produto não encontrado');
      const similares =
        queryOf(request).get('disableSimilares') === 'true'
          ? []
          : db
              .catalogueOf(params.supplier)
              .produtos.filter((p) => p.idcategoria === produto.idcategoria && p.idproduto !== produto.idproduto)
              .slice(0, 6);
      const detail: ProdutoDetalhe = { ...produto, descricao: `${produto.nome}. Produto de qualidade selecionada.`, imagens: produto.imagem ? [produto.imagem] : [], similares };
      return HttpResponse.json(detail);
    }),
    handle<{ supplier: string }>(endpoints.produtosPorTags, ({ params, request }) => {
      const tags = (queryOf(request).get('tagsPesquisa') ?? '').split(',').filter(Boolean);
      return HttpResponse.json(db.catalogueOf(params.supplier).produtos.filter((p) => tags.every((t) => p.tagsPesquisa?.includes(t))));
    }),
    handle(endpoints.pesquisaTexto, ({ request }) => {
      const q = queryOf(request);
      const hits = db.search(q.get('idfornecedor') ?? '', searchText(q.get('query') ?? ''));
      return HttpResponse.json({ resultset: hits.slice(0, SUGGESTION_LIMIT * 3) });
    }),
    handle<{ supplier: string }>(endpoints.categorias, ({ params }) => HttpResponse.json({ setores: db.catalogueOf(params.supplier).setores })),
    handle<{ a: string; b: string }>(endpoints.setor, ({ params }) => {
      const find = (nodes: ReturnType<MockDatabase['catalogueOf']>['setores']): (typeof nodes)[number] | undefined =>
        nodes.map((n) => (n.id.endsWith(params.b) ? n : find(n.filhos))).find(Boolean);
      const setor = find(db.catalogueOf(params.a).setores);
      return setor ? HttpResponse.json(setor) : fail(404, 'Categoria não encontrada');
    }),
    handle(endpoints.alertaDisponibilidade, async ({ request }) => {
      const body = (await request.json()) as { idcliente: string; idcadastroextraproduto?: string; idproduto?: string };
      db.toggleAlert(`${body.idcliente}|${body.idproduto ?? body.idcadastroextraproduto}`, true);
      return HttpResponse.json({ ok: true });
    }),
    handle(endpoints.removerAlertaDisponibilidade, async ({ request }) => {
      const body = (await request.json()) as { idcliente: string; idcadastroextraproduto?: string; idproduto?: string };
      db.toggleAlert(`${body.idcliente}|${body.idproduto ?? body.idcadastroextraproduto}`, false);
      return HttpResponse.json({ ok: true });
    }),
    handle<{ idfornecedor: string; idcliente: string }>(endpoints.recomendacoes, ({ params }) =>
      HttpResponse.json({
        sessao_id: `rec-${params.idcliente}`,
        produtos: db.catalogueOf(params.idfornecedor).produtos.filter((p) => p.disponivel && p.tagsPesquisa?.includes('mais-vendidos')).slice(0, 8),
      }),
    ),
    handle(endpoints.feedbackRecomendacao, () => new HttpResponse(null, { status: 204 })),
    handle<{ idfornecedor: string; x: string }>(endpoints.combosCliente, ({ params }) => HttpResponse.json(combos(params.idfornecedor))),
    handle<{ idfornecedor: string }>(endpoints.combos, ({ params }) => HttpResponse.json(combos(params.idfornecedor))),
    handle<{ id: string }>(endpoints.combo, ({ params }) => {
      const idfornecedor = params.id.replace(/-combo-\d+$/, '');
      const combo = combos(idfornecedor).find((c) => c.idcombopromocional_cabecalho === params.id);
      return combo ? HttpResponse.json(combo) : fail(404, 'Combo não encontrado');
    }),
  ];
}
