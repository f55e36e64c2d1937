import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { OrderPayload } from '@storefront/api/endpoints';
import { loadCheckout } from '../../tests/support/checkoutSteps';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity, chooseSubscription, flushCartSave } from './cart';
import { authoriseCard, checkoutTotals, chooseAddress, chooseDeliveryType, choosePayment, reissuePix, selectedDelivery, submitOrder } from './checkout';
import { applyCoupon, removeCoupon } from './coupons';
import { signInWithApiKey } from './account';
import { createAccountsStore, switchAccount } from './linkedUsers';
import { chooseClient, createClientListStore } from './representative';
import { login, loginRepresentative } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function shopping(slug = 'demo', who: { login: string; senha: string } | null = { login: 'maria@exemplo.com.br', senha: 'demo1234' }) {
  // Each test starts from the fixtures: no saved cart, no recent order to be a duplicate of.
  mock.db.reset();
  const stores = createStores();
  const onTooManyRequests = vi.fn();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: slug });
  if (who) expect(await login(stores.session, api, fornecedor.idfornecedor, who)).toBe(true);
  const context = cartContextFor(api, stores);
  const add = async (count = 2) => {
    for (const product of mock.db.catalogueOf(fornecedor.idfornecedor).produtos.filter((p) => p.disponivel && !p.min_por_pedido).slice(0, count)) {
      changeQuantity(stores.cart, context, product, { type: 'INC' });
    }
    await flushCartSave(stores.cart, context);
  };
  return { stores, api, add, onTooManyRequests };
}

const payloadOf = async (request: Request | undefined) => (await request!.json()) as OrderPayload;
const sent = (path: string) => seen.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(path));

describe('checkout (spec 4, 5, 8)', () => {
  it('offers the payment methods, addresses and delivery options, first ones chosen', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    const { checkout } = stores;
    expect(checkout.payment.methods.map((m) => m.tipo)).toEqual(['CARTAO', 'PIX', 'BOLETO']);
    expect(checkout.payment.selected).toBe('cartao');
    expect(checkout.tipoEntrega).toBe('DELIVERY');
    expect(checkout.addresses.selected).toBe('e-paulista');
    expect(checkout.delivery.status).toBe('loaded');
    expect(checkoutTotals(stores).feeCents).toBe(1290);
  });

  it('a supplier with pickup only forces RETIRADA, whatever was asked', async () => {
    const { stores, api, add } = await shopping('padaria-sol');
    await add();
    await loadCheckout(stores, api);
    expect(stores.checkout.tipoEntrega).toBe('RETIRADA');
    await chooseDeliveryType(stores, api, 'DELIVERY');
    expect(stores.checkout.tipoEntrega).toBe('RETIRADA');
    expect(stores.checkout.serviceArea.lojas).toHaveLength(2);
  });

  it('no shipping lookup with an empty cart (spec 5)', async () => {
    const { stores, api } = await shopping();
    await loadCheckout(stores, api);
    expect(stores.checkout.delivery.status).toBe('idle');
    expect(seen.some((r) => r.url.includes('formas-entrega'))).toBe(false);
  });

  it("no delivery option, and the server's failure text kept for a sanitised warning", async () => {
    const { stores, api, add } = await shopping();
    await add();
    mock.useScenario('sem-forma-entrega');
    await loadCheckout(stores, api);
    expect(stores.checkout.delivery.status).toBe('none');
    mock.useScenario('agendamentos-falha');
    await loadCheckout(stores, api);
    expect(stores.checkout.delivery.status).toBe('failed');
    expect(stores.checkout.delivery.serverHtml).toContain('Agenda indisponível');
  });

  it('submits a PIX order for pickup: payload, idempotency key, cleared cart and the charge', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await chooseDeliveryType(stores, api, 'RETIRADA');
    await choosePayment(stores, api, 'pix');
    stores.cart.observacao = 'Retiro às 10h';
    const order = await submitOrder(stores, api);
    expect(order?.orderNumber).toMatch(/^\d+$/);
    expect(order?.pix?.copiaECola).toMatch(/^000201/);
    const [request] = sent('/pedido');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/-0-[0-9a-f]{8}$/);
    const payload = await payloadOf(request);
    expect(payload).toMatchObject({
      tipoEntrega: 'RETIRADA',
      canalVenda: 'WEB',
      anotacoes: 'Retiro às 10h',
      formaPagamento: { idformapagto: 'pix', temForma: true },
      lojaRetira: { nome: 'Loja Centro', coordenadas_loja: { latitude: -23.5489, longitude: -46.6388 } },
    });
    expect(payload.itens).toHaveLength(2);
    expect(stores.cart.lines).toEqual([]);
    const first = order!.pix!.copiaECola;
    expect(await reissuePix(stores, api)).toBe(true);
    expect(stores.checkout.lastOrder?.pix?.copiaECola).not.toBe(first);
  });

  it('a card pays by the SDK token only; a refused card keeps the form with the gateway text', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    expect(await submitOrder(stores, api)).toBeNull();
    expect(stores.checkout.submission.failure).toEqual({ kind: 'cardRequired' });
    expect(await authoriseCard(stores, api, { numero: '4000 0000 0000 0002', nome: 'MARIA', validade: '12/30', cvv: '123' }, 1)).toBe(false);
    expect(stores.checkout.cardFailure).toBe('Cartão recusado pela operadora.');
    expect(await authoriseCard(stores, api, { numero: '4111 1111 1111 1111', nome: 'MARIA', validade: '12/30', cvv: '123' }, 3)).toBe(true);
    expect(stores.checkout.card).toMatchObject({ bandeira: 'Visa', final: '1111', parcelas: 3 });
    const order = await submitOrder(stores, api);
    expect(order?.orderNumber).toBeTruthy();
    const payload = await payloadOf(sent('/pedido')[0]);
    expect(payload.formaPagamento).toMatchObject({ idformapagto: 'cartao', parcelas: 3 });
    expect(payload.formaPagamento.tokenCartao).toMatch(/^tok_/);
    expect(JSON.stringify(payload)).not.toContain('4111');
    expect(payload.enderecoentrega).toMatchObject({ cep: '01310100', coords: { lat: -23.5614, lng: -46.6559 } });
  });

  it('a duplicate is shown with the items, the order kept and the same key on retry', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    mock.useScenario('pedido-duplicado');
    expect(await submitOrder(stores, api)).toBeNull();
    const failure = stores.checkout.submission.failure;
    expect(failure?.kind === 'duplicate' && failure.message).toBe('Um pedido idêntico foi feito há poucos segundos.');
    expect(failure?.kind === 'duplicate' && failure.itens).toMatch(/.+, .+/);
    expect(stores.cart.lines).toHaveLength(2);
    await submitOrder(stores, api);
    const keys = sent('/pedido').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a failed submit whose duplicate check finds the order goes through (spec 8)', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    mock.useScenario('submit-falha-duplicidade-ok');
    const order = await submitOrder(stores, api);
    expect(order?.orderNumber).toBeTruthy();
    expect(sent('/pedido/duplicidade')).toHaveLength(1);
  });

  it('spec 8: a failed submit whose check reports no error and no number is done: cart cleared, number unknown', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    mock.useScenario('pedido-sem-numero');
    const order = await submitOrder(stores, api);
    expect(order).toMatchObject({ orderNumber: null, deliveryType: 'DELIVERY' });
    expect(stores.checkout.submission.status).toBe('submitted');
    expect(stores.checkout.lastOrder?.orderNumber).toBeNull();
    expect(stores.cart.lines).toEqual([]);
    expect(sent('/pedido/duplicidade')).toHaveLength(1);
  });

  it('spec 8: a success with mensagemErro and a number runs the duplicate check; no error there, the order is done', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    mock.useScenario('sucesso-com-aviso');
    const order = await submitOrder(stores, api);
    expect(order?.orderNumber).toMatch(/^\d+$/);
    expect(sent('/pedido/duplicidade')).toHaveLength(1);
    expect(stores.cart.lines).toEqual([]);
  });

  it('a success with mensagemErro runs the duplicate check and shows its error', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    mock.useScenario('sucesso-com-mensagemErro');
    expect(await submitOrder(stores, api)).toBeNull();
    expect(stores.checkout.submission.failure).toMatchObject({ kind: 'duplicate', message: 'Pagamento não confirmado pela operadora.' });
  });

  it('a network failure with no answer from the check keeps the order to send again', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    mock.useScenario('sem-conexao');
    expect(await submitOrder(stores, api)).toBeNull();
    expect(stores.checkout.submission).toMatchObject({ status: 'failed', failure: { kind: 'unavailable' } });
    expect(stores.cart.lines).toHaveLength(2);
  });

  it('refuses an empty cart and a visitor', async () => {
    const { stores, api } = await shopping();
    await loadCheckout(stores, api);
    await submitOrder(stores, api);
    expect(stores.checkout.submission.failure).toEqual({ kind: 'emptyCart' });
    const visitor = await shopping('demo', null);
    await submitOrder(visitor.stores, visitor.api);
    expect(visitor.stores.checkout.submission.failure).toEqual({ kind: 'loginRequired' });
  });

  it('a cart with a recurrence offers the subscription types; the chosen one travels with the order', async () => {
    const { stores, api, add } = await shopping('mercado-verde');
    await add(1);
    await loadCheckout(stores, api);
    expect(stores.cart.subscription?.tipos.map((t) => t.idtipoassinatura)).toEqual(['semanal', 'quinzenal', 'mensal']);
    chooseSubscription(stores.cart, cartContextFor(api, stores), 'semanal');
    await choosePayment(stores, api, 'pix');
    await submitOrder(stores, api);
    expect((await payloadOf(sent('/pedido')[0])).idtipoassinatura).toBe('semanal');
  });

  it('a supplier without the subscriptions module offers no subscription, whatever the cart says (spec 5)', async () => {
    const { stores, api, add } = await shopping('mercado-verde');
    stores.supplier.fornecedor = { ...stores.supplier.fornecedor!, modulos: ['FATURAS', 'CHAT'] };
    await add(1);
    await loadCheckout(stores, api);
    expect(stores.cart.lines).toHaveLength(1);
    expect(stores.cart.subscription).toBeNull();
    expect(seen.some((r) => new URL(r.url).pathname.includes('/subscription/type/list/'))).toBe(false);
  });

  it('an order sent while a change of delivery type is on its way waits for its options, and goes with them', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    seen.length = 0;
    const change = chooseDeliveryType(stores, api, 'RETIRADA');
    const order = await submitOrder(stores, api);
    await change;
    expect(order?.orderNumber).toBeTruthy();
    // The pickup's options were asked before the order went, not the delivery's kept from before.
    const calls = seen.map((r) => new URL(r.url));
    const lookup = calls.findIndex((url) => url.pathname.includes('/formas-entrega/') && url.searchParams.get('tipoEntrega') === 'RETIRADA');
    expect(lookup).toBeGreaterThanOrEqual(0);
    expect(lookup).toBeLessThan(calls.findIndex((url) => url.pathname.endsWith('/pedido')));
    expect(await payloadOf(sent('/pedido')[0])).toMatchObject({
      tipoEntrega: 'RETIRADA',
      formaEntrega: { data_de_entrega: stores.checkout.delivery.options.find((o) => o.id === stores.checkout.delivery.selected)?.data_de_entrega ?? null },
    });
  });

  it('a second submit while one is pending is refused', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    const first = submitOrder(stores, api);
    expect(await submitOrder(stores, api)).toBeNull();
    expect((await first)?.orderNumber).toBeTruthy();
    expect(sent('/pedido')).toHaveLength(1);
  });
});

describe('the shipping-by-address wait (spec 9)', () => {
  const lookups = () => seen.filter((r) => new URL(r.url).pathname.includes('/formas-entrega/'));
  const cartReloads = () => seen.filter((r) => r.method === 'GET' && new URL(r.url).pathname.endsWith('/cart'));
  /** Lets the mock platform answer without moving the fake clock (vi.waitFor would advance it). */
  async function until(check: () => boolean) {
    for (let turn = 0; turn < 500 && !check(); turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(check()).toBe(true);
  }

  /** Maria at the demo, with a cart and a second address the supplier serves (Bela Vista). */
  async function twoServedAddresses() {
    const shop = await shopping();
    mock.db.saveAddress('c-maria', { idendereco: 'e-bela-vista', descricao: 'Depósito', rua: 'Rua Treze de Maio', numero: '50', bairro: 'Bela Vista', cep: '01327-000', cidade: 'São Paulo', uf: 'SP', pais: 'Brasil', lat: -23.5603, lng: -46.6453 });
    await shop.add();
    await loadCheckout(shop.stores, shop.api);
    expect(shop.stores.checkout.delivery.status).toBe('loaded');
    seen.length = 0;
    return shop;
  }

  it('asks the options 2000 ms after the last address change: three quick changes make one lookup, for the last', async () => {
    const { stores, api } = await twoServedAddresses();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const choices = [chooseAddress(stores, api, 'e-bela-vista')];
      await vi.advanceTimersByTimeAsync(1000);
      choices.push(chooseAddress(stores, api, 'e-paulista'));
      await vi.advanceTimersByTimeAsync(1000);
      choices.push(chooseAddress(stores, api, 'e-bela-vista'));
      // spec 4: each change reloads the cart at once; the options wait.
      await until(() => cartReloads().length === 3 && stores.checkout.delivery.status === 'loading');
      await vi.advanceTimersByTimeAsync(1999);
      expect(lookups()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await Promise.all(choices);
      expect(lookups()).toHaveLength(1);
      expect(new URL(lookups()[0]!.url).searchParams.get('idendereco')).toBe('e-bela-vista');
      expect(stores.checkout.delivery.status).toBe('loaded');
    } finally {
      vi.useRealTimers();
    }
  });

  it('an address outside the area says so at once; another lookup (a delivery type) replaces the wait', async () => {
    const { stores, api } = await twoServedAddresses();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await chooseAddress(stores, api, 'e-campinas');
      expect(stores.checkout.delivery.status).toBe('outsideArea');
      const waiting = chooseAddress(stores, api, 'e-bela-vista');
      await until(() => stores.checkout.delivery.status === 'loading');
      await chooseDeliveryType(stores, api, 'DELIVERY');
      await waiting;
      expect(lookups()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(lookups()).toHaveLength(1);
      expect(stores.checkout.delivery.status).toBe('loaded');
    } finally {
      vi.useRealTimers();
    }
  });
  it("while the new address's options are awaited, the old address's option, fee and dates no longer count", async () => {
    const { stores, api } = await twoServedAddresses();
    expect(checkoutTotals(stores).feeCents).toBe(1290);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const choice = chooseAddress(stores, api, 'e-bela-vista');
      await until(() => stores.checkout.delivery.status === 'loading');
      expect(selectedDelivery(stores)).toBeUndefined();
      expect(checkoutTotals(stores).feeCents).toBe(0);
      await vi.advanceTimersByTimeAsync(2000);
      await choice;
      expect(selectedDelivery(stores)?.id).toBe(stores.checkout.delivery.selected);
      expect(checkoutTotals(stores).feeCents).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an order sent during the wait asks the last address its options at once, and goes with them', async () => {
    const { stores, api } = await twoServedAddresses();
    await choosePayment(stores, api, 'boleto');
    seen.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const choice = chooseAddress(stores, api, 'e-bela-vista');
      let order: Awaited<ReturnType<typeof submitOrder>> | undefined;
      void submitOrder(stores, api).then((sentOrder) => (order = sentOrder));
      // No clock moves: the order does not sit out the 2000 ms, nor is it refused for the options on their way.
      await until(() => order !== undefined);
      await choice;
      expect(order?.orderNumber).toBeTruthy();
      const calls = seen.map((r) => new URL(r.url));
      const lookup = calls.findIndex((url) => url.pathname.includes('/formas-entrega/'));
      expect(calls[lookup]?.searchParams.get('idendereco')).toBe('e-bela-vista');
      expect(lookup).toBeLessThan(calls.findIndex((url) => url.pathname.endsWith('/pedido')));
      expect(lookups()).toHaveLength(1);
      expect(await payloadOf(sent('/pedido')[0])).toMatchObject({ enderecoentrega: { idendereco: 'e-bela-vista' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GA4 events of the checkout (spec 1, 7)', () => {
  it('begin_checkout, add_payment_info and purchase in BRL reach the log call', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    await choosePayment(stores, api, 'boleto');
    const order = await submitOrder(stores, api);
    await vi.waitFor(() => expect(sent('/log/google-analytics/' + stores.supplier.fornecedor!.idfornecedor).length).toBeGreaterThanOrEqual(3));
    const events = await Promise.all(sent('/log/google-analytics/' + stores.supplier.fornecedor!.idfornecedor).map(async (r) => (await r.json()) as { event: string; currency: string; transaction_id?: string }));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['begin_checkout', 'add_payment_info', 'purchase']));
    expect(events.every((e) => e.currency === 'BRL')).toBe(true);
    expect(events.find((e) => e.event === 'purchase')?.transaction_id).toBe(order?.orderNumber);
  });

  it('nothing is sent without the performance consent', async () => {
    const { stores, api, add } = await shopping();
    stores.consent.preferences.performance = false;
    await add();
    await loadCheckout(stores, api);
    expect(seen.some((r) => r.url.includes('google-analytics'))).toBe(false);
  });
});

describe('coupons (spec 4, 5)', () => {
  it("shows the server's refusal, the fallback text, and the better automatic coupon", async () => {
    const { stores, api, add } = await shopping();
    await add();
    const context = cartContextFor(api, stores);
    mock.useScenario('cupom-invalido');
    expect(await applyCoupon(stores.cart, context, 'XYZ')).toBe(false);
    expect(stores.cart.couponFailure).toEqual({ kind: 'invalid', serverText: 'Cupom expirado em 31/10/2026' });
    mock.useScenario('erro-500');
    await applyCoupon(stores.cart, context, 'XYZ');
    expect(stores.cart.couponFailure).toEqual({ kind: 'unverified' });
    mock.useScenario('padrao');
    expect(await applyCoupon(stores.cart, context, 'dez')).toBe(true);
    expect(stores.cart.coupons.manual?.codigocupom).toBe('DEZ');
    expect(checkoutTotals(stores).discountCents).toBeGreaterThan(0);
    removeCoupon(stores.cart);
    expect(checkoutTotals(stores).discountCents).toBe(0);
    expect(stores.cart.coupons.cupomAplicacaoAutomatica).toBe(false);
  });

  it('an automatic coupon with a better benefit blocks a manual one', async () => {
    const { stores, api, add } = await shopping('padaria-sol');
    await add();
    const context = cartContextFor(api, stores);
    expect(stores.cart.coupons.automatic?.codigocupom).toBe('MANHA20');
    expect(await applyCoupon(stores.cart, context, 'PAO5')).toBe(false);
    expect(stores.cart.couponFailure).toEqual({ kind: 'betterAutomatic' });
  });
});

describe('the order says who is behind it and where it is billed (spec 3; issue 19, item 8)', () => {
  /** Two products in the cart, picked up at the store (a client may have no address), boleto, the order sent: the payload the platform got. */
  async function orderOf(stores: Awaited<ReturnType<typeof shopping>>['stores'], api: Awaited<ReturnType<typeof shopping>>['api'], add: () => Promise<void>) {
    await add();
    await loadCheckout(stores, api);
    await chooseDeliveryType(stores, api, 'RETIRADA');
    await choosePayment(stores, api, 'boleto');
    const order = await submitOrder(stores, api);
    expect(order?.orderNumber).toMatch(/^\d+$/);
    return payloadOf(sent('/pedido').at(-1));
  }

  it("a client's own order: her billing address; no representative, linked login or API key", async () => {
    const { stores, api, add } = await shopping();
    const payload = await orderOf(stores, api, add);
    expect(payload.enderecofaturamento).toMatchObject({ idendereco: 'e-paulista', cep: '01310-100', cidade: 'São Paulo' });
    expect(payload).not.toHaveProperty('representante');
    expect(payload).not.toHaveProperty('usuarioVinculado');
    expect(payload).not.toHaveProperty('idapikeys');
  });

  it('a representative buying for a client: representante is the representative', async () => {
    const { stores, api, add } = await shopping('demo', null);
    expect(await loginRepresentative(stores.session, api, stores.supplier.fornecedor!.idfornecedor, { login: 'rep@exemplo.com.br', senha: 'demo1234' })).toBe(true);
    expect(await chooseClient(createClientListStore(), stores, api, 'c-rep-cliente-1')).toBe(true);
    const payload = await orderOf(stores, api, add);
    expect(payload.representante).toBe('c-rep');
    expect(payload).not.toHaveProperty('usuarioVinculado');
  });

  it('a login buying for another of its linked accounts: usuarioVinculado is that login; on its own account, none', async () => {
    const { stores, api, add } = await shopping('demo', { login: 'compras@bomdia.com.br', senha: 'demo1234' });
    expect(await switchAccount(createAccountsStore(), stores, api, 'c-mercado-filial')).toBe(true);
    const payload = await orderOf(stores, api, add);
    expect(payload.usuarioVinculado).toBe('c-mercado');
    expect(mock.db.data().orders.at(-1)).toMatchObject({ idcliente: 'c-mercado-filial', emitidoPor: 'compras@bomdia.com.br' });
    expect(await switchAccount(createAccountsStore(), stores, api, 'c-mercado')).toBe(true);
    expect(await orderOf(stores, api, add)).not.toHaveProperty('usuarioVinculado');
  });

  it('an API-key session: idapikeys is the key it signed in with', async () => {
    const { stores, api, add } = await shopping('demo', null);
    expect(await signInWithApiKey(stores, api, { apiKey: 'demo-api-key', idErpUsuario: 'ERP-1' })).toEqual({ ok: true });
    const payload = await orderOf(stores, api, add);
    expect(payload.idapikeys).toBe('ak-erp-1');
    expect(JSON.stringify(payload)).not.toContain('demo-api-key');
  });
});

describe('spec 3 "Cart" valorDescontoPercentual: the discount the platform applied to the cart', () => {
  /** The cart as the platform prices it now: what its own total says, in cents. */
  const platformTotal = async (stores: Awaited<ReturnType<typeof shopping>>['stores'], api: Awaited<ReturnType<typeof shopping>>['api']) => {
    const reply = await api.call('carrinho', {
      params: { idcliente: 'c-maria' },
      query: { idfornecedor: stores.supplier.fornecedor!.idfornecedor, canalVenda: 'WEB', cupomAplicacaoAutomatica: stores.cart.coupons.cupomAplicacaoAutomatica },
    });
    return Math.round(reply.totalCompras * 100);
  };

  it("a discount of the platform's own (12%, no coupon) is the checkout's, so its total is the platform's", async () => {
    const { stores, api, add } = await shopping();
    mock.useScenario('desconto-carrinho');
    await add();
    await loadCheckout(stores, api);
    const totals = checkoutTotals(stores);
    expect(totals.cupom).toMatchObject({ codigocupom: '', tipodesconto: '%', percentualDesconto: 12 });
    expect(totals.discountCents).toBe(Math.round((totals.itemsCents * 12) / 100));
    expect(totals.itemsCents - totals.discountCents).toBe(await platformTotal(stores, api));
    // The order names no coupon for it.
    expect(stores.cart.coupons.manual).toBeUndefined();
  });

  it('the automatic coupon as the platform applied it; removed, neither side discounts', async () => {
    const { stores, api, add } = await shopping();
    await add();
    await loadCheckout(stores, api);
    let totals = checkoutTotals(stores);
    expect(totals.cupom?.codigocupom).toBe('BEMVINDO5');
    expect(totals.discountCents).toBeGreaterThan(0);
    expect(totals.itemsCents - totals.discountCents).toBe(await platformTotal(stores, api));
    removeCoupon(stores.cart);
    await loadCheckout(stores, api);
    totals = checkoutTotals(stores);
    expect(totals.discountCents).toBe(0);
    expect(totals.itemsCents).toBe(await platformTotal(stores, api));
  });

  it("a manual coupon must beat the platform's discount to replace it: a cart has one discount (spec 4 and 5)", async () => {
    const { stores, api, add } = await shopping();
    mock.useScenario('desconto-carrinho');
    await add();
    await loadCheckout(stores, api);
    mock.useScenario('padrao');
    // 12% of the platform's is better than DEZ's 10%: spec 5 keeps it.
    expect(await applyCoupon(stores.cart, cartContextFor(api, stores), 'DEZ')).toBe(false);
    expect(stores.cart.couponFailure).toEqual({ kind: 'betterAutomatic' });
    expect(checkoutTotals(stores).cupom?.percentualDesconto).toBe(12);
  });
});
