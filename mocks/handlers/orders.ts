import { http, HttpResponse } from 'msw';
import { endpoints, type CartItem, type DadosCartao, type OrderPayload, type PedidoResumo } from '@storefront/api/endpoints';
import { digitsOf, isCardExpiryValid, isCardNumber, isCardSecurityCode } from '@storefront/domain/payment';
import type { MockDatabase } from '../db/database';
import { boletoPdf, invoicesOf } from '../db/invoices';
import { clientIdOf, fail, handle, queryOf } from './paths';

/** spec 8: the platform's words for a repeated order. */
export const DUPLICATE_MESSAGE = 'Um pedido idêntico foi feito há poucos segundos.';

const summary = ({ numpedido, data, status, tipoEntrega, totalpedido, orcamento, emitidoPor }: PedidoResumo): PedidoResumo => ({
  numpedido,
  data,
  status,
  tipoEntrega,
  totalpedido,
  orcamento,
  emitidoPor,
});

/** The old date format of spec 3 (no `newformatdata`): `dd/MM/yyyy HH:mm` in Brasília time (UTC-3). */
function oldFormatDate(iso: string): string {
  const brasilia = new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString();
  return `${brasilia.slice(8, 10)}/${brasilia.slice(5, 7)}/${brasilia.slice(0, 4)} ${brasilia.slice(11, 16)}`;
}

/** spec 7 "Coupons" and "Orders and delivery". */
export function orderHandlers(db: MockDatabase) {
  return [
    handle<{ idfornecedor: string; idcliente: string; codigo: string }>(endpoints.validarCupom, ({ params }) => {
      const cupom = db.coupon(params.idfornecedor, decodeURIComponent(params.codigo));
      return cupom ? HttpResponse.json(cupom) : fail(404, 'Cupom inválido ou expirado');
    }),
    handle<{ idcliente: string }>(endpoints.cupomIndicacao, ({ params }) =>
      HttpResponse.json({ cupomRecomendacao: { codigocupom: `INDIQUE-${params.idcliente.toUpperCase()}`, tipodesconto: '%', percentualDesconto: 5 } }),
    ),
    handle<{ idcliente: string }>(endpoints.cuponsCliente, () => {
      const demo = db.suppliers()[0];
      const platform = demo ? db.platformOf(demo.idfornecedor) : undefined;
      return HttpResponse.json({ cupons: platform?.cupons ?? [] });
    }),

    handle<{ idcliente: string }>(endpoints.pedidosCliente, ({ params, request }) => {
      const q = queryOf(request);
      // spec 7 (our reading, ASSUMPTIONS.md): the principal account asks with clientevinculadoprincipal=true
      // and also gets its linked accounts' orders, each carrying who emitted it.
      const linked = q.get('clientevinculadoprincipal') === 'true' ? (db.data().linkedUsers[params.idcliente] ?? []).filter((u) => !u.principal && u.id_usuario !== params.idcliente) : [];
      const all = [params.idcliente, ...linked.map((u) => u.id_usuario)]
        .flatMap((id) => db.orders(id))
        .sort((a, b) => b.data.localeCompare(a.data))
        .map(summary);
      // Without paging asked for, the old plain list with the old dates; with it, the page of spec 3 in the new format.
      if (!q.has('page')) return HttpResponse.json(all.map((o) => ({ ...o, data: oldFormatDate(o.data) })));
      const limit = Number(q.get('limit') ?? 10) || 10;
      const page = Math.max(1, Number(q.get('page')) || 1);
      return HttpResponse.json({
        data: all.slice((page - 1) * limit, page * limit).map((o) => ({ ...o, newformatdata: true })),
        totalItems: all.length,
        totalPages: Math.max(1, Math.ceil(all.length / limit)),
        currentPage: page,
        page,
        limit,
      });
    }),
    handle<{ numpedido: string }>(endpoints.pedido, ({ params }) => {
      const order = db.order(params.numpedido);
      if (!order) return fail(404, 'Pedido não encontrado');
      return HttpResponse.json({
        ...summary(order),
        newformatdata: true,
        itens: order.itens,
        taxaentrega: order.taxaentrega,
        historico: order.historico,
        enderecoentrega: order.enderecoentrega,
        formaPagamento: order.formaPagamento,
        lojaRetira: order.lojaRetira,
        dadospedido: order.dadospedido,
        avaliacao: order.avaliacao,
      });
    }),
    handle<{ idcliente: string }, OrderPayload>(endpoints.verificarDuplicidade, async ({ params, request }) => {
      const payload = await request.json();
      return HttpResponse.json(db.isDuplicate(params.idcliente, payload) ? { duplicado: true, mensagemErro: DUPLICATE_MESSAGE } : { duplicado: false });
    }),
    handle<{ idcliente: string }, OrderPayload>(endpoints.enviarPedido, async ({ params, request }) => {
      const payload = await request.json();
      const key = request.headers.get('Idempotency-Key') ?? undefined;
      // A retry with the key of an order already taken (its answer was lost) gets that order's answer again.
      const earlier = key ? db.orderByIdempotencyKey(params.idcliente, key) : undefined;
      const method = db.paymentMethod(payload.idfornecedor, payload.formaPagamento.idformapagto);
      if (!earlier) {
        if (payload.itens.length === 0) return fail(400, 'O carrinho está vazio. Experimente adicionar alguns produtos');
        if (db.isDuplicate(params.idcliente, payload)) return fail(409, DUPLICATE_MESSAGE);
      }
      if (!method) return fail(400, 'Forma de pagamento indisponível para este fornecedor');
      if (method.tipo === 'CARTAO' && !payload.formaPagamento.tokenCartao?.startsWith('tok_')) return fail(400, 'Pagamento com cartão não autorizado. Informe o cartão novamente.');
      const order = earlier ?? db.createOrder(params.idcliente, payload, key);
      return HttpResponse.json({
        ...(method.tipo === 'PIX' ? { pix: db.pixCharge(order.numpedido) } : {}),
        numpedido: order.numpedido,
        totalpedido: order.totalpedido,
        taxaentrega: order.taxaentrega,
        idcliente: params.idcliente,
        dadospedido: { cupom: payload.cupom || undefined },
        mensagemSucesso: 'Pedido enviado com sucesso!',
      });
    }),
    handle<{ numpedido: string }>(endpoints.avaliarPedido, async ({ params, request }) => {
      const form = new URLSearchParams(await request.text());
      const nota = Number(form.get('nota'));
      if (!(nota >= 1 && nota <= 5)) return fail(400, 'Escolha uma nota de 1 a 5');
      const comentario = form.get('comentario') ?? undefined;
      return db.updateOrder(params.numpedido, { avaliacao: { nota, ...(comentario ? { comentario } : {}) } }) ? HttpResponse.json({ ok: true }) : fail(404, 'Pedido não encontrado');
    }),
    handle<{ appcliente: string; idfornecedor: string }>(endpoints.formasEntrega, ({ params, request }) => {
      const q = queryOf(request);
      const tipo = q.get('tipoEntrega') === 'RETIRADA' ? 'RETIRADA' : 'DELIVERY';
      const address = db.addresses(clientIdOf(params.appcliente)).find((a) => a.idendereco === q.get('idendereco'));
      const at = address?.lat !== undefined && address.lng !== undefined ? { lat: address.lat, lng: address.lng } : undefined;
      const options = db.deliveryOptions(params.idfornecedor, tipo, at);
      return options.length ? HttpResponse.json(options) : fail(404, 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.');
    }),
    handle<{ idfornecedor: string; cep: string }, { produtos: CartItem[] }>(endpoints.formasEntregaPorCep, async ({ params, request }) => {
      const q = queryOf(request);
      const { produtos } = await request.json();
      // spec 5: a fee lookup by cep runs only with a non-empty cart.
      if (produtos.length === 0) return HttpResponse.json({ Mensagem: 'Adicione produtos ao carrinho para calcular o frete.' }, { status: 400 });
      const tipo = q.get('tipoEntrega') === 'RETIRADA' ? 'RETIRADA' : 'DELIVERY';
      const at = q.has('lat') ? { lat: Number(q.get('lat')), lng: Number(q.get('lng')) } : /^0[1-5]/.test(params.cep) ? { lat: -23.55, lng: -46.63 } : { lat: -22.9, lng: -47.06 };
      const options = db.deliveryOptions(params.idfornecedor, tipo, at);
      return options.length ? HttpResponse.json(options) : HttpResponse.json({ Mensagem: 'O fornecedor não atende no endereço informado' }, { status: 404 });
    }),
    handle<{ numpedido: string; idcliente: string }>(endpoints.gerarRecibo, ({ params }) => {
      const charge = db.pixCharge(params.numpedido);
      return charge ? HttpResponse.json(charge) : fail(404, 'Pedido não encontrado');
    }),
    handle<{ numpedido: string; idfornecedor: string }>(endpoints.danfe, ({ params }) =>
      db.order(params.numpedido)
        ? new HttpResponse(`%PDF-1.4\n% DANFE do pedido ${params.numpedido}\n`, {
            headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="danfe-${params.numpedido}.pdf"` },
          })
        : fail(404, 'Nota fiscal não encontrada'),
    ),
    handle<{ numpedido: string }>(endpoints.exportarPedido, ({ params }) => {
      const order = db.order(params.numpedido);
      if (!order) return fail(404, 'Pedido não encontrado');
      const csv = ['produto;quantidade;preco', ...order.itens.map((i) => `${i.nome};${i.quantidade};${i.precoUnitario}`)].join('\n');
      return new HttpResponse(csv, { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="pedido-${params.numpedido}.csv"` } });
    }),
    handle<{ idfornecedor: string; numpedido: string }, { idformapagto: string; quantParcelas: number }>(endpoints.alterarFormaPagamento, async ({ params, request }) => {
      if (!request.headers.get('authorization')?.startsWith('Bearer ')) return fail(401, 'Sessão expirada, efetue login novamente');
      const { idformapagto } = await request.json();
      const method = db.paymentMethod(params.idfornecedor, idformapagto);
      if (!method) return fail(400, 'Forma de pagamento indisponível para este fornecedor');
      const order = db.order(params.numpedido);
      if (!order) return fail(404, 'Pedido não encontrado');
      if (['PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE', 'CANCELADO'].includes(order.status)) return fail(409, 'Este pedido não aceita mais troca da forma de pagamento.');
      db.updateOrder(params.numpedido, { formaPagamento: { idformapagto: method.idformapagto, descricao: method.descricao } });
      return HttpResponse.json({ ok: true });
    }),
    handle<never, DadosCartao>(endpoints.tokenPagamento, async ({ request }) => {
      const card = await request.json();
      const digits = digitsOf(card.numero);
      if (!isCardNumber(digits) || !isCardExpiryValid(card.validade, new Date()) || !isCardSecurityCode(card.cvv)) return fail(400, 'Cartão recusado. Confira os dados e tente novamente.');
      // The test card 4000 0000 0000 0002 is declined by the issuer.
      if (digits === '4000000000000002') return fail(402, 'Cartão recusado pela operadora.');
      const bandeira = digits.startsWith('4') ? 'Visa' : /^5[1-5]/.test(digits) ? 'Mastercard' : 'Cartão';
      return HttpResponse.json({ token: `tok_${Math.random().toString(36).slice(2, 10)}`, bandeira, final: digits.slice(-4) });
    }),
    handle<{ appcliente: string; idfornecedor: string; idcliente: string }>(endpoints.faturas, ({ params, request }) => {
      const idfornecedor = db.findSupplier({ idfornecedor: params.idfornecedor })?.idfornecedor;
      const url = new URL(request.url);
      // The boletos are served beside the API, at the address the client called.
      const base = `${url.origin}${url.pathname.slice(0, url.pathname.indexOf('v2/app/'))}`;
      const orders = db.orders(params.idcliente).filter((o) => o.idfornecedor === idfornecedor);
      return HttpResponse.json(invoicesOf(orders, db.now(), base));
    }),
    http.get<{ numpedido: string }>('*/boletos/:numpedido.pdf', ({ params }) =>
      db.order(params.numpedido)
        ? new HttpResponse(boletoPdf(params.numpedido), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="boleto-${params.numpedido}.pdf"` } })
        : fail(404, 'Boleto não encontrado'),
    ),
  ];
}
