import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { login } from './session';
import { createStores } from './stores';
import { cancelSubscription, createSubscriptionStore, createSubscriptionsStore, loadSubscription, loadSubscriptions } from './subscriptions';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function signedIn() {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  expect(await login(stores.session, api, fornecedor.idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

const paths = () => seen.map((r) => `${r.method} ${new URL(r.url).pathname.replace('/api/', '')}`);

describe('the client\'s subscriptions (spec 2, spec 7)', () => {
  it('lists them, active first, with the supplier\'s types', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const store = createSubscriptionsStore();
    await loadSubscriptions(store, stores, api);
    expect(store.status).toBe('loaded');
    expect(store.subscriptions.map((s) => [s.id, s.ativa])).toEqual([
      ['ass-1', true],
      ['ass-2', false],
    ]);
    expect(store.types.semanal).toMatchObject({ label: 'Toda semana', dias: 7 });
    expect(paths()).toEqual(expect.arrayContaining([`GET v4/subscription/list/${idfornecedor}/c-maria`, `GET v4/subscription/type/list/${idfornecedor}`]));
  });

  it.each([
    ['empty', 'assinaturas-vazio', 'loaded', 0],
    ['failed', 'assinaturas-falha', 'failed', 0],
  ] as const)('%s', async (_, scenario, status, count) => {
    const { stores, api } = await signedIn();
    mock.useScenario(scenario);
    const store = createSubscriptionsStore();
    await loadSubscriptions(store, stores, api);
    expect(store.status).toBe(status);
    expect(store.subscriptions).toHaveLength(count);
  });

  it('the types are optional: without them the list still loads', async () => {
    const { stores, api } = await signedIn();
    mock.server.use(http.get('*/v4/subscription/type/list/:id', () => HttpResponse.error()));
    const store = createSubscriptionsStore();
    await loadSubscriptions(store, stores, api);
    expect(store.status).toBe('loaded');
    expect(store.types).toEqual({});
    expect(store.subscriptions).toHaveLength(2);
  });

  it('waits for a signed-in client', async () => {
    const { stores, api } = await signedIn();
    stores.session.usuario = null;
    const store = createSubscriptionsStore();
    await loadSubscriptions(store, stores, api);
    const one = createSubscriptionStore();
    await loadSubscription(one, stores, api, 'ass-1');
    expect([store.status, one.status]).toEqual(['idle', 'idle']);
    expect(seen).toHaveLength(0);
  });

  it('lists active first, then by the next delivery, whatever order the platform answers in', async () => {
    const { stores, api } = await signedIn();
    const [first] = mock.db.data().subscriptions;
    const list = [
      { ...first!, id: 'c', ativa: false, proximaEntrega: '2026-01-01' },
      { ...first!, id: 'b', ativa: true, proximaEntrega: '2026-12-01' },
      { ...first!, id: 'a', ativa: true, proximaEntrega: '2026-11-01' },
    ];
    mock.server.use(http.get('*/v4/subscription/list/:a/:b', () => HttpResponse.json(list)));
    const store = createSubscriptionsStore();
    await loadSubscriptions(store, stores, api);
    expect(store.subscriptions.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('one subscription and its cancellation', () => {
  it('loads it with the names of its products', async () => {
    const { stores, api } = await signedIn();
    const store = createSubscriptionStore();
    await loadSubscription(store, stores, api, 'ass-2');
    expect(store.status).toBe('loaded');
    expect(store.subscription).toMatchObject({ id: 'ass-2', ativa: false });
    expect(store.names).toEqual({ 'demo-cafe-109': 'Café tradicional Qualitá 250 g', 'demo-feijao-25': 'Feijão carioca Qualitá 500 g' });
    expect(store.types.mensal?.dias).toBe(30);
  });

  it('a product the platform no longer has stays unnamed', async () => {
    const { stores, api } = await signedIn();
    mock.useScenario('produto-falha');
    const store = createSubscriptionStore();
    await loadSubscription(store, stores, api, 'ass-1');
    expect(store.status).toBe('loaded');
    expect(store.names).toEqual({});
  });

  it.each([
    ['an unknown subscription', 'padrao', 'ass-404'],
    ['a failing platform', 'assinaturas-falha', 'ass-1'],
  ] as const)('fails for %s', async (_, scenario, id) => {
    const { stores, api } = await signedIn();
    mock.useScenario(scenario);
    const store = createSubscriptionStore();
    await loadSubscription(store, stores, api, id);
    expect(store).toMatchObject({ status: 'failed', subscription: null });
  });

  it('cancels an active one: the platform gets the DELETE and it shows cancelled', async () => {
    const { stores, api } = await signedIn();
    const store = createSubscriptionStore();
    await loadSubscription(store, stores, api, 'ass-1');
    seen.length = 0;
    expect(await cancelSubscription(store, api)).toBe(true);
    expect(paths()).toEqual(['DELETE v4/subscription/cancel/ass-1']);
    expect(store).toMatchObject({ cancelled: true, cancelling: false, cancelFailure: null, subscription: { ativa: false } });
    expect(mock.db.data().subscriptions.find((s) => s.id === 'ass-1')?.ativa).toBe(false);
    // Already cancelled: nothing more is sent.
    expect(await cancelSubscription(store, api)).toBe(false);
    mock.db.reset();
  });

  it('a refused cancel keeps it active and gives the server\'s text', async () => {
    const { stores, api } = await signedIn();
    const store = createSubscriptionStore();
    await loadSubscription(store, stores, api, 'ass-1');
    mock.useScenario('cancelar-assinatura-falha');
    expect(await cancelSubscription(store, api)).toBe(false);
    expect(store.subscription?.ativa).toBe(true);
    expect(store.cancelFailure?.text).toContain('em separação');
    mock.useScenario('sem-conexao');
    await cancelSubscription(store, api);
    expect(store.cancelFailure).toEqual({ text: undefined });
  });
});
