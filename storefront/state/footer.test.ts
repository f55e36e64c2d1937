import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { defaultCookiePreferences } from './consent';
import { createFooterStore, loadFooter } from './footer';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

const api = createApiClient(
  { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
  { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
);

describe("the supplier's footer (spec 7 rodape)", () => {
  it('loads the sections and the HTML once per supplier and client', async () => {
    const store = createFooterStore();
    await loadFooter(store, api, S, 'c-maria');
    expect(store.status).toBe('loaded');
    expect(store.rodape?.secoes.map((s) => s.titulo)).toEqual(['Institucional', 'Ajuda']);
    expect(store.rodape?.html).toContain('Distribuidora Demo');
    await loadFooter(store, api, S, 'c-maria');
    const calls = seen.filter((r) => r.url.includes('/rodape'));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).searchParams.get('idcliente')).toBe('c-maria');
  });

  it('a failure leaves nothing but is asked again next time', async () => {
    const store = createFooterStore();
    mock.useScenario('rodape-falha');
    await loadFooter(store, api, S);
    expect(store).toMatchObject({ status: 'failed', rodape: null });
    mock.useScenario('padrao');
    await loadFooter(store, api, S);
    expect(store.status).toBe('loaded');
  });

  it('an answer for a supplier left behind is dropped', async () => {
    const store = createFooterStore();
    const first = loadFooter(store, api, S);
    const second = loadFooter(store, api, 'outro-fornecedor');
    await Promise.all([first, second]);
    expect(store).toMatchObject({ status: 'failed', key: 'outro-fornecedor|' });
  });

  it("keeps the supplier's footer shown while a signed-in client's one loads (the page keeps its height)", async () => {
    const store = createFooterStore();
    await loadFooter(store, api, S);
    const visitors = store.rodape;
    const loading = loadFooter(store, api, S, 'c-maria');
    expect(store).toMatchObject({ status: 'loading', key: `${S}|c-maria` });
    expect(store.rodape).toEqual(visitors);
    await loading;
    expect(store.status).toBe('loaded');
  });
});
