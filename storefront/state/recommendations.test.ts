import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { createRecommendationsStore, loadRecommendations, recommendationsFor, sendRecommendationFeedback, visibleRecommendations } from './recommendations';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function setup(segment = 'demo', who: string | null = 'maria@exemplo.com.br') {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment });
  if (who) expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor, store: createRecommendationsStore() };
}

const requestLine = (r: Request) => {
  const url = new URL(r.url);
  return `${r.method} ${decodeURIComponent(url.pathname)}${url.search}`;
};

describe('recommendations (spec 3, 5, 7)', () => {
  it('load with the tag for a signed-in client, for the cart view and the chosen payment method', async () => {
    const { stores, api, store, idfornecedor } = await setup();
    stores.checkout.payment.selected = 'pix';
    await loadRecommendations(store, stores, api);
    expect(requestLine(seen[0]!)).toBe(`GET /api/v4/sugestao/produtos/${idfornecedor}/c-maria?idformapagamento=pix&visao=CART`);
    expect(store.status).toBe('loaded');
    expect(store.sessao_id).toBe('rec-c-maria');
    expect(store.produtos.length).toBeGreaterThan(0);
  });

  it.each([
    ['a supplier without enable-recommendation-system', 'mercado-verde', 'maria@exemplo.com.br'],
    ['a visitor (the path needs the client)', 'demo', null],
  ])('nothing is asked for %s', async (_, segment, who) => {
    const { stores, api, store } = await setup(segment, who);
    expect(recommendationsFor(stores)).toBeNull();
    await loadRecommendations(store, stores, api);
    expect(seen).toHaveLength(0);
    expect(store).toMatchObject({ status: 'idle', produtos: [], sessao_id: null });
  });

  it('a failure leaves an empty, quiet list', async () => {
    const { stores, api, store } = await setup();
    mock.useScenario('recomendacoes-falha');
    await loadRecommendations(store, stores, api);
    expect(store).toMatchObject({ status: 'failed', produtos: [], sessao_id: null });
  });

  it('an answer without products loads an empty list: the cart shows no strip', async () => {
    const { stores, api, store } = await setup();
    mock.useScenario('recomendacoes-vazio');
    await loadRecommendations(store, stores, api);
    expect(store).toMatchObject({ status: 'loaded', produtos: [], sessao_id: 'rec-vazia' });
    expect(visibleRecommendations(store)).toEqual([]);
  });

  it('sends click, add and dismiss with the session, view CART by default; a dismissed product is no longer shown', async () => {
    const { stores, api, store } = await setup();
    await loadRecommendations(store, stores, api);
    const [first, second] = store.produtos;
    seen.length = 0;
    expect(await sendRecommendationFeedback(store, api, 'CLIQUE', first!.idproduto)).toBe(true);
    expect(await sendRecommendationFeedback(store, api, 'ADICIONAR', first!.idproduto)).toBe(true);
    expect(await sendRecommendationFeedback(store, api, 'IGNORAR', second!.idproduto)).toBe(true);
    expect(seen.map(requestLine)).toEqual(Array(3).fill('POST /api/v4/sugestao/feedback'));
    expect(await Promise.all(seen.map((r) => r.json()))).toEqual([
      { acao: 'CLIQUE', visao: 'CART', item_id: first!.idproduto, sessao_id: 'rec-c-maria' },
      { acao: 'ADICIONAR', visao: 'CART', item_id: first!.idproduto, sessao_id: 'rec-c-maria' },
      { acao: 'IGNORAR', visao: 'CART', item_id: second!.idproduto, sessao_id: 'rec-c-maria' },
    ]);
    expect(visibleRecommendations(store).map((p) => p.idproduto)).not.toContain(second!.idproduto);
    expect(visibleRecommendations(store)).toHaveLength(store.produtos.length - 1);
  });

  it('another view is named in the feedback; no session, no feedback; a refused feedback is quiet', async () => {
    const { stores, api } = await setup();
    const home = createRecommendationsStore('HOME');
    expect(await sendRecommendationFeedback(home, api, 'IGNORAR', 'demo-arroz-1')).toBe(false);
    expect(seen).toHaveLength(0);
    expect(home.dismissed).toEqual(['demo-arroz-1']);
    await loadRecommendations(home, stores, api);
    seen.length = 0;
    await sendRecommendationFeedback(home, api, 'CLIQUE', 'demo-arroz-1');
    expect(await seen[0]!.json()).toMatchObject({ visao: 'HOME', acao: 'CLIQUE' });
    mock.useScenario('erro-500');
    expect(await sendRecommendationFeedback(home, api, 'IGNORAR', 'demo-arroz-2')).toBe(false);
    expect(await sendRecommendationFeedback(home, api, 'IGNORAR', 'demo-arroz-2')).toBe(false);
    expect(home.dismissed).toEqual(['demo-arroz-2']);
  });
});
