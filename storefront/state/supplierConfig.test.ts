import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackerFor } from '@storefront/analytics/tracker';
import { viewItemEvent } from '@storefront/analytics/events';
import { createApiClient } from '@storefront/api/client';
import { configuredSupplier } from '@storefront/domain/supplier';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { defaultCookiePreferences } from './consent';
import { createSupplierStore, loadSupplier, type SupplierStore } from './supplier';
import { loadSupplierConfig } from './supplierConfig';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

async function setup(segment = 'demo') {
  const store = createSupplierStore();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app-123', separator: ':' },
    { supplierId: () => store.fornecedor?.idfornecedor, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  await loadSupplier(store, api, { segment });
  seen.length = 0;
  return { store, api };
}

/** What the menu, the page's title and meta tags and the tracker read. */
const config = (store: SupplierStore) => configuredSupplier(store.fornecedor!, store.configuracao).config;
const configCalls = () => seen.filter((r) => new URL(r.url).pathname === '/api/v2/app/app-123/configuracao/fornecedor');
const answerConfig = (answer: () => Response) => mock.server.use(http.get('*/v2/app/:apptoken/configuracao/fornecedor', answer));

afterEach(() => vi.unstubAllGlobals());

describe('loadSupplierConfig (spec 7 configuracao/fornecedor)', () => {
  it("asks once per supplier, and its menu and SEO replace the supplier answer's", async () => {
    const { store, api } = await setup();
    // Until it answers, the supplier answer's own configuration.
    expect(config(store)).toEqual({ seo: { descricao: 'Atacado e varejo com entrega para o seu negócio.' } });
    await loadSupplierConfig(store, api);
    await loadSupplierConfig(store, api);
    expect(configCalls()).toHaveLength(1);
    expect(new URL(configCalls()[0]!.url).searchParams.get('idfornecedor')).toBe(S);
    expect(config(store)?.seo?.descricao).toBe('Mercearia, laticínios, bebidas e limpeza no atacado e no varejo, com entrega no dia seguinte.');
    expect(config(store)?.menu?.map((m) => m.titulo)).toEqual(['Produtos em promoção', 'Instagram', 'Oferta secreta']);
  });

  it("keeps the supplier answer's configuration when the call fails, and does not ask again", async () => {
    const { store, api } = await setup();
    const before = config(store);
    answerConfig(() => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 }));
    await loadSupplierConfig(store, api);
    await loadSupplierConfig(store, api);
    expect(configCalls()).toHaveLength(1);
    expect(config(store)).toEqual(before);
  });

  it('asks again for another supplier; its SEO titles a page whose theme names none', async () => {
    const { store, api } = await setup();
    await loadSupplierConfig(store, api);
    await loadSupplier(store, api, { segment: 'padaria-sol' });
    expect(config(store)?.seo).toBeUndefined();
    await loadSupplierConfig(store, api);
    expect(configCalls()).toHaveLength(2);
    expect(config(store)?.seo?.titulo).toBe('Padaria Sol Nascente | Encomendas para retirar');
    expect(config(store)?.menu).toBeUndefined();
  });

  it('GA4 events go to the measurement id it gives (spec 3 superon_ga, trackerFor)', async () => {
    const { store, api } = await setup();
    answerConfig(() => HttpResponse.json({ superon_ga: { trackingGoogleAnalytics: 'G-CONFIGURADO' } }));
    const page: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', page);
    const track = trackerFor(api, { supplier: store, consent: { preferences: defaultCookiePreferences } });
    await loadSupplierConfig(store, api);
    await track(viewItemEvent({ idproduto: 'demo-arroz-1', nome: 'Arroz', preco: 24.9 }));
    expect((page.dataLayer ?? []).map((entry) => [...(entry as Iterable<unknown>)])).toContainEqual(['config', 'G-CONFIGURADO', { send_page_view: false }]);
  });
});
