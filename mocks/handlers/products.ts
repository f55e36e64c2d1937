import { HttpResponse } from 'msw';
import { endpoints, type PlanilhaProdutos, type ProdutoCatalogo, type ProdutoDetalhe, type Setor } from '@storefront/api/endpoints';
import { parseQuantityText } from '@storefront/domain/quickOrder';
import { searchText, SUGGESTION_LIMIT } from '@storefront/domain/text';
import { PRODUCT_PAGE_SIZE, type MockDatabase } from '../db/database';
import { fail, handle, queryOf } from './paths';

/**
 * The platform's reading of a CSV spreadsheet (assumed): `;` or `,` between columns (the first line tells),
 * the first line skipped when its quantity column is not a number, SKU and quantity from the first two columns.
 */
function readSpreadsheet(text: string): PlanilhaProdutos['itens'] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const separator = (lines[0] ?? '').includes(';') ? ';' : ',';
  return lines.flatMap((line, index) => {
    if (line.trim() === '') return [];
    const [sku = '', quantidade = ''] = line.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const value = parseQuantityText(quantidade);
    if (index === 0 && Number.isNaN(value)) return [];
    return [{ linha: index + 1, sku, quantidade: Number.isNaN(value) ? null : value }];
  });
}

/** How many products the platform answers to `produto-by-tags` (assumed). */
const RELATED_BY_TAGS = 12;

/** spec 7 "Products". */
export function productHandlers(db: MockDatabase) {
  const list = ({ params, request }: { params: { idfornecedor: string }; request: Request }) => {
    const q = queryOf(request);
    if (!db.findSupplier({ idfornecedor: params.idfornecedor })) return fail(404, 'Fornecedor não encontrado');
    return HttpResponse.json(
      db.listProducts(params.idfornecedor, {
        categ: q.get('categ'),
        sk: searchText(q.get('sk') ?? ''),
        tags: q.get('tagsPesquisa'),
        ordenacao: q.get('ordenacao'),
        page: Number(q.get('page') ?? 1) || 1,
        limit: Number(q.get('limit') ?? PRODUCT_PAGE_SIZE) || PRODUCT_PAGE_SIZE,
        formapagamento: q.get('formapagamento'),
      }),
    );
  };
  return [
    handle<{ idfornecedor: string }>(endpoints.listaProdutos, list),
    handle<{ idfornecedor: string }>(endpoints.listaProdutosSemEndereco, list),
    handle(endpoints.planilhaProdutos, async ({ request }) => {
      // Assumed (ASSUMPTIONS.md): multipart with the file in `arquivo`; a plain text body is read as the CSV itself.
      let text: string;
      if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
        const file = (await request.formData()).get('arquivo');
        if (!(file instanceof File)) return fail(400, 'Envie o arquivo da planilha.');
        if (!/\.csv$/i.test(file.name)) return fail(415, 'Formato de planilha não suportado. Envie um arquivo .csv.');
        text = await file.text();
      } else text = await request.text();
      const itens = readSpreadsheet(text);
      if (itens.length === 0) return fail(422, 'A planilha está vazia.');
      const planilha: PlanilhaProdutos = { importados: itens.filter((i) => i.sku && i.quantidade !== null).length, erros: [], itens };
      return HttpResponse.json(planilha);
    }),
    handle<{ idfornecedor: string; idproduto: string }>(endpoints.produto, ({ params, request }) => {
      const q = queryOf(request);
      const listed = db.productOf(params.idfornecedor, params.idproduto);
      if (!listed) return fail(404, 'Produto não encontrado');
      const at = (p: ProdutoCatalogo) => db.pricedFor(params.idfornecedor, p, q.get('idformapagamento'));
      const produto = at(listed);
      const similares =
        q.get('disableSimilares') === 'true'
          ? []
          : db
              .catalogueOf(params.idfornecedor)
              .produtos.filter((p) => p.idcategoria === produto.idcategoria && p.idproduto !== produto.idproduto)
              .slice(0, 6)
              .map(at);
      const detail: ProdutoDetalhe = { ...produto, descricao: `${produto.nome}. Produto de qualidade selecionada.`, imagens: produto.imagem ? [produto.imagem] : [], similares };
      return HttpResponse.json(detail);
    }),
    // Products sharing any of the tags, those sharing most first, without the product asked about (its
    // idcadastroextraproduto, or its id when it has none), priced for the payment method as the product is.
    handle<{ idfornecedor: string }>(endpoints.produtosPorTags, ({ params, request }) => {
      const q = queryOf(request);
      const tags = (q.get('tagsPesquisa') ?? '').split(',').map((t) => t.trim()).filter(Boolean);
      const asked = q.get('idcadastroextraproduto');
      const shared = (p: ProdutoCatalogo) => tags.filter((t) => p.tagsPesquisa?.includes(t)).length;
      const related = db
        .catalogueOf(params.idfornecedor)
        .produtos.filter((p) => p.idproduto !== asked && p.idcadastroextraproduto !== asked && shared(p) > 0)
        .sort((a, b) => shared(b) - shared(a))
        .slice(0, RELATED_BY_TAGS)
        .map((p) => db.pricedFor(params.idfornecedor, p, q.get('idformapagamento')));
      return HttpResponse.json(related);
    }),
    handle(endpoints.pesquisaTexto, ({ request }) => {
      const q = queryOf(request);
      const hits = db.search(q.get('idfornecedor') ?? '', searchText(q.get('query') ?? ''));
      return HttpResponse.json({ resultset: hits.slice(0, SUGGESTION_LIMIT * 3) });
    }),
    handle<{ idfornecedor: string }>(endpoints.categorias, ({ params }) => HttpResponse.json({ setores: db.catalogueOf(params.idfornecedor).setores })),
    // spec 7 `obter-setor`: one node of the supplier's tree, with its subcategories, at any depth.
    handle<{ idfornecedor: string; idsetor: string }>(endpoints.setor, ({ params }) => {
      const find = (nodes: readonly Setor[]): Setor | undefined => nodes.map((n) => (n.id === params.idsetor ? n : find(n.filhos))).find(Boolean);
      const setor = find(db.catalogueOf(params.idfornecedor).setores);
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
    handle<{ idfornecedor: string; idcliente: string }>(endpoints.combosCliente, ({ params }) => HttpResponse.json(db.combosOf(params.idfornecedor))),
    handle<{ idfornecedor: string }>(endpoints.combos, ({ params }) => HttpResponse.json(db.combosOf(params.idfornecedor))),
    handle<{ idcombo: string }>(endpoints.combo, ({ params, request }) => {
      const idfornecedor = params.idcombo.replace(/-combo-\d+$/, '');
      const combo = db.combosOf(idfornecedor, queryOf(request).get('idformapagamento')).find((c) => c.idcombopromocional_cabecalho === params.idcombo);
      return combo ? HttpResponse.json(combo) : fail(404, 'Combo não encontrado');
    }),
  ];
}
