import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { encodeSnapshot, PENDING_SUBMISSION_KEY } from '@storefront/domain/persistence';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { loadCheckout } from '../../tests/support/checkoutSteps';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity, flushCartSave } from './cart';
import { choosePayment, submitOrder } from './checkout';
import { defaultCookiePreferences } from './consent';
import { PENDING_SUBMISSION_MAX_AGE_MS } from './constants';
import { readSubmission, resolveSubmission, type PendingSubmission } from './pendingSubmission';
import { restoreSnapshot, SNAPSHOT_KEY, snapshotOf } from './persistence';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

/* Issue 10 faults: a reload while the order is on its way. */

const VERSION = '1.4.0';
const { mock, seen } = useMockPlatform();

/** A fresh page of the app: its own stores and API client. */
async function app(signIn: boolean) {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  await loadSupplier(stores.supplier, api, { segment: 'demo' });
  if (signIn) expect(await login(stores.session, api, stores.supplier.fornecedor!.idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
  return { stores, api };
}

/** Maria at the checkout with two products, paying by boleto. */
async function readyToSubmit() {
  mock.db.reset();
  const page = await app(true);
  const { stores, api } = page;
  const context = cartContextFor(api, stores);
  for (const product of mock.db.catalogueOf(stores.supplier.fornecedor!.idfornecedor).produtos.filter((p) => p.disponivel && !p.min_por_pedido).slice(0, 2)) {
    changeQuantity(stores.cart, context, product, { type: 'INC' });
  }
  await flushCartSave(stores.cart, context);
  await loadCheckout(stores, api);
  await choosePayment(stores, api, 'boleto');
  return page;
}

const ordersOfMaria = () => mock.db.orders('c-maria');
const orderPosts = () => seen.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/pedido'));

describe('the submission marker', () => {
  it('is kept, with the Idempotency-Key and the order, while the order is on its way, and cleared after', async () => {
    const { stores, api } = await readyToSubmit();
    const storage = memoryStorage();
    const written: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      if (key === PENDING_SUBMISSION_KEY) written.push(value);
      setItem(key, value);
    };
    const order = await submitOrder(stores, api, {}, storage);
    expect(order?.orderNumber).toMatch(/^\d+$/);
    expect(written).toHaveLength(1);
    const marker = JSON.parse(written[0]!) as PendingSubmission;
    expect(marker.key).toBe(orderPosts()[0]?.headers.get('Idempotency-Key'));
    expect(marker).toMatchObject({ idcliente: 'c-maria', order: { deliveryType: 'DELIVERY', payment: { idformapagto: 'boleto' } } });
    expect(marker.payload.itens).toHaveLength(2);
    expect(storage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();

    // A failed order clears it too.
    const again = await readyToSubmit();
    mock.useScenario('erro-500');
    expect(await submitOrder(again.stores, again.api, {}, storage)).toBeNull();
    expect(storage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
  });

  it('a reload mid-flight: the start finds the order by its key, shows it, and does not bring the ordered cart back', async () => {
    const { stores, api } = await readyToSubmit();
    const storage = memoryStorage();
    storage.setItem(SNAPSHOT_KEY, encodeSnapshot(snapshotOf(stores), VERSION, defaultCookiePreferences)!);
    // The page dies once the platform has the order: the answer never arrives, nothing after runs.
    const removeItem = storage.removeItem.bind(storage);
    storage.removeItem = () => undefined;
    const before = ordersOfMaria().length;
    const taken = await submitOrder(stores, api, {}, storage);
    storage.removeItem = removeItem;
    expect(ordersOfMaria()).toHaveLength(before + 1);
    expect(storage.getItem(PENDING_SUBMISSION_KEY)).not.toBeNull();

    // The reloaded page comes signed in: the server resumed her session from its cookie.
    const next = await app(true);
    seen.length = 0;
    const recovered = await restoreSnapshot(next.stores, next.api, storage, VERSION);
    expect(recovered?.order).toMatchObject({ orderNumber: taken?.orderNumber, deliveryType: 'DELIVERY', items: taken?.items });
    expect(next.stores.checkout.lastOrder?.orderNumber).toBe(taken?.orderNumber);
    // One order, sent again with the same key; no save of the saved (ordered) cart.
    expect(ordersOfMaria()).toHaveLength(before + 1);
    expect(orderPosts()).toHaveLength(1);
    expect(seen.filter((r) => r.method === 'POST' && r.url.includes('/cart'))).toHaveLength(0);
    expect(next.stores.cart.lines).toEqual([]);
    expect(storage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
  });

  it('resolves each answer: refused, unknown (kept), a duplicate refusal, and ignores what it cannot act on', async () => {
    const { stores, api } = await readyToSubmit();
    const storage = memoryStorage();
    const payload = { idfornecedor: stores.supplier.fornecedor!.idfornecedor, itens: [] as unknown[], formaPagamento: { idformapagto: 'boleto', temForma: true } };
    const before = ordersOfMaria().length;
    const marker = (extra: Partial<PendingSubmission> = {}) =>
      storage.setItem(PENDING_SUBMISSION_KEY, JSON.stringify({ key: 'k-1', idcliente: 'c-maria', payload, order: { deliveryType: 'DELIVERY', items: [] }, at: Date.now(), ...extra }));

    // The platform refuses an order with no items: the cart stays the shopper's.
    marker();
    expect(await resolveSubmission(api, storage, 'c-maria')).toEqual({ kind: 'refused' });
    expect(storage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();

    marker();
    mock.useScenario('sem-conexao');
    expect(await resolveSubmission(api, storage, 'c-maria')).toEqual({ kind: 'unknown', idfornecedor: payload.idfornecedor });
    expect(readSubmission(storage)?.key).toBe('k-1');
    mock.useScenario('padrao');

    // An identical order just made under another key: spec 8's duplicate refusal says it exists.
    const order = await submitOrder(stores, api, {}, memoryStorage());
    const sentPayload = (await orderPosts().at(-1)!.json()) as PendingSubmission['payload'];
    expect(order).not.toBeNull();
    marker({ payload: sentPayload, key: 'outra-chave' });
    expect(await resolveSubmission(api, storage, 'c-maria')).toEqual({ kind: 'placed', idfornecedor: payload.idfornecedor, order: null });
    expect(ordersOfMaria()).toHaveLength(before + 1);

    const posts = orderPosts().length;
    for (const [stored, who] of [
      [JSON.stringify({ key: 'k-1', idcliente: 'c-maria', payload, order: { tipoEntrega: 'DELIVERY', itens: [] }, at: Date.now() }), 'c-joao'],
      [JSON.stringify({ key: 'k-1', idcliente: 'c-maria', payload, order: { tipoEntrega: 'DELIVERY', itens: [] }, at: Date.now() - PENDING_SUBMISSION_MAX_AGE_MS - 1 }), 'c-maria'],
      [JSON.stringify({ key: 'k-1', idcliente: 'c-maria', payload, order: { tipoEntrega: 'DELIVERY', itens: [] }, at: Date.now() }), undefined],
      ['{"key": oops', 'c-maria'],
      [JSON.stringify({ key: 'k-1', idcliente: 'c-maria', payload: { itens: [] }, order: { tipoEntrega: 'DELIVERY', itens: [] }, at: 1 }), 'c-maria'],
      [JSON.stringify({ key: 'k-1', idcliente: 'c-maria', payload, order: { tipoEntrega: 'A_PE', itens: [] }, at: Date.now() }), 'c-maria'],
      [JSON.stringify(['k-1']), 'c-maria'],
    ] as const) {
      storage.setItem(PENDING_SUBMISSION_KEY, stored);
      expect(await resolveSubmission(api, storage, who)).toEqual({ kind: 'none' });
      expect(storage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
    }
    expect(orderPosts()).toHaveLength(posts);
  });

  it('a marker an earlier version left, its order in Portuguese fields, still finds the order and shows it', async () => {
    const { stores, api } = await readyToSubmit();
    const storage = memoryStorage();
    const removeItem = storage.removeItem.bind(storage);
    storage.removeItem = () => undefined;
    const taken = await submitOrder(stores, api, {}, storage);
    storage.removeItem = removeItem;
    const kept = JSON.parse(storage.getItem(PENDING_SUBMISSION_KEY)!) as PendingSubmission;
    const { deliveryType, payment, items } = kept.order;
    const earlier = {
      tipoEntrega: deliveryType,
      pagamento: payment,
      itens: [...items.map((i) => ({ nome: i.name, quantidade: i.quantity, unidade: i.unit })), { nome: 'Quebrado', quantidade: 'muitos', unidade: 'UN' }],
    };
    storage.setItem(PENDING_SUBMISSION_KEY, JSON.stringify({ ...kept, order: earlier }));
    const outcome = await resolveSubmission(api, storage, 'c-maria');
    expect(outcome).toMatchObject({ kind: 'placed', order: { orderNumber: taken?.orderNumber, deliveryType: 'DELIVERY', payment: { idformapagto: 'boleto' }, items } });
  });
});
