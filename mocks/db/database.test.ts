import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@storefront/domain/statuses';
import type { OrderPayload } from '@storefront/domain/order';
import { createDatabase } from './database';
import { clientFixtures } from './platform';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';

describe('the fixture database', () => {
  it('is the same on every run (seeded)', () => {
    expect(createDatabase().catalogueOf(S).produtos.slice(0, 5)).toEqual(createDatabase().catalogueOf(S).produtos.slice(0, 5));
  });

  it('has 300+ products for each main supplier, in a three-level category tree', () => {
    for (const slug of ['demo', 'mercado-verde']) {
      const { produtos, setores } = createDatabase().catalogueOf(slug);
      expect(produtos.length).toBeGreaterThanOrEqual(300);
      expect(setores[0]?.filhos[0]?.filhos[0]?.quantidade).toBeGreaterThan(0);
    }
  });

  it('covers the price rules and product states the storefront must show', () => {
    const { produtos } = createDatabase().catalogueOf(S);
    expect(produtos.some((p) => p.precovendaatacado)).toBe(true);
    expect(produtos.some((p) => p.efeitospoliticas?.descontoProgressivo)).toBe(true);
    expect(produtos.some((p) => !p.disponivel)).toBe(true);
    expect(produtos.some((p) => p.idadeMinima === 18)).toBe(true);
    expect(produtos.some((p) => p.preco_embalagem)).toBe(true);
    expect(produtos.some((p) => p.servicosAdicionais?.length)).toBe(true);
    expect(produtos.some((p) => p.min_por_pedido)).toBe(true);
    expect(produtos.some((p) => p.maxporpedido)).toBe(true);
    expect(createDatabase().catalogueOf('mercado-verde').produtos.some((p) => p.granularidade === 0.25)).toBe(true);
  });

  it('prices PIX 5% below the list where prices vary by payment method: list, progressive steps, cart and order', () => {
    const db = createDatabase();
    const stepped = db.catalogueOf(S).produtos.find((p) => p.efeitospoliticas?.descontoProgressivo)!;
    const byPix = db.pricedFor(S, stepped, 'pix');
    expect(byPix.preco).toBe(Math.round(stepped.preco * 0.95 * 100) / 100);
    const [step, price] = Object.entries(stepped.efeitospoliticas!.descontoProgressivo!)[0]!;
    expect(byPix.efeitospoliticas?.descontoProgressivo?.[step]).toBe(Math.round(price * 0.95 * 100) / 100);
    expect(db.pricedFor(S, stepped, 'cartao')).toBe(stepped);
    expect(db.pricedFor(S, stepped, undefined)).toBe(stepped);
    // A supplier without the tag keeps its prices for PIX too.
    const verde = db.suppliers().find((f) => f.slug === 'mercado-verde')!.idfornecedor;
    const tomate = db.catalogueOf(verde).produtos[0]!;
    expect(db.pricedFor(verde, tomate, 'pix')).toBe(tomate);

    db.saveCart('c-maria', S, [{ idproduto: stepped.idproduto, quantidade: 1, embalarParaPresente: false }]);
    const card = db.cart('c-maria', S, { idformapagamento: 'cartao' }).totalCompras;
    expect(db.cart('c-maria', S, { idformapagamento: 'pix' }).totalCompras).toBeLessThan(card);
  });

  it('covers every supplier tag of spec 3', () => {
    const tags = new Set(createDatabase().suppliers().flatMap((f) => f.tag));
    for (const tag of [
      'support-price-variance-by-payment',
      'enable-google-analytics-ga4-version-tag-events',
      'disable-product-multiple',
      'has-delivery',
      'requires-address-to-access',
      'requires-supplier-to-access',
      'support-budget',
      'hide-price-for-logged-out-customers',
      'block-not-approved-user',
      'restrict-not-approved-user-submission',
      'enable-recommendation-system',
    ]) {
      expect(tags, tag).toContain(tag);
    }
  });

  it('has orders in every status of spec 4 and the client kinds the journeys need', () => {
    expect(new Set(createDatabase().orders('c-maria').map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(clientFixtures.some((c) => !c.usuario.cadastro_aprovado)).toBe(true);
    expect(clientFixtures.some((c) => (c.clientes?.length ?? 0) >= 25)).toBe(true);
    expect(clientFixtures.some((c) => c.usuario.listaClientesVinculados?.some((l) => l.principal))).toBe(true);
    expect(clientFixtures.some((c) => c.apiKey)).toBe(true);
  });

  it('keeps what changed in a snapshot the browser restores, and resets to the seed', () => {
    const db = createDatabase();
    let saves = 0;
    db.subscribe(() => (saves += 1));
    db.saveCart('c-maria', S, [{ idproduto: 'demo-arroz-1', quantidade: 2 }]);
    expect(saves).toBe(1);
    const restored = createDatabase(undefined, db.snapshot());
    expect(restored.cart('c-maria', S).produtosSelecionados).toHaveLength(1);
    restored.reset();
    expect(restored.cart('c-maria', S).produtosSelecionados).toHaveLength(0);
  });

  it('ignores a snapshot of another version', () => {
    const old = { ...createDatabase().snapshot(), version: 1 } as unknown as Parameters<typeof createDatabase>[1];
    expect(createDatabase(undefined, old).snapshot().version).toBe(2);
  });

  it('re-prices the cart with the unit price rule and the automatic coupon', () => {
    const db = createDatabase();
    const wholesale = db.catalogueOf(S).produtos.find((p) => p.precovendaatacado && p.minvendaatacado && !p.multiploincremento && !p.efeitospoliticas)!;
    const cart = db.saveCart('c-maria', S, [{ idproduto: wholesale.idproduto, quantidade: wholesale.minvendaatacado! }]);
    expect(cart.produtosSelecionados[0]?.precoUnitario).toBe(wholesale.precovendaatacado);
    expect(cart.codigoCupomAutomatico).toBe('BEMVINDO5');
    expect(cart.totalCompras).toBeLessThan(wholesale.precovendaatacado! * wholesale.minvendaatacado!);
    // spec 3 "Cart": the discount applied, in the cart's own fields.
    expect(cart).toMatchObject({ valorDescontoPercentual: 5, tipoDesconto: '%' });
  });

  it('applies no discount when the storefront asks for no automatic coupon (cupomAplicacaoAutomatica=false)', () => {
    const db = createDatabase();
    const cart = db.saveCart('c-maria', S, [{ idproduto: 'demo-arroz-1', quantidade: 2 }], { automaticOff: true });
    expect(cart).toMatchObject({ totalCompras: 11.8, cupomAutomatico: undefined, codigoCupomAutomatico: undefined });
    expect(cart.valorDescontoPercentual).toBeUndefined();
  });

  it('finds the order an Idempotency-Key made, for its client only', () => {
    const db = createDatabase();
    const product = db.catalogueOf(S).produtos[0]!;
    db.saveCart('c-maria', S, [{ idproduto: product.idproduto, quantidade: 1 }]);
    const payload: OrderPayload = {
      itens: [{ idproduto: product.idproduto, quantidade: 1, embalarParaPresente: false }],
      idfornecedor: S,
      anotacoes: '',
      numPedidoCliente: '',
      cupom: '',
      tipoEntrega: 'RETIRADA',
      formaEntrega: { data_de_entrega: null },
      caracteristicas: [],
      formaPagamento: { idformapagto: 'boleto', temForma: true },
      canalVenda: 'WEB',
    };
    const order = db.createOrder('c-maria', payload, 'chave-1');
    expect(db.orderByIdempotencyKey('c-maria', 'chave-1')?.numpedido).toBe(order.numpedido);
    expect(db.orderByIdempotencyKey('c-maria', 'chave-2')).toBeUndefined();
    expect(db.orderByIdempotencyKey('c-joao', 'chave-1')).toBeUndefined();
    db.createOrder('c-maria', payload);
    expect(db.orderByIdempotencyKey('c-maria', 'chave-1')?.numpedido).toBe(order.numpedido);
  });
});
