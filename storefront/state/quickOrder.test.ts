import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { CartItem } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity } from './cart';
import { addQuickOrderToCart, checkQuickOrderText, createQuickOrderStore, setQuickOrderText, uploadQuickOrderFile } from './quickOrder';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function shopper(signIn = true) {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  if (signIn) expect(await login(stores.session, api, fornecedor.idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, store: createQuickOrderStore() };
}

// ARR-0001 plain; ARR-0010 minimum 3; ARR-0004 maximum 24; ARR-0014 unavailable (mocks/db/catalogue.ts, seed of demo).
const PASTED = 'SKU;Quantidade\nARR-0001;2\nARR-0010;1\nXYZ-9999;1\nARR-0003;dois\nARR-0014;1\narr-0004;30';
const lookups = () => seen.filter((r) => new URL(r.url).pathname.includes('/listaprodutosf/'));
const savedItems = async () => {
  const saves = seen.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/cart'));
  const last = saves.at(-1);
  return last ? ((await last.json()) as { cartItens: CartItem[] }).cartItens.map((i) => [i.idproduto, i.quantidade]) : null;
};
const verdicts = (store: ReturnType<typeof createQuickOrderStore>) =>
  store.check?.rows.map((r) => (r.status === 'invalid' ? [r.row.sku, r.reason] : [r.row.sku, r.status, r.quantity]));

describe('quick order (issue 9)', () => {
  it('checks pasted lines with one product lookup for every SKU', async () => {
    const { stores, api, store } = await shopper();
    setQuickOrderText(store, PASTED);
    await checkQuickOrderText(store, stores, api);
    expect(store.status).toBe('checked');
    expect(verdicts(store)).toEqual([
      ['ARR-0001', 'valid', 2],
      ['ARR-0010', 'adjusted', 3],
      ['XYZ-9999', 'unknownSku'],
      ['ARR-0003', 'unreadableQuantity'],
      ['ARR-0014', 'unavailable'],
      ['arr-0004', 'adjusted', 24],
    ]);
    expect(store.check?.counts).toEqual({ valid: 1, adjusted: 2, invalid: 3 });
    expect(lookups()).toHaveLength(1);
    expect(new URL(lookups()[0]?.url ?? '').searchParams.get('sk')).toBe('ARR-0001,ARR-0010,XYZ-9999,ARR-0014,ARR-0004');
  });

  it('200 rows take 4 lookups of 50 SKUs, one after the other', async () => {
    const { stores, api, store } = await shopper();
    setQuickOrderText(store, mock.db.catalogueOf('demo').produtos.slice(0, 200).map((p) => `${p.sku};1`).join('\n'));
    const started = performance.now();
    await checkQuickOrderText(store, stores, api);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(lookups()).toHaveLength(4);
    expect(store.check?.rows).toHaveLength(200);
    expect(store.check?.rows.filter((r) => r.status === 'invalid' && r.reason === 'unknownSku')).toHaveLength(0);
  });

  it('nothing to read says so and sends nothing', async () => {
    const { stores, api, store } = await shopper();
    setQuickOrderText(store, '\n  \nSKU;quantidade\n');
    await checkQuickOrderText(store, stores, api);
    expect(store.problem).toEqual({ kind: 'empty' });
    expect(seen).toHaveLength(0);
  });

  it('a failed lookup keeps the text and says what the server said', async () => {
    const { stores, api, store } = await shopper();
    mock.useScenario('pedido-rapido-falha');
    setQuickOrderText(store, PASTED);
    await checkQuickOrderText(store, stores, api);
    expect(store).toMatchObject({ status: 'idle', check: null, text: PASTED, problem: { kind: 'lookupFailed', text: 'Erro interno do servidor' } });
  });

  it('adds the valid and adjusted rows in one save, on top of the cart', async () => {
    const { stores, api, store } = await shopper();
    const context = cartContextFor(api, stores);
    const held = (await api.call('listaProdutosSemEndereco', { params: { idfornecedor: stores.supplier.fornecedor?.idfornecedor ?? '' }, query: { canalVenda: 'WEB', sk: 'ARR-0001' } })).produtos[0];
    if (held) changeQuantity(stores.cart, context, held, { type: 'SET', value: 1 });
    setQuickOrderText(store, PASTED);
    await checkQuickOrderText(store, stores, api);
    seen.length = 0;
    expect(await addQuickOrderToCart(store, stores, api)).toBe(true);
    expect(store).toMatchObject({ status: 'idle', text: '', check: null, result: { kind: 'added', count: 3 } });
    expect(seen.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/cart'))).toHaveLength(1);
    expect(await savedItems()).toEqual(
      expect.arrayContaining([
        ['demo-arroz-1', 3],
        ['demo-arroz-10', 3],
        ['demo-arroz-4', 24],
      ]),
    );
    expect(Object.fromEntries(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity]))).toMatchObject({ 'demo-arroz-1': 3, 'demo-arroz-10': 3, 'demo-arroz-4': 24 });
  });

  it('a failed save keeps the rows and the cart as it was', async () => {
    const { stores, api, store } = await shopper();
    setQuickOrderText(store, PASTED);
    await checkQuickOrderText(store, stores, api);
    mock.useScenario('pedido-rapido-carrinho-falha');
    expect(await addQuickOrderToCart(store, stores, api)).toBe(false);
    expect(store).toMatchObject({ status: 'checked', text: PASTED, result: { kind: 'saveFailed', text: 'Erro interno do servidor' } });
    expect(store.check?.addable).toHaveLength(3);
    expect(stores.cart.lines).toHaveLength(0);
    // Told once, by the screen: not also by the cart.
    expect(stores.notices.pending).toEqual([]);
  });

  it('a cart an attendant locked takes nothing', async () => {
    const { stores, api, store } = await shopper();
    setQuickOrderText(store, PASTED);
    await checkQuickOrderText(store, stores, api);
    stores.cart.locked = true;
    expect(await addQuickOrderToCart(store, stores, api)).toBe(false);
    expect(store.result).toEqual({ kind: 'locked' });
    expect(await addQuickOrderToCart(createQuickOrderStore(), stores, api)).toBe(false);
  });

  it('a CSV spreadsheet is read by the platform, then checked', async () => {
    const { stores, api, store } = await shopper();
    const file = new File(['sku;quantidade\nARR-0001;2\nARR-0010;1,5\nFEI-0028;x\n'], 'pedido.csv', { type: 'text/csv' });
    await uploadQuickOrderFile(store, stores, api, file);
    expect(store.fileName).toBe('pedido.csv');
    expect(verdicts(store)).toEqual([
      ['ARR-0001', 'valid', 2],
      ['ARR-0010', 'adjusted', 3],
      ['FEI-0028', 'unreadableQuantity'],
    ]);
    const upload = seen.find((r) => new URL(r.url).pathname.includes('/product/spreadsheet/'));
    expect((await upload?.formData())?.get('arquivo')).toBeInstanceOf(File);
  });

  it('a spreadsheet that is not CSV is refused before sending; a refusal of the platform shows its text', async () => {
    const { stores, api, store } = await shopper();
    await uploadQuickOrderFile(store, stores, api, new File(['x'], 'pedido.xlsx'));
    expect(store.problem).toEqual({ kind: 'fileFormat' });
    expect(seen).toHaveLength(0);
    mock.useScenario('planilha-falha');
    await uploadQuickOrderFile(store, stores, api, new File(['ARR-0001;1'], 'pedido.csv'));
    expect(store.problem).toEqual({ kind: 'spreadsheetFailed', text: 'Não conseguimos ler a planilha. Confira se as colunas são SKU e quantidade.' });
  });

  it('an empty CSV is refused by the platform with its text', async () => {
    const { stores, api, store } = await shopper(false);
    await uploadQuickOrderFile(store, stores, api, new File(['sku;quantidade\n'], 'vazia.csv'));
    expect(store.problem).toEqual({ kind: 'spreadsheetFailed', text: 'A planilha está vazia.' });
  });
});
