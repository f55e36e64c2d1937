import { HttpResponse } from 'msw';
import { endpoints, type CartItem, type ListaCompra, type TipoAssinatura } from '@storefront/api/endpoints';
import type { CartPricing, MockDatabase } from '../db/database';
import { clientIdOf, fail, handle, queryOf } from './paths';

const tipos: TipoAssinatura[] = [
  { idtipoassinatura: 'semanal', label: 'Toda semana', dias: 7 },
  { idtipoassinatura: 'quinzenal', label: 'A cada 15 dias', dias: 15 },
  { idtipoassinatura: 'mensal', label: 'Todo mês', dias: 30 },
];

/** spec 4 and 7: a shopper who removed the coupon sends cupomAplicacaoAutomatica=false; the cart then has no discount. */
export const discountAsked = (request: Request): CartPricing => ({ automaticOff: queryOf(request).get('cupomAplicacaoAutomatica') === 'false' });

/** spec 7 "Shopping lists" and "Cart and subscriptions". */
export function cartHandlers(db: MockDatabase) {
  // Lists and subscriptions live in the database state, so the browser keeps them across reloads.
  const lists = () => db.data().lists;
  const subscriptions = () => db.data().subscriptions;
  const add = (idfornecedor: string, idcliente: string, list: ListaCompra) => {
    lists().push({ idfornecedor, idcliente, list });
    db.touch();
    return list;
  };
  // One above the highest id held: counting the lists would hand out a taken id once one is disabled.
  const nextId = () => `lista-${Math.max(0, ...lists().map((l) => Number(l.list.id.replace(/\D/g, '')) || 0)) + 1}`;
  const listsOf = (idfornecedor: string, idcliente: string) => {
    const own = lists()
      .filter((l) => l.idfornecedor === idfornecedor && l.idcliente === idcliente)
      .map((l) => l.list);
    if (own.length) return own;
    // Every client starts with one list of their own and one suggested by the representative.
    const produtos = db.catalogueOf(idfornecedor).produtos.slice(0, 4).map((p) => ({ idproduto: p.idproduto, quantidade: 2 }));
    return [
      add(idfornecedor, idcliente, { id: nextId(), nome: 'Compra da semana', tipo: 'FROM_CLIENT', produtos }),
      add(idfornecedor, idcliente, { id: nextId(), nome: 'Sugestão do representante', tipo: 'TO_CLIENT', produtos: produtos.slice(1) }),
    ];
  };
  const findList = (id: string) => lists().find((l) => l.list.id === id);

  return [
    handle<{ idfornecedor: string; idlista: string }>(endpoints.listaCompraProdutos, ({ params }) => {
      const found = findList(params.idlista);
      return found ? HttpResponse.json(found.list.produtos.flatMap((p) => db.productOf(found.idfornecedor, p.idproduto) ?? [])) : fail(404, 'Lista não encontrada');
    }),
    handle<{ idfornecedor: string }>(endpoints.listasCompra, ({ params, request }) => {
      const q = queryOf(request);
      return HttpResponse.json(listsOf(params.idfornecedor, q.get('idclient') ?? '').filter((l) => l.tipo === (q.get('type') ?? 'FROM_CLIENT')));
    }),
    handle<{ idfornecedor: string; idlista: string }>(endpoints.aplicarListaCompra, ({ params }) => {
      const found = findList(params.idlista);
      if (!found) return fail(404, 'Lista não encontrada');
      // The list's products join what the cart holds: a product already there gets the list's quantity on top.
      const held = db.cart(found.idcliente, found.idfornecedor).produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade, embalarParaPresente: Boolean(p.embalarParaPresente) }));
      const merged = found.list.produtos.reduce(
        (items, item) => (items.some((i) => i.idproduto === item.idproduto) ? items.map((i) => (i.idproduto === item.idproduto ? { ...i, quantidade: i.quantidade + item.quantidade } : i)) : [...items, { ...item, embalarParaPresente: false }]),
        held,
      );
      return HttpResponse.json(db.saveCart(found.idcliente, found.idfornecedor, merged));
    }),
    handle<{ idfornecedor: string }>(endpoints.criarListaCompra, async ({ params, request }) => {
      const body = (await request.json()) as { nome: string; idcliente: string };
      listsOf(params.idfornecedor, body.idcliente);
      return HttpResponse.json(add(params.idfornecedor, body.idcliente, { id: nextId(), nome: body.nome, tipo: 'FROM_CLIENT', produtos: [] }));
    }),
    handle<{ idlista: string; idproduto: string; idlistadestino: string }>(endpoints.copiarProdutoLista, ({ params }) => {
      const from = findList(params.idlista)?.list;
      const to = findList(params.idlistadestino)?.list;
      const item = from?.produtos.find((p) => p.idproduto === params.idproduto);
      if (!to || !item) return fail(404, 'Lista não encontrada');
      to.produtos = [...to.produtos.filter((p) => p.idproduto !== item.idproduto), { ...item }];
      db.touch();
      return HttpResponse.json(to);
    }),
    handle<{ idlista: string; idproduto: string }>(endpoints.adicionarProdutoLista, async ({ params, request }) => {
      const list = findList(params.idlista)?.list;
      if (!list) return fail(404, 'Lista não encontrada');
      const { quantidade } = (await request.json()) as { quantidade: number };
      list.produtos = [...list.produtos.filter((p) => p.idproduto !== params.idproduto), { idproduto: params.idproduto, quantidade }];
      db.touch();
      return HttpResponse.json(list);
    }),
    handle<{ idfornecedor: string; idlista: string }>(endpoints.desativarListaCompra, ({ params }) => {
      db.data().lists = lists().filter((l) => l.list.id !== params.idlista);
      db.touch();
      return new HttpResponse(null, { status: 204 });
    }),

    handle<{ appcliente: string; idcliente: string }, { cartItens: CartItem[] }>(endpoints.salvarCarrinho, async ({ params, request }) => {
      const q = queryOf(request);
      const idfornecedor = q.get('idfornecedor') ?? '';
      const { cartItens } = await request.json();
      // spec 5: 'Não foi possivel salvar o carrinho' when an empty cart is saved without a client.
      if (!params.idcliente && cartItens.length === 0) return fail(400, 'Não foi possivel salvar o carrinho');
      return HttpResponse.json(db.saveCart(params.idcliente || clientIdOf(params.appcliente), idfornecedor, cartItens, { ...discountAsked(request), idformapagamento: q.get('idformapagamento') }));
    }),
    handle<{ appcliente: string; idcliente: string }>(endpoints.carrinho, ({ params, request }) => {
      const q = queryOf(request);
      return HttpResponse.json(db.cart(params.idcliente || clientIdOf(params.appcliente), q.get('idfornecedor') ?? '', { ...discountAsked(request), idformapagamento: q.get('idformapagamento') }));
    }),
    handle(endpoints.tiposAssinatura, () => HttpResponse.json({ tipos, label: 'Receber este pedido' })),
    handle(endpoints.assinaturas, () => HttpResponse.json(subscriptions())),
    handle<{ idassinatura: string }>(endpoints.assinatura, ({ params }) => {
      const found = subscriptions().find((s) => s.id === params.idassinatura);
      return found ? HttpResponse.json(found) : fail(404, 'Assinatura não encontrada');
    }),
    handle<{ idassinatura: string }>(endpoints.cancelarAssinatura, ({ params }) => {
      const found = subscriptions().find((s) => s.id === params.idassinatura);
      if (!found) return fail(404, 'Assinatura não encontrada');
      found.ativa = false;
      db.touch();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
