import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStores } from '@storefront/state/stores';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { testConfig } from '../../tests/support/renderWithApp';
import { settled } from '../../tests/support/routerSettled';
import { createAppApi } from './api';
import { createRoutes } from './routes';

/*
 * spec 5 modules: a feature's pages exist only for a supplier with its module. casa-noturna has invoices
 * and combos only (mocks/db/suppliers.ts); demo has 'Todos'.
 */

useMockPlatform();

type Router = ReturnType<typeof createMemoryRouter>;

async function open(path: string) {
  const stores = createStores();
  const api = createAppApi(testConfig, stores, () => undefined);
  const router = createMemoryRouter(createRoutes({ services: { stores, api }, config: testConfig, leaveForProviderSite: false }), { initialEntries: [path] });
  await settled(router);
  return { router, stores };
}

async function go(router: Router, path: string) {
  await router.navigate(path);
  await settled(router);
}

/** The status of the page's route error, if any (404: the supplier's not-found page). */
const errorStatus = (router: Router): unknown[] => Object.values<unknown>(router.state.errors ?? {}).map((e) => (isRouteErrorResponse(e) ? e.status : e));

/** The page a path leads to: the deepest route that matched (its path). */
const page = (router: Router) => router.state.matches.at(-1)?.route.path;

describe('pages of a feature the supplier lacks (spec 5 modules)', () => {
  it.each(['/casa-noturna/conversas', '/casa-noturna/conversas/geral', '/casa-noturna/listas', '/casa-noturna/listas/l-1', '/casa-noturna/assinaturas', '/casa-noturna/assinaturas/a-1', '/casa-noturna/pedido-rapido'])(
    'typed in: %s is the supplier not-found page',
    async (path) => {
      const { router, stores } = await open(path);
      // Both loaders ran side by side on this first load: the gate waited for the supplier.
      expect(stores.supplier.fornecedor?.slug).toBe('casa-noturna');
      expect(errorStatus(router)).toEqual([404]);
    },
  );

  it.each(['/casa-noturna/faturas', '/casa-noturna/combos', '/demo/conversas', '/demo/listas', '/demo/assinaturas', '/demo/pedido-rapido', '/demo/faturas', '/demo/combos'])(
    'a feature the supplier has opens: %s',
    async (path) => {
      const { router } = await open(path);
      expect(errorStatus(router)).toEqual([]);
      expect(page(router)?.split('/')[0]).toBe(path.split('/')[2]);
    },
  );

  it('followed from another page of the same supplier, and after a switch of supplier either way', async () => {
    const { router } = await open('/casa-noturna');
    expect(errorStatus(router)).toEqual([]);
    await go(router, '/casa-noturna/conversas');
    expect(errorStatus(router)).toEqual([404]);
    await go(router, '/casa-noturna/faturas');
    expect(errorStatus(router)).toEqual([]);
    await go(router, '/demo/conversas');
    expect(errorStatus(router)).toEqual([]);
    expect(page(router)).toBe('conversas');
    await go(router, '/casa-noturna/pedido-rapido');
    expect(errorStatus(router)).toEqual([404]);
  });

  it('an unknown supplier is still the supplier route error, not a missing feature', async () => {
    const { router } = await open('/loja-que-nao-existe/conversas');
    expect(errorStatus(router).some((e) => e === 404)).toBe(false);
    expect(errorStatus(router)).toHaveLength(1);
  });
});
