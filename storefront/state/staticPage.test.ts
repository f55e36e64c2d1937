import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { defaultCookiePreferences } from './consent';
import { loadStaticPage } from './staticPages';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock } = useMockPlatform();
const api = createApiClient(
  { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
  { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
);

describe('a static page (spec 2, 3, 8)', () => {
  it('loads a WEB page with its HTML', async () => {
    expect(await loadStaticPage(api, S, 'quem-somos')).toMatchObject({ status: 'loaded', pagina: { titulo: 'Quem somos' } });
  });

  it('a page not tagged WEB, or unknown, is not found', async () => {
    expect(await loadStaticPage(api, S, 'app')).toEqual({ status: 'notFound', pagina: null });
    expect(await loadStaticPage(api, S, 'nao-existe')).toEqual({ status: 'notFound', pagina: null });
  });

  it('a failure is a failure', async () => {
    mock.useScenario('pagina-estatica-erro');
    expect(await loadStaticPage(api, S, 'quem-somos')).toEqual({ status: 'failed', pagina: null });
  });
});
