import type {
  Assinatura,
  Carrinho,
  CartItem,
  CobrancaPix,
  ComboPromocional,
  Cupom,
  Endereco,
  FormaEntrega,
  FormaPagamento,
  Fornecedor,
  ListaCompra,
  MensagemChat,
  OrderPayload,
  PedidoDetalhe,
  ProdutoCatalogo,
  Tema,
  TipoEntrega,
  Usuario,
  UsuarioVinculado,
} from '@storefront/api/endpoints';
import { cartTotals } from '@storefront/domain/cart';
import { activeCoupon, applyAutomaticCoupon, couponDiscount } from '@storefront/domain/coupons';
import { documentChars } from '@storefront/domain/identifiers';
import { toReais } from '@storefront/domain/money';
import { idempotencyKey } from '@storefront/domain/order';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/domain/statuses';
import { bareHost } from '@storefront/domain/supplier';
import { generateCatalogue, type Catalogue } from './catalogue';
import { clientFixtures, platformFixtures, type SupplierPlatform } from './platform';
import { supplierFixtures, type SupplierFixture } from './suppliers';

/**
 * spec 8: a repeat of the same order "within seconds" is refused. The spec gives no number; a minute
 * keeps a journey that orders twice on a loaded machine (over 10 s between the two) seeing the refusal.
 */
const DUPLICATE_WINDOW_MS = 60_000;
/** How long a PIX code can be paid. */
const PIX_VALIDITY_MS = 10 * 60_000;

/** CRC16/CCITT-FALSE, the checksum that closes a PIX copy-paste code. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** spec 9: product page size. */
export const PRODUCT_PAGE_SIZE = 20;

/** The share of the list price paid by PIX where prices vary by payment method (assumed, see pricedFor). */
const PIX_PRICE_FACTOR = 0.95;

/** What changes while people use the demo: saved in the browser, reset by the "reset demo data" control. */
export interface MutableState {
  version: 2;
  carts: Record<string, CartItem[]>;
  lists: { idfornecedor: string; idcliente: string; list: ListaCompra }[];
  subscriptions: Assinatura[];
  linkedUsers: Record<string, UsuarioVinculado[]>;
  chat: Record<string, MensagemChat[]>;
  /**
   * Per chat room, the supplier's messages the client has not read (spec 3 "notifications"); a room
   * without an entry has never been opened. Optional: a state saved before it existed still loads.
   */
  chatUnread?: Record<string, number>;
  orders: (PedidoDetalhe & { idcliente: string; idfornecedor: string; fingerprint: string; idempotencyKey?: string; createdAt: number })[];
  addresses: Record<string, Endereco[]>;
  alerts: string[];
  nextOrder: number;
  /**
   * Sign-ups and edited clients (spec 7 `salvarUsuario`), with their passwords: they win over the
   * fixtures, so a new client can log in later. Optional: a state saved before it existed still loads.
   */
  users?: { usuario: Usuario; senha: string }[];
}

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Repeat order demo (spec 2): the delivered order 4508 was bought before two price changes, and holds a
 * product now out of stock (demo-arroz-14) and one whose minimum is now 3 (demo-arroz-10).
 */
function repeatOrderDemo(itens: PedidoDetalhe['itens'], catalogue: readonly ProdutoCatalogo[]): void {
  const older: Record<string, number> = { 'demo-arroz-1': 4.9, 'demo-arroz-2': 26.99 };
  for (const item of itens) {
    item.precoUnitario = older[item.idproduto] ?? item.precoUnitario;
    item.total = Math.round(item.precoUnitario * item.quantidade * 100) / 100;
  }
  for (const p of catalogue.filter((c) => c.idproduto === 'demo-arroz-14' || c.idproduto === 'demo-arroz-10')) {
    itens.push({ idproduto: p.idproduto, nome: p.nome, quantidade: 1, precoUnitario: p.preco, total: p.preco });
  }
}

/** Orders of the demo client in every status of spec 4, the history a shopper follows. */
function seededOrders(): MutableState['orders'] {
  const demo = platformFixtures.demo;
  const catalogue = demo ? generateCatalogue({ slug: 'demo', ...demo.catalogue }).produtos : [];
  const products = catalogue.slice(0, 6);
  return ORDER_STATUSES.map((status, i) => {
    const itens = products.slice(0, 2 + (i % 3)).map((p, j) => ({ idproduto: p.idproduto, nome: p.nome, quantidade: j + 1, precoUnitario: p.preco, total: p.preco * (j + 1) }));
    if (i === 8) repeatOrderDemo(itens, catalogue);
    const tipoEntrega: TipoEntrega = i % 2 ? 'RETIRADA' : 'DELIVERY';
    // The total includes the delivery fee, as the platform's totalpedido does (the details add them up).
    const total = Math.round((itens.reduce((s, it) => s + it.total, 0) + (tipoEntrega === 'DELIVERY' ? 12.9 : 0)) * 100) / 100;
    const flow: OrderStatus[] = ['ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO', 'PAGO'];
    return {
      numpedido: String(4500 + i),
      data: new Date(Date.UTC(2026, 10, 1 + i, 13)).toISOString(),
      status,
      tipoEntrega,
      totalpedido: total,
      orcamento: status.startsWith('ORCAMENTO'),
      itens,
      taxaentrega: tipoEntrega === 'DELIVERY' ? 12.9 : 0,
      historico: [...flow.slice(0, Math.min(i, 4)).map((s) => ({ status: s, data: new Date(Date.UTC(2026, 10, 1 + i, 10)).toISOString() })), { status, data: new Date(Date.UTC(2026, 10, 1 + i, 13)).toISOString() }],
      formaPagamento: { idformapagto: 'pix', descricao: 'PIX' },
      ...placeOf(tipoEntrega),
      idcliente: 'c-maria',
      idfornecedor: supplierFixtures[0]?.fornecedor.idfornecedor ?? '',
      fingerprint: `seed-${i}`,
      createdAt: 0,
    };
  });
}

/** Where a seeded order goes: maria's primary address, or the demo supplier's store for pickup. */
function placeOf(tipoEntrega: TipoEntrega): Pick<PedidoDetalhe, 'enderecoentrega' | 'lojaRetira'> {
  if (tipoEntrega === 'DELIVERY') {
    const address = clientFixtures.find((c) => c.usuario.idcliente === 'c-maria')?.enderecos[0];
    return address ? { enderecoentrega: structuredClone(address) } : {};
  }
  const loja = platformFixtures.demo?.lojas[0];
  return loja ? { lojaRetira: { nome: loja.nome, descricao_endereco_loja: loja.descricao_endereco_loja } } : {};
}

/**
 * Older orders (October, before the ones above, so the newest orders other fixtures read stay the same):
 * maria's history needs more than one page of 6 (spec 9), a third quote, a coupon, a linked user's order,
 * a rated one; and one order of the filial account, which its principal account lists (spec 6, 7).
 */
function olderOrders(): MutableState['orders'] {
  const demo = platformFixtures.demo;
  const products = demo ? generateCatalogue({ slug: 'demo', ...demo.catalogue }).produtos.slice(0, 6) : [];
  const idfornecedor = supplierFixtures[0]?.fornecedor.idfornecedor ?? '';
  const flow: OrderStatus[] = ['ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO', 'PAGO'];
  const seeds: { numpedido: string; day: number; status: OrderStatus; tipoEntrega: TipoEntrega; idcliente?: string; extra?: Partial<PedidoDetalhe>; cupom?: { codigo: string; percentual: number } }[] = [
    { numpedido: '4496', day: 30, status: 'ENVIADO', tipoEntrega: 'DELIVERY', idcliente: 'c-mercado-filial', extra: { emitidoPor: 'c-mercado-filial@exemplo.com.br' } },
    { numpedido: '4495', day: 28, status: 'ENTREGUE', tipoEntrega: 'DELIVERY', cupom: { codigo: 'DEZ', percentual: 10 } },
    { numpedido: '4494', day: 24, status: 'PRONTO_RETIRADA', tipoEntrega: 'RETIRADA' },
    { numpedido: '4493', day: 20, status: 'AGUARDANDOPAGAMENTO', tipoEntrega: 'DELIVERY', extra: { emitidoPor: 'ana.compras@exemplo.com.br' } },
    { numpedido: '4492', day: 15, status: 'ORCAMENTO_NOVO', tipoEntrega: 'DELIVERY' },
    { numpedido: '4491', day: 10, status: 'ENTREGUE', tipoEntrega: 'RETIRADA', extra: { avaliacao: { nota: 4, comentario: 'Produtos bem embalados e retirada rápida.' } } },
  ];
  return seeds.map(({ numpedido, day, status, tipoEntrega, idcliente = 'c-maria', extra = {}, cupom }, i) => {
    const itens = products.slice(i % 3, (i % 3) + 2).map((p, j) => ({ idproduto: p.idproduto, nome: p.nome, quantidade: j + 2, precoUnitario: p.preco, total: Math.round(p.preco * (j + 2) * 100) / 100 }));
    const subtotal = Math.round(itens.reduce((sum, it) => sum + it.total, 0) * 100) / 100;
    const valorDesconto = cupom ? Math.round(subtotal * cupom.percentual) / 100 : 0;
    const taxaentrega = tipoEntrega === 'DELIVERY' ? 12.9 : 0;
    const at = (hour: number) => new Date(Date.UTC(2026, 9, day, hour)).toISOString();
    const end: OrderStatus[] = status === 'ENTREGUE' ? [tipoEntrega === 'RETIRADA' ? 'PRONTO_RETIRADA' : 'EMENTREGA'] : [];
    const steps = status.startsWith('ORCAMENTO') ? [] : [...flow.slice(0, Math.max(0, flow.indexOf(status))), ...(flow.includes(status) ? [] : [...flow, ...end])];
    return {
      numpedido,
      data: at(13),
      status,
      tipoEntrega,
      totalpedido: Math.round((subtotal - valorDesconto + taxaentrega) * 100) / 100,
      orcamento: status.startsWith('ORCAMENTO'),
      itens,
      taxaentrega,
      historico: [...steps.map((s, h) => ({ status: s, data: at(9 + h) })), { status, data: at(13) }],
      formaPagamento: i % 2 ? { idformapagto: 'boleto', descricao: 'Boleto bancário (28 dias)' } : { idformapagto: 'pix', descricao: 'PIX' },
      ...placeOf(tipoEntrega),
      ...(cupom ? { dadospedido: { cupom: cupom.codigo, valorDesconto } } : {}),
      ...extra,
      idcliente,
      idfornecedor,
      fingerprint: `seed-${numpedido}`,
      createdAt: 0,
    };
  });
}

/**
 * Shopping lists of the demo client at the demo supplier (spec 7 "Shopping lists"): one of her own and
 * two suggested by the supplier (TO_CLIENT), with catalogue products free of quantity rules.
 */
function seededLists(): MutableState['lists'] {
  const idfornecedor = supplierFixtures.find((s) => s.fornecedor.slug === 'demo')?.fornecedor.idfornecedor;
  if (!idfornecedor) return [];
  const items = (pairs: [string, number][]) => pairs.map(([id, quantidade]) => ({ idproduto: `demo-${id}`, quantidade }));
  const lists: ListaCompra[] = [
    { id: 'lista-1', nome: 'Compra do mês', tipo: 'FROM_CLIENT', produtos: items([['arroz-1', 2], ['feijao-26', 2], ['oleo-97', 2], ['cafe-110', 1]]) },
    { id: 'lista-2', nome: 'Reposição da mercearia', tipo: 'TO_CLIENT', produtos: items([['arroz-1', 5], ['feijao-25', 4], ['macarrao-74', 3]]) },
    { id: 'lista-3', nome: 'Café da manhã', tipo: 'TO_CLIENT', produtos: items([['cafe-109', 2], ['leite-149', 6], ['suco-198', 2]]) },
  ];
  return lists.map((list) => ({ idfornecedor, idcliente: 'c-maria', list }));
}

function initialState(): MutableState {
  return {
    version: 2,
    carts: {},
    lists: seededLists(),
    subscriptions: [
      { id: 'ass-1', idtipoassinatura: 'semanal', label: 'Toda semana', proximaEntrega: '2026-11-30', ativa: true, produtos: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] },
      {
        id: 'ass-2',
        idtipoassinatura: 'mensal',
        label: 'Todo mês',
        proximaEntrega: '2026-12-05',
        ativa: false,
        produtos: [
          { idproduto: 'demo-cafe-109', quantidade: 2 },
          { idproduto: 'demo-feijao-25', quantidade: 4 },
        ],
      },
    ],
    linkedUsers: Object.fromEntries(
      clientFixtures.map((c) => [
        c.usuario.idcliente,
        (c.usuario.listaClientesVinculados ?? []).map((v) => ({ id_usuario: v.id_usuario, email: `${v.id_usuario}@exemplo.com.br`, nome: v.nome, principal: v.principal })),
      ]),
    ),
    chat: {},
    orders: [...seededOrders(), ...olderOrders()],
    addresses: Object.fromEntries(clientFixtures.map((c) => [c.usuario.idcliente, structuredClone(c.enderecos)])),
    alerts: [],
    nextOrder: 5001,
  };
}

/** How the platform is asked to price a cart (see pricedCart). */
export interface CartPricing {
  /** A discount of the platform's own (a client's commercial policy), in place of the automatic coupon. */
  own?: Cupom;
  /** The storefront asked for no automatic coupon (cupomAplicacaoAutomatica=false). */
  automaticOff?: boolean;
  /** The payment method the prices are for (support-price-variance-by-payment). */
  idformapagamento?: string | null;
  /** An attendant's negotiation: this share off every list price (`precoatendente`). */
  attendantDiscount?: number;
}

/** A cart item's product as the platform prices it; a combo's carries its products (spec 3). */
type PricedItem = ProdutoCatalogo & Pick<CartItem, 'idcombopromocional_cabecalho' | 'produtos'>;

/** The mock platform's data: a fresh, independent copy per test, story or server; `state` may be restored. */
export function createDatabase(fixtures: SupplierFixture[] = supplierFixtures, restored?: MutableState, now: () => number = Date.now) {
  const suppliers = structuredClone(fixtures);
  let state: MutableState = restored?.version === 2 ? structuredClone(restored) : initialState();
  const catalogues = new Map<string, Catalogue>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const supplierById = (idfornecedor: string) => suppliers.find((s) => s.fornecedor.idfornecedor === idfornecedor || s.fornecedor.slug === idfornecedor);

  function platformOf(idfornecedor: string): SupplierPlatform | undefined {
    const slug = supplierById(idfornecedor)?.fornecedor.slug;
    return slug ? platformFixtures[slug] : undefined;
  }

  function catalogueOf(idfornecedor: string): Catalogue {
    const supplier = supplierById(idfornecedor);
    const platform = platformOf(idfornecedor);
    if (!supplier || !platform) return { setores: [], produtos: [] };
    let catalogue = catalogues.get(supplier.fornecedor.slug);
    if (!catalogue) {
      catalogue = generateCatalogue({ slug: supplier.fornecedor.slug, ...platform.catalogue });
      catalogues.set(supplier.fornecedor.slug, catalogue);
    }
    return catalogue;
  }

  function productOf(idfornecedor: string, idproduto: string): ProdutoCatalogo | undefined {
    return catalogueOf(idfornecedor).produtos.find((p) => p.idproduto === idproduto || p.sku === idproduto);
  }

  /**
   * Promotional combos (spec 3 `idcombopromocional_cabecalho` with `produtos`): themed baskets of the
   * supplier's catalogue, 10% below the products bought apart (at the payment method's prices). The
   * beans of the first are a product with a minimum above the combo's quantity: in a combo, the
   * combo's quantities stand.
   */
  function combosOf(idfornecedor: string, idformapagamento?: string | null): ComboPromocional[] {
    const produtos = catalogueOf(idfornecedor)
      .produtos.filter((p) => p.disponivel)
      .map((p) => pricedFor(idfornecedor, p, idformapagamento));
    const pick = (key: string, quantidade: number, belowMinimum = false) => {
      const kind = produtos.filter((p) => p.idproduto.includes(`-${key}-`));
      const produto = (belowMinimum ? kind.find((p) => (p.min_por_pedido ?? 0) > quantidade) : undefined) ?? kind[0];
      return produto ? [{ produto, quantidade }] : [];
    };
    const recipes = [
      { nome: 'Combo Arroz e feijão', produtos: [...pick('arroz', 2), ...pick('feijao', 2, true), ...pick('oleo', 1)] },
      { nome: 'Combo Café da manhã', produtos: [...pick('cafe', 1), ...pick('leite', 6), ...pick('pao', 2)] },
      { nome: 'Combo Limpeza da casa', produtos: [...pick('detergente', 3), ...pick('sabao', 1), ...pick('papel', 2)] },
    ];
    return recipes
      .filter((recipe) => recipe.produtos.length > 1)
      .map((recipe, i) => ({
        idcombopromocional_cabecalho: `${idfornecedor}-combo-${i + 1}`,
        nome: recipe.nome,
        produtos: recipe.produtos,
        preco: Math.round(recipe.produtos.reduce((s, p) => s + p.produto.preco * p.quantidade, 0) * 0.9 * 100) / 100,
      }));
  }

  /**
   * Cart items as the platform prices them for one payment method: a product of the catalogue, or a combo
   * the supplier has (ASSUMPTIONS.md "Combos": the line is the combo at its price, its products listed in
   * `produtos`). The combos price the whole catalogue: they are made once per pricer, at its first combo item.
   */
  function itemPricer(idfornecedor: string, idformapagamento: string | null | undefined) {
    let combos: Map<string, ComboPromocional> | undefined;
    return (item: CartItem): PricedItem | undefined => {
      if (!item.idcombopromocional_cabecalho) {
        const listed = productOf(idfornecedor, item.idproduto);
        return listed && pricedFor(idfornecedor, listed, idformapagamento);
      }
      combos ??= new Map(combosOf(idfornecedor, idformapagamento).map((c) => [c.idcombopromocional_cabecalho, c]));
      const combo = combos.get(item.idcombopromocional_cabecalho);
      return combo && comboProduct(combo);
    };
  }

  /** A combo as a cart line's product: the combo at its price, its products in `produtos`. */
  function comboProduct(combo: ComboPromocional): PricedItem {
    const id = combo.idcombopromocional_cabecalho;
    return {
      idproduto: id,
      sku: id,
      nome: combo.nome,
      preco: combo.preco,
      unidade: 'un',
      disponivel: true,
      idcategoria: '',
      imagem: combo.produtos[0]?.produto.imagem,
      idcombopromocional_cabecalho: id,
      produtos: combo.produtos.map(({ produto, quantidade }) => ({ idproduto: produto.idproduto, nome: produto.nome, unidade: produto.unidade, quantidade })),
    };
  }

  /** A client by e-mail, CPF/CNPJ (any punctuation) or id. */
  function clientOf(login: string): { usuario: Usuario; senha: string } | undefined {
    const text = login.trim().toLowerCase();
    const document = documentChars(text);
    const matches = (u: Usuario) => u.email.toLowerCase() === text || u.idcliente.toLowerCase() === text || (document !== '' && u.cpf.toUpperCase() === document);
    const saved = state.users ?? [];
    return saved.find((c) => matches(c.usuario)) ?? clientFixtures.find((c) => matches(c.usuario) && !saved.some((s) => s.usuario.idcliente === c.usuario.idcliente));
  }

  const cartKey = (idcliente: string, idfornecedor: string) => `${idcliente}|${supplierById(idfornecedor)?.fornecedor.idfornecedor ?? idfornecedor}`;

  /**
   * spec 1 tag support-price-variance-by-payment: the platform prices by payment method. Assumed
   * (ASSUMPTIONS.md): at a supplier with the tag, PIX is 5% below the list prices; other methods pay them.
   */
  function paymentFactor(idfornecedor: string, idformapagto: string | null | undefined): number {
    if (!idformapagto || !supplierById(idfornecedor)?.fornecedor.tag.includes('support-price-variance-by-payment')) return 1;
    const method = platformOf(idfornecedor)?.formasPagamento.find((f) => f.idformapagto === idformapagto);
    return method?.tipo === 'PIX' ? PIX_PRICE_FACTOR : 1;
  }

  /** A product at the prices of a payment method: list, wholesale, promotional and progressive prices alike. */
  function pricedFor<T extends ProdutoCatalogo>(idfornecedor: string, product: T, idformapagto: string | null | undefined): T {
    const factor = paymentFactor(idfornecedor, idformapagto);
    if (factor === 1) return product;
    const scale = (value: number) => Math.round(value * factor * 100) / 100;
    const progressive = product.efeitospoliticas?.descontoProgressivo;
    return {
      ...product,
      preco: scale(product.preco),
      ...(product.precovendaatacado !== undefined ? { precovendaatacado: scale(product.precovendaatacado) } : {}),
      ...(product.preco_do_desconto !== undefined ? { preco_do_desconto: scale(product.preco_do_desconto) } : {}),
      ...(progressive
        ? { efeitospoliticas: { ...product.efeitospoliticas, descontoProgressivo: Object.fromEntries(Object.entries(progressive).map(([at, price]) => [at, scale(price)])) } }
        : {}),
    };
  }

  /**
   * spec 4: the cart as the platform prices it (unit price rule, gift wrap, automatic coupon) for the
   * payment method asked with it (`idformapagamento`). An attendant working on it sets negotiated prices
   * (`precoatendente`), `attendantDiscount` off the list price. `own`: a discount the platform gives this
   * cart of its own (a client's commercial policy), in place of the automatic coupon; `automaticOff`: the
   * storefront sent cupomAplicacaoAutomatica=false (the shopper removed the coupon, spec 4), so no discount
   * is applied. The discount applied travels in spec 3's cart fields (`valorDescontoPercentual`,
   * `tipoDesconto`, ...; ASSUMPTIONS.md "Cart discount").
   */
  function pricedCart(idcliente: string, idfornecedor: string, { attendantDiscount, idformapagamento, ...discount }: CartPricing = {}): Carrinho {
    const supplier = supplierById(idfornecedor);
    const items = state.carts[cartKey(idcliente, idfornecedor)] ?? [];
    const priced = itemPricer(idfornecedor, idformapagamento);
    const lines = items.flatMap((item) => {
      const product = priced(item);
      if (!product) return [];
      const precoatendente = attendantDiscount ? Math.round(product.preco * (1 - attendantDiscount) * 100) / 100 : undefined;
      // The services the item chose, as the product offers them (an unknown id is dropped), priced per unit.
      const chosen = new Set((item.servicosSelecionados ?? []).map((s) => s.id));
      const services = (product.servicosAdicionais ?? []).filter((s) => chosen.has(s.id));
      return [{ product: { ...product, precoatendente, embalarParaPresente: item.embalarParaPresente ?? false }, quantity: item.quantidade, services }];
    });
    const totals = cartTotals(lines, supplier?.fornecedor.tag ?? []);
    const automatic = discount.own ? undefined : activeCoupon(applyAutomaticCoupon({ cupomAplicacaoAutomatica: !discount.automaticOff }, platformOf(idfornecedor)?.automatic));
    const coupon = discount.automaticOff ? undefined : (discount.own ?? automatic);
    const discountCents = coupon ? couponDiscount(coupon, totals.lines) : 0;
    return {
      produtosSelecionados: totals.lines.map((line) => ({
        ...(line.product as ProdutoCatalogo),
        quantidade: line.quantity,
        precoUnitario: toReais(line.unitCents),
        total: toReais(line.totalCents),
        ...(line.services?.length ? { servicosSelecionados: [...line.services] } : {}),
      })),
      totalCompras: toReais(totals.totalCents - discountCents),
      codigoCupomAutomatico: automatic?.codigocupom,
      cupomAutomatico: automatic,
      ...(coupon
        ? {
            valorDescontoPercentual: coupon.percentualDesconto,
            tipoDesconto: coupon.tipodesconto ?? '%',
            produtosComDesconto: coupon.produtosComDesconto ? [...coupon.produtosComDesconto] : undefined,
            naoUsarCupomComPolitica: coupon.nao_usar_com_politica,
          }
        : {}),
      bloqueio_atendimento: attendantDiscount !== undefined,
      ...(platformOf(idfornecedor)?.recorrencia && lines.length
        ? { meta_info: { hasRecorrencia: true, recorrencia: { mensagem: platformOf(idfornecedor)?.recorrencia ?? '' } } }
        : {}),
    };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The part that changes, for the browser to keep across reloads. */
    snapshot(): MutableState {
      return structuredClone(state);
    },
    reset() {
      state = initialState();
      changed();
    },
    /** The live state, for handlers that keep lists, subscriptions, linked users and chat; call `touch` after a change. */
    data(): MutableState {
      return state;
    },
    touch: changed,
    /** The platform's clock (tests pin it): titles fall due relative to it. */
    now,

    suppliers(): Fornecedor[] {
      return suppliers.map((s) => s.fornecedor);
    },
    /**
     * The supplier named by the most specific key given (spec 1): its id or slug, else its (bare) domain, else its company.
     * The storefront sends the company it knows beside the others (spec 7): there it narrows nothing.
     */
    findSupplier(key: { idfornecedor?: string | null; dominio?: string | null; idempresa?: string | null }): Fornecedor | undefined {
      const id = key.idfornecedor?.toLowerCase();
      const host = key.dominio ? bareHost(key.dominio) : undefined;
      const company = key.idempresa ?? undefined;
      const found = ({ fornecedor: f }: (typeof suppliers)[number]) => {
        if (id !== undefined) return f.idfornecedor.toLowerCase() === id || f.slug === id;
        if (host !== undefined) return f.dominio !== undefined && bareHost(f.dominio) === host;
        return company !== undefined && f.idempresa === company;
      };
      return suppliers.find(found)?.fornecedor;
    },
    themeOf(idfornecedor: string): Tema | null | undefined {
      return suppliers.find((s) => s.fornecedor.idfornecedor === idfornecedor)?.tema;
    },
    platformOf,
    catalogueOf,
    productOf,
    combosOf,

    /** spec 7 product list: category (prefix), text, tags, sort and page. */
    listProducts(
      idfornecedor: string,
      query: { categ?: string | null; sk?: string | null; tags?: string | null; ordenacao?: string | null; page: number; limit: number; formapagamento?: string | null },
    ) {
      const words = normalise(query.sk ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const tags = (query.tags ?? '').split(',').filter(Boolean);
      // Assumed (ASSUMPTIONS.md, quick order): `sk` also finds products by SKU, several separated by commas.
      const skus = new Set((query.sk ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean));
      let produtos = catalogueOf(idfornecedor).produtos.filter(
        (p) =>
          (!query.categ || p.idcategoria.startsWith(query.categ)) &&
          (skus.has(p.sku.toUpperCase()) || words.every((w) => normalise(p.nome).includes(w))) &&
          tags.every((t) => p.tagsPesquisa?.includes(t)),
      );
      if (query.ordenacao === 'menor-preco') produtos = [...produtos].sort((a, b) => a.preco - b.preco);
      if (query.ordenacao === 'nome') produtos = [...produtos].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
      const totalItems = produtos.length;
      const totalPages = Math.max(1, Math.ceil(totalItems / query.limit));
      const page = Math.min(Math.max(1, query.page), totalPages);
      const shown = produtos.slice((page - 1) * query.limit, page * query.limit).map((p) => pricedFor(idfornecedor, p, query.formapagamento));
      return { produtos: shown, totalItems, totalPages, page };
    },

    /** Full-text search: every word must appear; names starting with the query rank first. */
    search(idfornecedor: string, query: string) {
      const q = normalise(query.trim());
      if (!q) return [];
      return catalogueOf(idfornecedor)
        .produtos.map((p) => ({ idproduto: p.idproduto, nome: p.nome, score: normalise(p.nome).startsWith(q) ? 2 : q.split(/\s+/).every((w) => normalise(p.nome).includes(w)) ? 1 : 0 }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || a.nome.localeCompare(b.nome, 'pt-BR'));
    },

    findUser(login: string): Usuario | undefined {
      return clientOf(login)?.usuario;
    },
    authenticate(login: string, senha: string): Usuario | undefined {
      const client = clientOf(login);
      return client && client.senha === senha ? { ...client.usuario, token: `token-${client.usuario.idcliente}`, jwttoken: `jwt-${client.usuario.idcliente}` } : undefined;
    },
    /**
     * spec 7 `salvarUsuario`: registers a client, or changes one (by `idcliente`, fixtures included);
     * the password only when given. Answers the client as saved, never its password.
     */
    saveUser(usuario: Usuario, senha?: string): Usuario {
      const users = (state.users ??= []);
      const current = clientOf(usuario.idcliente);
      const saved = { usuario: { ...current?.usuario, ...usuario }, senha: senha ?? current?.senha ?? '' };
      const at = users.findIndex((c) => c.usuario.idcliente === usuario.idcliente);
      if (at >= 0) users[at] = saved;
      else users.push(saved);
      changed();
      return saved.usuario;
    },
    apiKeyUser(apiKey: string, idErpUsuario: string): Usuario | undefined {
      const found = clientFixtures.find((c) => c.apiKey?.apiKey === apiKey && c.apiKey.idErpUsuario === idErpUsuario);
      return found?.apiKey ? { ...found.usuario, idapikeys: found.apiKey.idapikeys } : undefined;
    },
    representativeClients(idrep: string) {
      return clientFixtures.find((c) => c.usuario.idcliente === idrep)?.clientes ?? [];
    },
    /**
     * A client account without a login of its own (spec 6): a representative's client, named as the
     * representative's list names it, or a linked account. The `cliente` call answers with it when a
     * representative acts for a client or a linked user switches account.
     */
    clientAccount(idcliente: string): Usuario | undefined {
      for (const fixture of clientFixtures) {
        const index = fixture.clientes?.indexOf(idcliente) ?? -1;
        if (index >= 0) {
          const nome = `Cliente ${String(index + 1).padStart(2, '0')} Comércio Ltda.`;
          return { idcliente, nome, email: `${idcliente}@exemplo.com.br`, cpf: String(11222333000100 + index), cadastro_aprovado: true };
        }
        const linked = fixture.usuario.listaClientesVinculados?.find((v) => v.id_usuario === idcliente);
        if (linked) return { idcliente, nome: linked.nome, email: `${idcliente}@exemplo.com.br`, cpf: fixture.usuario.cpf, cadastro_aprovado: true };
      }
      return undefined;
    },

    cart: pricedCart,
    saveCart(idcliente: string, idfornecedor: string, items: CartItem[], pricing: CartPricing = {}): Carrinho {
      const priced = itemPricer(idfornecedor, undefined);
      state.carts[cartKey(idcliente, idfornecedor)] = items.filter((i) => i.quantidade > 0 && priced(i));
      changed();
      return pricedCart(idcliente, idfornecedor, pricing);
    },
    pricedFor,

    /** spec 5: a coupon of the supplier, by code; undefined when it does not exist. */
    coupon(idfornecedor: string, code: string): Cupom | undefined {
      const platform = platformOf(idfornecedor);
      const all = [...(platform?.cupons ?? []), ...(platform?.automatic ? [platform.automatic] : [])];
      return all.find((c) => c.codigocupom.toUpperCase() === code.trim().toUpperCase());
    },

    /** Delivery options for an address or a store (spec 3 "Delivery option"). */
    deliveryOptions(idfornecedor: string, tipoEntrega: TipoEntrega, at?: { lat: number; lng: number }): FormaEntrega[] {
      const platform = platformOf(idfornecedor);
      if (!platform) return [];
      if (tipoEntrega === 'DELIVERY' && (!platform.delivery || !at || distanceKm(at, platform.area) > platform.area.radiusKm)) return [];
      if (tipoEntrega === 'RETIRADA' && platform.lojas.length === 0) return [];
      const day = (offset: number) => new Date(now() + offset * 86_400_000).toISOString().slice(0, 10);
      const agendamento = Array.from({ length: platform.schedulingDays }, (_, i) => ({ data: day(i + 1), horarios: ['08:00-12:00', '13:00-18:00'] }));
      return tipoEntrega === 'RETIRADA'
        ? platform.lojas.map((loja, i) => ({ id: `retirada-${i}`, descricao: `Retirar em ${loja.nome}`, valor: 0, data_de_entrega: day(1), agendamento }))
        : [{ id: 'entrega-padrao', descricao: 'Entrega padrão', valor: 12.9, data_de_entrega: day(platform.schedulingDays ? 1 : 2), agendamento }];
    },
    paymentMethod(idfornecedor: string, idformapagto: string): FormaPagamento | undefined {
      return platformOf(idfornecedor)?.formasPagamento.find((f) => f.idformapagto === idformapagto);
    },
    /** A PIX charge for an order, valid for 10 minutes from now; each call issues a new code. */
    pixCharge(numpedido: string): CobrancaPix | undefined {
      const order = state.orders.find((o) => o.numpedido === numpedido);
      if (!order) return undefined;
      const valor = order.totalpedido.toFixed(2);
      const txid = `PED${numpedido}${now().toString(36).toUpperCase()}`.slice(0, 25);
      const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
      const account = field('00', 'br.gov.bcb.pix') + field('01', 'pix@vitrine.exemplo');
      const code = field('00', '01') + field('26', account) + field('52', '0000') + field('53', '986') + field('54', valor) + field('58', 'BR') + field('59', 'VITRINE DEMO') + field('60', 'SAO PAULO') + field('62', field('05', txid)) + '6304';
      return { copiaECola: `${code}${crc16(code)}`, expiraEm: new Date(now() + PIX_VALIDITY_MS).toISOString(), valor: order.totalpedido };
    },
    inServiceArea(idfornecedor: string, at: { lat: number; lng: number }): boolean {
      const platform = platformOf(idfornecedor);
      return Boolean(platform && distanceKm(at, platform.area) <= platform.area.radiusKm);
    },

    orders(idcliente: string) {
      return state.orders.filter((o) => o.idcliente === idcliente).sort((a, b) => b.data.localeCompare(a.data));
    },
    order(numpedido: string) {
      return state.orders.find((o) => o.numpedido === numpedido);
    },
    /** A change the platform made to an order (its rating, its payment method). */
    updateOrder(numpedido: string, patch: Partial<Pick<PedidoDetalhe, 'avaliacao' | 'formaPagamento'>>): boolean {
      const order = state.orders.find((o) => o.numpedido === numpedido);
      if (!order) return false;
      Object.assign(order, patch);
      changed();
      return true;
    },
    /** spec 8: the same order again within seconds is a duplicate. */
    isDuplicate(idcliente: string, payload: OrderPayload): boolean {
      const fingerprint = idempotencyKey(payload, 0, idcliente);
      return state.orders.some((o) => o.fingerprint === fingerprint && now() - o.createdAt < DUPLICATE_WINDOW_MS);
    },
    /** Beyond the spec (ASSUMPTIONS.md): the order an earlier request with the same Idempotency-Key made. */
    orderByIdempotencyKey(idcliente: string, key: string) {
      return state.orders.find((o) => o.idcliente === idcliente && o.idempotencyKey === key);
    },
    createOrder(idcliente: string, payload: OrderPayload, idempotencyKeyHeader?: string): PedidoDetalhe {
      const cart = pricedCart(idcliente, payload.idfornecedor, { idformapagamento: payload.formaPagamento.idformapagto });
      const itens = cart.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, nome: p.nome, quantidade: p.quantidade, precoUnitario: p.precoUnitario, total: p.total }));
      const taxaentrega = payload.tipoEntrega === 'DELIVERY' ? 12.9 : 0;
      // A PIX order waits for its payment (spec 4 AGUARDANDOPAGAMENTO); the others are received.
      const method = platformOf(payload.idfornecedor)?.formasPagamento.find((f) => f.idformapagto === payload.formaPagamento.idformapagto);
      const status = method?.tipo === 'PIX' ? ('AGUARDANDOPAGAMENTO' as const) : ('ENVIADO' as const);
      const order = {
        numpedido: String(state.nextOrder),
        data: new Date(now()).toISOString(),
        status,
        tipoEntrega: payload.tipoEntrega,
        totalpedido: Math.round((cart.totalCompras + taxaentrega) * 100) / 100,
        orcamento: false,
        itens,
        taxaentrega,
        historico: [{ status, data: new Date(now()).toISOString() }],
        enderecoentrega: payload.enderecoentrega,
        formaPagamento: { idformapagto: payload.formaPagamento.idformapagto, descricao: method?.descricao ?? payload.formaPagamento.idformapagto },
        idcliente,
        idfornecedor: payload.idfornecedor,
        // spec 6: an order placed by a linked login is labelled with who placed it ('Pedido emitido por').
        ...(payload.usuarioVinculado ? { emitidoPor: clientOf(payload.usuarioVinculado)?.usuario.email ?? payload.usuarioVinculado } : {}),
        fingerprint: idempotencyKey(payload, 0, idcliente),
        ...(idempotencyKeyHeader ? { idempotencyKey: idempotencyKeyHeader } : {}),
        createdAt: now(),
      };
      state.nextOrder += 1;
      state.orders.push(order);
      state.carts[cartKey(idcliente, payload.idfornecedor)] = [];
      changed();
      return order;
    },

    addresses(idcliente: string): Endereco[] {
      return state.addresses[idcliente] ?? [];
    },
    saveAddress(idcliente: string, address: Endereco): Endereco {
      const list = (state.addresses[idcliente] ??= []);
      const saved = { ...address, idendereco: address.idendereco ?? `e-${idcliente}-${list.length + 1}-${now()}` };
      const at = list.findIndex((a) => a.idendereco === saved.idendereco);
      if (at >= 0) list[at] = saved;
      else list.push(saved);
      changed();
      return saved;
    },
    deleteAddress(idcliente: string, idendereco: string): boolean {
      const list = state.addresses[idcliente] ?? [];
      const before = list.length;
      state.addresses[idcliente] = list.filter((a) => a.idendereco !== idendereco);
      changed();
      return before !== state.addresses[idcliente].length;
    },

    toggleAlert(key: string, on: boolean) {
      state.alerts = on ? [...new Set([...state.alerts, key])] : state.alerts.filter((k) => k !== key);
      changed();
    },
  };
}

export type MockDatabase = ReturnType<typeof createDatabase>;
