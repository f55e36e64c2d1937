import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { defaultCookiePreferences } from './consent';
import { createStaticPagesStore, loadStaticPages } from './staticPages';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

const api = createApiClient(
  { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
  { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
);

describe('the static pages', () => {
  it('keeps only the pages tagged WEB and loads them once per supplier', async () => {
    const store = createStaticPagesStore();
    await loadStaticPages(store, api, S);
    expect(store.status).toBe('loaded');
    expect(store.paginas.map((p) => p.titulo)).toEqual(['Quem somos', 'Trocas e devoluções', 'Promoções', 'Novidades']);
    await loadStaticPages(store, api, S);
    expect(seen.filter((r) => r.url.includes('pagina-estatica'))).toHaveLength(1);
  });

  it('fails to an empty list, and tries again next time', async () => {
    const store = createStaticPagesStore();
    mock.useScenario('erro-500');
    await loadStaticPages(store, api, S);
    expect(store).toMatchObject({ status: 'failed', paginas: [] });
    mock.useScenario('padrao');
    await loadStaticPages(store, api, S);
    expect(store.status).toBe('loaded');
  });
});
