import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { addComboToCart, adjustedLines, comboLines, comboSaving, createComboStore, createCombosStore, loadCombo, loadCombos } from './combos';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function shopper(who: string | null = 'maria@exemplo.com.br') {
  const stores = createStores(memoryStorage());
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  if (who) expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

const product = (over: Partial<ProdutoCatalogo>): ProdutoCatalogo => ({
  idproduto: 'p',
  nome: 'Produto',
  preco: 10,
  sku: 'P',
  unidade: 'un',
  disponivel: true,
  idcategoria: 'c',
  ...over,
});
const path = () => new URL(seen.at(-1)!.url).pathname.replace('/api/', '');

describe('a combo priced and counted by the rules of spec 4', () => {
  it('keeps the quantities the rules allow and says which ones change', () => {
    const combo = {
      preco: 50,
      produtos: [
        { produto: product({ idproduto: 'a', preco: 10 }), quantidade: 2 },
        { produto: product({ idproduto: 'b', preco: 5, min_por_pedido: 3 }), quantidade: 2 },
        { produto: product({ idproduto: 'c', preco: 4, granularidade: 0.5 }), quantidade: 1.2 },
      ],
    };
    const lines = comboLines(combo);
    expect(lines.map((l) => [l.product.idproduto, l.asked, l.quantity, l.reasons, l.separate])).toEqual([
      ['a', 2, 2, [], 20],
      ['b', 2, 3, ['raisedToMinimum'], 10],
      ['c', 1.2, 1, ['roundedToStep'], 4.8],
    ]);
    expect(adjustedLines(lines).map((l) => l.product.idproduto)).toEqual(['b', 'c']);
    // 20 + 10 + 4,80 apart, 50 in the combo: no saving, never a negative one.
    expect(comboSaving(combo)).toEqual({ separate: 34.8, preco: 50, saving: 0 });
  });

  it('prices each product apart by the unit price rule (progressive discount at the combo quantity)', () => {
    const combo = { preco: 50, produtos: [{ produto: product({ preco: 10, efeitospoliticas: { descontoProgressivo: { '6': 9 } } }), quantidade: 6 }] };
    expect(comboSaving(combo)).toEqual({ separate: 54, preco: 50, saving: 4 });
  });
});

describe('the combos (spec 7)', () => {
  it("lists the client's combos when signed in, the supplier's for a visitor", async () => {
    const signed = await shopper();
    const list = createCombosStore();
    await loadCombos(list, signed.stores, signed.api);
    expect(path()).toBe(`v4/promotional-combo-client/${signed.idfornecedor}/c-maria`);
    expect(list.status).toBe('loaded');
    expect(list.combos.map((c) => [c.nome, c.produtos.length])).toEqual([
      ['Combo Arroz e feijão', 3],
      ['Combo Café da manhã', 2],
      ['Combo Limpeza da casa', 3],
    ]);
    for (const combo of list.combos) expect(comboSaving(combo).saving).toBeGreaterThan(0);

    const visitor = await shopper(null);
    await loadCombos(list, visitor.stores, visitor.api);
    expect(path()).toBe(`v4/promotional-combo-all/${visitor.idfornecedor}`);
    mock.useScenario('combos-falha');
    await loadCombos(list, visitor.stores, visitor.api);
    expect(list).toMatchObject({ status: 'failed', combos: [] });
  });

  it('opens one, priced for the payment, client and delivery type', async () => {
    const { stores, api, idfornecedor } = await shopper();
    const store = createComboStore();
    await loadCombo(store, stores, api, `${idfornecedor}-combo-1`);
    const url = new URL(seen.at(-1)!.url);
    expect(url.pathname).toBe(`/api/v4/promotional-combo/${idfornecedor}-combo-1/`);
    expect(url.searchParams.get('idcliente')).toBe('c-maria');
    expect(url.searchParams.get('tipoEntrega')).toBe('DELIVERY');
    expect(store.combo?.nome).toBe('Combo Arroz e feijão');
    expect(adjustedLines(comboLines(store.combo!)).map((l) => [l.product.nome, l.asked, l.quantity])).toEqual([['Feijão preto Qualitá 500 g', 2, 3]]);
    await loadCombo(store, stores, api, `${idfornecedor}-combo-9`);
    expect(store).toMatchObject({ status: 'failed', combo: null });
  });

  it('adds every product on top of the cart, under the rules, and saves at once', async () => {
    const { stores, api, idfornecedor } = await shopper();
    mock.db.saveCart('c-maria', idfornecedor, [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }]);
    stores.cart.lines = [{ product: mock.db.productOf(idfornecedor, 'demo-arroz-1')!, quantity: 1, embalarParaPresente: false, services: [] }];
    const store = createComboStore();
    await loadCombo(store, stores, api, `${idfornecedor}-combo-1`);
    seen.length = 0;
    expect(await addComboToCart(store, stores, api)).toBe(true);
    // One save of the cart (the others are the GA4 add_to_cart events of spec 1).
    const saves = seen.filter((r) => r.url.includes('/cart?'));
    expect(saves).toHaveLength(1);
    expect(((await saves[0]!.json()) as { cartItens: { idproduto: string; quantidade: number }[] }).cartItens.map((i) => [i.idproduto, i.quantidade])).toEqual([
      ['demo-arroz-1', 3],
      ['demo-feijao-33', 3],
      ['demo-oleo-97', 1],
    ]);
    expect(store.result).toEqual({ kind: 'added', count: 3 });
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([
      ['demo-arroz-1', 3],
      ['demo-feijao-33', 3],
      ['demo-oleo-97', 1],
    ]);
  });

  it('adds nothing to a locked cart, and says when the save fails', async () => {
    const { stores, api, idfornecedor } = await shopper();
    const store = createComboStore();
    await loadCombo(store, stores, api, `${idfornecedor}-combo-2`);
    stores.cart.locked = true;
    expect(await addComboToCart(store, stores, api)).toBe(false);
    expect(store.result).toEqual({ kind: 'locked' });
    stores.cart.locked = false;
    mock.useScenario('erro-500');
    expect(await addComboToCart(store, stores, api)).toBe(false);
    expect(store.result).toEqual({ kind: 'saveFailed' });
  });
});
