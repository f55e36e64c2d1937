import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { brasiliaDate } from '@storefront/domain/calendar';
import { titleStatus } from '@storefront/domain/invoices';
import { isDigitableLineValid } from '@mocks/db/boleto';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { logout } from './account';
import { createInvoicesStore, loadInvoices } from './invoices';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function setup(who: string | null = 'maria@exemplo.com.br', segment = 'demo') {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment });
  if (who) expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor, store: createInvoicesStore() };
}

describe('invoices and titles (spec 2, 4, 7 faturas)', () => {
  it("loads the client's titles at the supplier, with complete info, overdue first", async () => {
    const { stores, api, store, idfornecedor } = await setup();
    await loadInvoices(store, stores, api);
    const url = new URL(seen[0]!.url);
    expect(`${seen[0]!.method} ${decodeURIComponent(url.pathname)}${url.search}`).toBe(
      `GET /api/v2/app/app:c-maria/faturas-cliente/fornecedor/${idfornecedor}/cliente/c-maria?completeInfo=true`,
    );
    expect(store.status).toBe('loaded');
    expect(store.owner).toEqual({ idfornecedor, idcliente: 'c-maria' });
    const today = brasiliaDate(new Date());
    expect(store.today).toBe(today);
    expect(store.titles.map((t) => titleStatus(t, today))).toEqual(['overdue', 'dueToday', 'upcoming', 'upcoming', 'paid', 'paid']);
    // The mock's boletos hold together and are served beside the API.
    expect(store.titles.every((t) => isDigitableLineValid(t.linhaDigitavel ?? ''))).toBe(true);
    expect(store.titles[0]?.linkBoleto).toBe(`http://plataforma.test/api/boletos/${store.titles[0]?.numpedido}.pdf`);
    const boleto = await fetch(store.titles[0]!.linkBoleto!);
    expect(boleto.headers.get('content-type')).toBe('application/pdf');
    expect((await boleto.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('an empty list (no orders at this supplier), a failure and a retry', async () => {
    const { stores, api, store } = await setup('maria@exemplo.com.br', 'mercado-verde');
    await loadInvoices(store, stores, api);
    expect(store).toMatchObject({ status: 'loaded', titles: [] });

    const demo = await setup();
    mock.useScenario('faturas-falha');
    await loadInvoices(demo.store, demo.stores, demo.api);
    expect(demo.store).toMatchObject({ status: 'failed', titles: [] });
    mock.useScenario('padrao');
    await loadInvoices(demo.store, demo.stores, demo.api);
    expect(demo.store.status).toBe('loaded');
    expect(demo.store.titles).toHaveLength(6);
  });

  it('asks nothing for a visitor', async () => {
    const { stores, api, store } = await setup(null);
    await loadInvoices(store, stores, api);
    expect(seen).toHaveLength(0);
    expect(store.status).toBe('idle');
  });

  it('spec 4: is cleared when no supplier is active, and on logout; loads again for the next', async () => {
    const { stores, api, store } = await setup();
    await loadInvoices(store, stores, api);
    expect(store.titles).toHaveLength(6);
    const fornecedor = stores.supplier.fornecedor;
    stores.supplier.fornecedor = null;
    await loadInvoices(store, stores, api);
    expect(store).toMatchObject({ status: 'idle', titles: [], owner: null });

    stores.supplier.fornecedor = fornecedor;
    await loadInvoices(store, stores, api);
    expect(store.titles).toHaveLength(6);
    await logout(stores, api);
    await loadInvoices(store, stores, api);
    expect(store).toMatchObject({ status: 'idle', titles: [], owner: null });
  });

  it("drops a reply that comes after the client left, and never shows one client's titles under another", async () => {
    const { stores, api, store } = await setup();
    const loading = loadInvoices(store, stores, api);
    // No supplier active any more (spec 4): the list is cleared, and the late reply dropped.
    const fornecedor = stores.supplier.fornecedor;
    stores.supplier.fornecedor = null;
    await loadInvoices(store, stores, api);
    stores.supplier.fornecedor = fornecedor;
    await loading;
    expect(store).toMatchObject({ status: 'idle', titles: [] });

    await loadInvoices(store, stores, api);
    mock.useScenario('faturas-carregando');
    stores.session.usuario = { ...stores.session.usuario!, idcliente: 'c-mercado' };
    void loadInvoices(store, stores, api);
    expect(store).toMatchObject({ status: 'loading', titles: [], owner: { idcliente: 'c-mercado' } });
  });

  it('keeps the list shown while the same client reloads it', async () => {
    const { stores, api, store } = await setup();
    await loadInvoices(store, stores, api);
    mock.useScenario('faturas-falha');
    const again = loadInvoices(store, stores, api);
    expect(store.status).toBe('loading');
    expect(store.titles).toHaveLength(6);
    await again;
    expect(store.status).toBe('failed');
  });
});
