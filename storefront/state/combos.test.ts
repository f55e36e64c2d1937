import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartSummary } from './cart';
import { addComboToCart, comboLines, comboSaving, createComboStore, createCombosStore, loadCombo, loadCombos } from './combos';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function shopper(who: string | null = 'maria@exemplo.com.br') {
  const stores = createStores();
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

describe('a combo against its products bought apart', () => {
  it('prices each product apart at the combo quantity, and the saving is never negative', () => {
    const combo = {
      preco: 50,
      produtos: [
        { produto: product({ idproduto: 'a', preco: 10 }), quantidade: 2 },
        { produto: product({ idproduto: 'b', preco: 5, min_por_pedido: 3 }), quantidade: 2 },
        { produto: product({ idproduto: 'c', preco: 4, granularidade: 0.5 }), quantidade: 1.2 },
      ],
    };
    // In a combo the combo's quantities stand: no minimum or step of the products applies.
    expect(comboLines(combo).map((l) => [l.product.idproduto, l.quantity, l.separate])).toEqual([
      ['a', 2, 20],
      ['b', 2, 10],
      ['c', 1.2, 4.8],
    ]);
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
    expect(comboLines(store.combo!).map((l) => [l.product.nome, l.quantity])).toEqual([
      ['Arroz branco tipo 1 Qualitá 1 kg', 2],
      ['Feijão preto Qualitá 500 g', 2],
      ['Óleo de soja Qualitá 900 ml', 1],
    ]);
    await loadCombo(store, stores, api, `${idfornecedor}-combo-9`);
    expect(store).toMatchObject({ status: 'failed', combo: null });
  });

  it('adds one combo line at the combo price, its products under it, and saves it as the combo', async () => {
    const { stores, api, idfornecedor } = await shopper();
    mock.db.saveCart('c-maria', idfornecedor, [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }]);
    stores.cart.lines = [{ product: mock.db.productOf(idfornecedor, 'demo-arroz-1')!, quantity: 1, giftWrap: false, services: [] }];
    const store = createComboStore();
    const id = `${idfornecedor}-combo-1`;
    await loadCombo(store, stores, api, id);
    const combo = store.combo!;
    seen.length = 0;
    expect(await addComboToCart(store, stores, api)).toBe(true);
    // One save of the cart (the others are the GA4 add_to_cart events of spec 1).
    const saves = seen.filter((r) => r.url.includes('/cart?'));
    expect(saves).toHaveLength(1);
    const parts = combo.produtos.map(({ produto, quantidade }) => ({ idproduto: produto.idproduto, quantidade }));
    expect(((await saves[0]!.json()) as { cartItens: unknown[] }).cartItens).toEqual([
      { idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false },
      { idproduto: id, idcombopromocional_cabecalho: id, quantidade: 1, embalarParaPresente: false, produtos: parts },
    ]);
    expect(store.result).toEqual({ kind: 'added', quantity: 1 });
    // The rice bought apart stays as it was; the combo is one line at the combo's price.
    const summary = cartSummary(stores.cart);
    expect(summary.lines.map((l) => [l.product.nome, l.quantity, l.totalCents])).toEqual([
      ['Arroz branco tipo 1 Qualitá 1 kg', 1, Math.round(mock.db.productOf(idfornecedor, 'demo-arroz-1')!.preco * 100)],
      ['Combo Arroz e feijão', 1, Math.round(combo.preco * 100)],
    ]);
    expect(stores.cart.lines[1]!.combo?.products.map((p) => [p.name, p.quantity])).toEqual(combo.produtos.map(({ produto, quantidade }) => [produto.nome, quantidade]));

    // A second one is the same line, twice.
    expect(await addComboToCart(store, stores, api)).toBe(true);
    expect(store.result).toEqual({ kind: 'added', quantity: 2 });
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([
      ['demo-arroz-1', 1],
      [id, 2],
    ]);
    // The platform holds the combo as one item, priced as the combo.
    const held = mock.db.cart('c-maria', idfornecedor).produtosSelecionados.map((p) => [p.idproduto, p.quantidade, p.total, p.produtos?.length]);
    expect(held).toEqual([
      ['demo-arroz-1', 1, mock.db.productOf(idfornecedor, 'demo-arroz-1')!.preco, undefined],
      [id, 2, Math.round(2 * combo.preco * 100) / 100, combo.produtos.length],
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
