import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { applyServerCart, cartSummary, changeQuantity, clearCart, flushCartSave, loadCart, removeLine, resetCart, saveCart, setGiftWrap, setServices, type CartContext } from './cart';
import { createCartStore } from './cartStore';
import { defaultCookiePreferences } from './consent';
import { CART_RESYNC_RETRY_MS } from './constants';
import type { Notice } from './notices';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

/** A signed-in client's cart (`c-maria`), or a visitor's (`null`); `told` collects the toasts it gives. */
function setup(idcliente: string | null = 'c-maria') {
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const told: Notice[] = [];
  const context: CartContext = { api, idfornecedor: () => S, idcliente: () => idcliente ?? undefined, tags: () => [], modulos: () => ['Todos'], notify: (notice) => told.push(notice) };
  return { cart: createCartStore(), context, told };
}

const product = (id: string): ProdutoCatalogo => {
  const found = mock.db.productOf(S, id);
  if (!found) throw new TypeError(`no product ${id}`);
  return found;
};
const saves = () => seen.filter((r) => r.method === 'POST' && r.url.includes('/cart'));
const quantities = (cart: ReturnType<typeof createCartStore>) => Object.fromEntries(cart.lines.map((l) => [l.product.idproduto, l.quantity]));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cart store (spec 4)', () => {
  it('updates the line and the total at once, and saves 1 s after the last change', async () => {
    const { cart, context } = setup();
    const arroz = product('demo-arroz-1');
    changeQuantity(cart, context, arroz, { type: 'INC' });
    changeQuantity(cart, context, arroz, { type: 'INC' });
    changeQuantity(cart, context, arroz, { type: 'INC' });
    expect(cart.lines[0]?.quantity).toBe(3);
    expect(cartSummary(cart).totalCents).toBe(Math.round(arroz.preco * 100) * 3);
    expect(cart.saving).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(saves()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(cart.saving).toBe(false));
    expect(saves()).toHaveLength(1);
    expect(await saves()[0]!.json()).toEqual({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 3, embalarParaPresente: false }] });
    // The server's answer replaces the lines, with the automatic coupon of the supplier.
    expect(cart.coupons.automatic?.codigocupom).toBe('BEMVINDO5');
  });

  it('tells why a quantity changed', () => {
    const { cart, context } = setup();
    const withMinimum = mock.db.catalogueOf(S).produtos.find((p) => (p.min_por_pedido ?? 0) > 1 && !p.granularidade)!;
    changeQuantity(cart, context, withMinimum, { type: 'INC' });
    expect(cart.lines[0]?.quantity).toBe(withMinimum.min_por_pedido);
    expect(cart.reasons[withMinimum.idproduto]).toEqual(['raisedToMinimum']);
  });

  it('keeps the cart and says so when the save fails', async () => {
    const { cart, context, told } = setup();
    mock.useScenario('sessao-expirada');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(told).toEqual([{ kind: 'cartSaveFailed', text: 'Sessão expirada, efetue login novamente' }]));
    expect(cart.lines).toHaveLength(1);
  });

  it('warns on an empty reply and keeps the lines', async () => {
    const { cart, context, told } = setup();
    mock.useScenario('carrinho-vazio');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(told).toEqual([{ kind: 'cartEmptyReply' }]));
    expect(cart.lines).toHaveLength(1);
  });

  it("spec 7: a save reply's message is a warning toast", async () => {
    const { cart, context, told } = setup();
    mock.useScenario('carrinho-mensagem');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(told).toEqual([{ kind: 'cartMessage', text: 'O preço de alguns produtos foi atualizado.' }]));
  });

  it('a quiet save tells nothing and hands the outcome back (the screen that asked tells it)', async () => {
    const { cart, context, told } = setup();
    mock.useScenario('erro-500');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    expect(await flushCartSave(cart, context, { quiet: true })).toEqual({ kind: 'failed', text: 'Erro interno do servidor' });
    expect(told).toEqual([]);
  });

  it('spec 5: saving an empty cart without a client is refused, not sent: "Não foi possivel salvar o carrinho"', async () => {
    const { cart, context, told } = setup(null);
    const arroz = product('demo-arroz-1');
    changeQuantity(cart, context, arroz, { type: 'INC' });
    await flushCartSave(cart, context);
    expect(saves()).toHaveLength(1);
    changeQuantity(cart, context, arroz, { type: 'DEC' });
    expect(await flushCartSave(cart, context)).toEqual({ kind: 'failed', text: undefined });
    expect(saves()).toHaveLength(1);
    expect(told).toEqual([{ kind: 'emptyCartNotSaved' }]);
    expect(cart.lines).toEqual([]);
    expect(cart.saving).toBe(false);
  });

  it('spec 4: a client saves an empty cart like any other', async () => {
    const { cart, context, told } = setup();
    const arroz = product('demo-arroz-1');
    changeQuantity(cart, context, arroz, { type: 'INC' });
    changeQuantity(cart, context, arroz, { type: 'DEC' });
    expect(await flushCartSave(cart, context)).toEqual({ kind: 'saved' });
    expect(await saves()[0]!.json()).toEqual({ cartItens: [] });
    expect(told).toEqual([]);
  });

  it('a locked cart (Negociação em andamento) cannot be changed', async () => {
    const { cart, context } = setup();
    vi.useRealTimers();
    await saveCart(Object.assign(cart, { lines: [{ product: product('demo-arroz-1'), quantity: 2, giftWrap: false, services: [] }] }), context);
    mock.useScenario('carrinho-bloqueado');
    await loadCart(cart, context);
    expect(cart.locked).toBe(true);
    expect(changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' })).toBe(2);
  });

  it('a load while a change waits for its save saves it instead of loading over it', async () => {
    const { cart, context } = setup();
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await loadCart(cart, context);
    expect(seen.filter((r) => r.method === 'GET' && r.url.includes('/cart'))).toHaveLength(0);
    expect(saves()).toHaveLength(1);
    expect(cart.lines.map((l) => l.product.idproduto)).toEqual(['demo-arroz-1']);
  });

  it("an older save's answer does not undo a newer change", async () => {
    const { cart, context } = setup();
    const arroz = product('demo-arroz-1');
    changeQuantity(cart, context, arroz, { type: 'INC' });
    const first = saveCart(cart, context);
    changeQuantity(cart, context, arroz, { type: 'INC' });
    await first;
    expect(cart.lines[0]?.quantity).toBe(2);
  });

  it('spec 4: "−" at the minimum is DEC: the line goes (it used to stay at the minimum and be saved again)', async () => {
    const { cart, context } = setup();
    const withMinimum = mock.db.catalogueOf(S).produtos.find((p) => (p.min_por_pedido ?? 0) > 1 && !p.granularidade)!;
    changeQuantity(cart, context, withMinimum, { type: 'INC' });
    expect(quantities(cart)).toEqual({ [withMinimum.idproduto]: withMinimum.min_por_pedido });
    expect(changeQuantity(cart, context, withMinimum, { type: 'DEC' })).toBe(0);
    expect(cart.lines).toEqual([]);
    // A typed value under the minimum is a SET: raised to the minimum, and the shopper is told why.
    changeQuantity(cart, context, withMinimum, { type: 'INC' });
    changeQuantity(cart, context, withMinimum, { type: 'SET', value: 1 });
    expect(quantities(cart)).toEqual({ [withMinimum.idproduto]: withMinimum.min_por_pedido });
    expect(cart.reasons[withMinimum.idproduto]).toEqual(['raisedToMinimum']);
    await flushCartSave(cart, context);
  });

  it('a removed line (DEL) is told with an undo that brings it back as it was, gift wrap included', async () => {
    const { cart, context, told } = setup();
    const vinho = mock.db.catalogueOf(S).produtos.find((p) => p.preco_embalagem)!;
    const arroz = product('demo-arroz-1');
    changeQuantity(cart, context, vinho, { type: 'SET', value: 3 });
    changeQuantity(cart, context, arroz, { type: 'INC' });
    setGiftWrap(cart, context, vinho.idproduto, true);
    removeLine(cart, context, vinho.idproduto);
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 1 });
    await flushCartSave(cart, context);
    expect((await saves().at(-1)!.json()) as unknown).toEqual({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }] });
    const notice = told.find((n) => n.kind === 'lineRemoved');
    expect(notice).toMatchObject({ kind: 'lineRemoved', name: vinho.nome });
    if (notice?.kind === 'lineRemoved') notice.undo();
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 1, [vinho.idproduto]: 3 });
    expect(cart.lines.find((l) => l.product.idproduto === vinho.idproduto)?.giftWrap).toBe(true);
    await flushCartSave(cart, context);
    expect(mock.db.cart('c-maria', S).produtosSelecionados.map((i) => [i.idproduto, i.quantidade, i.embalarParaPresente])).toEqual(
      expect.arrayContaining([
        ['demo-arroz-1', 1, false],
        [vinho.idproduto, 3, true],
      ]),
    );
  });

  it('"Esvaziar carrinho": the cart resets and a client\'s is saved empty; a visitor\'s sends nothing', async () => {
    const { cart, context } = setup();
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await flushCartSave(cart, context);
    await clearCart(cart, context);
    expect(cart.lines).toEqual([]);
    expect(mock.db.cart('c-maria', S).produtosSelecionados).toEqual([]);
    const visitor = setup(null);
    changeQuantity(visitor.cart, visitor.context, product('demo-arroz-1'), { type: 'INC' });
    await flushCartSave(visitor.cart, visitor.context);
    const sent = saves().length;
    await clearCart(visitor.cart, visitor.context);
    expect(visitor.cart.lines).toEqual([]);
    expect(saves()).toHaveLength(sent);
    expect(visitor.told).toEqual([]);
  });

  it('spec 8: a failed load is the cart\'s error state; the lines stay, and a retry that works clears it', async () => {
    const { cart, context } = setup();
    vi.useRealTimers();
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await flushCartSave(cart, context);
    mock.useScenario('erro-500');
    await loadCart(cart, context);
    expect(cart.loadFailed).toBe(true);
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 1 });
    mock.useScenario('padrao');
    await loadCart(cart, context);
    expect(cart.loadFailed).toBe(false);
  });

  it('a save or a load still on its way when the cart is reset does not bring the old lines back', async () => {
    const { cart, context } = setup();
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    const saving = flushCartSave(cart, context);
    resetCart(cart);
    await saving;
    expect(cart.lines).toEqual([]);
    const loading = loadCart(cart, context);
    resetCart(cart);
    await loading;
    expect(cart.lines).toEqual([]);
    expect(cart.loadFailed).toBe(false);
  });

  it('a chosen service is part of its line: charged, saved, named by the platform, kept when a reply does not name it (issue 19)', async () => {
    const { cart, context } = setup();
    const vinho = mock.db.catalogueOf(S).produtos.find((p) => p.servicosAdicionais?.some((s) => s.id === 'taca'))!;
    changeQuantity(cart, context, vinho, { type: 'SET', value: 2 });
    setServices(cart, context, vinho.idproduto, ['taca', 'nao-oferecido']);
    expect(cart.lines[0]?.services).toEqual([{ id: 'taca', nome: 'Taça de cristal para presente', preco: 24.9 }]);
    expect(cartSummary(cart).totalCents).toBe(2 * Math.round(vinho.preco * 100) + 2 * 2490);
    await flushCartSave(cart, context);
    expect(await saves().at(-1)!.json()).toEqual({ cartItens: [{ idproduto: vinho.idproduto, quantidade: 2, embalarParaPresente: false, servicosSelecionados: [{ id: 'taca' }] }] });
    const saved = mock.db.cart('c-maria', S).produtosSelecionados[0]!;
    expect(saved).toMatchObject({ servicosSelecionados: [{ id: 'taca', preco: 24.9 }], total: Math.round((2 * vinho.preco + 2 * 24.9) * 100) / 100 });
    // A platform that answers without naming the services: the shopper's choice stays.
    await applyServerCart(cart, context, { ...mock.db.cart('c-maria', S), produtosSelecionados: [{ ...saved, servicosSelecionados: undefined }] });
    expect(cart.lines[0]?.services.map((s) => s.id)).toEqual(['taca']);
    setServices(cart, context, vinho.idproduto, []);
    expect(cartSummary(cart).totalCents).toBe(2 * Math.round(vinho.preco * 100));
  });

  it('a combo line keeps what the combo holds when a reply does not name its products (issue 19)', async () => {
    const { cart, context } = setup();
    const combo = mock.db.combosOf(S)[0]!;
    const id = combo.idcombopromocional_cabecalho;
    const contents = { id, products: combo.produtos.map(({ produto, quantidade }) => ({ idproduto: produto.idproduto, name: produto.nome, quantity: quantidade })) };
    changeQuantity(cart, context, { idproduto: id, sku: id, nome: combo.nome, preco: combo.preco, unidade: 'un', disponivel: true, idcategoria: '' }, { type: 'INC' }, contents);
    await flushCartSave(cart, context);
    const saved = mock.db.cart('c-maria', S).produtosSelecionados[0]!;
    expect(saved).toMatchObject({ idcombopromocional_cabecalho: id, quantidade: 1, total: combo.preco });
    expect(cart.lines[0]?.combo).toEqual(contents);
    // Products named by id only, or not at all: the names the line knew stay.
    const byId = saved.produtos!.map(({ idproduto, quantidade }) => ({ idproduto, quantidade }));
    await applyServerCart(cart, context, { ...mock.db.cart('c-maria', S), produtosSelecionados: [{ ...saved, produtos: byId }] });
    expect(cart.lines[0]?.combo).toEqual(contents);
    await applyServerCart(cart, context, { ...mock.db.cart('c-maria', S), produtosSelecionados: [{ ...saved, produtos: undefined }] });
    expect(cart.lines[0]?.combo).toEqual(contents);
  });

  it('resets to empty', () => {
    const { cart, context } = setup();
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    resetCart(cart);
    expect(cart.lines).toEqual([]);
    expect(cart.saving).toBe(false);
  });
});

/* Issue 10 faults: the network goes away in the middle of cart edits. */
describe('cart edits while the network is down', () => {
  it('keeps every edit, says so, and saves the latest cart once after the retry wait', async () => {
    const { cart, context, told } = setup();
    const arroz = product('demo-arroz-1');
    mock.useScenario('sem-conexao');
    changeQuantity(cart, context, arroz, { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.sync).toBe('offline'));
    // Not rolled back, and not the "could not save" error: the edit waits for the network.
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 1 });
    expect(told).toEqual([]);
    expect(cart.saving).toBe(false);

    changeQuantity(cart, context, arroz, { type: 'INC' });
    changeQuantity(cart, context, product('demo-arroz-2'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(saves()).toHaveLength(2));
    await vi.waitFor(() => expect(cart.saving).toBe(false));
    expect(cart.sync).toBe('offline');
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 2, 'demo-arroz-2': 1 });

    mock.useScenario('padrao');
    // The second loss doubled the wait (vi.waitFor moves the fake clock too: no exact instant here).
    await vi.advanceTimersByTimeAsync(CART_RESYNC_RETRY_MS);
    expect(saves()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(CART_RESYNC_RETRY_MS);
    await vi.waitFor(() => expect(cart.sync).toBe('resynced'));
    expect(saves()).toHaveLength(3);
    expect(await saves()[2]!.json()).toEqual({
      cartItens: expect.arrayContaining([
        { idproduto: 'demo-arroz-1', quantidade: 2, embalarParaPresente: false },
        { idproduto: 'demo-arroz-2', quantidade: 1, embalarParaPresente: false },
      ]) as unknown,
    });
    expect(mock.db.cart('c-maria', S).produtosSelecionados.map((i) => [i.idproduto, i.quantidade])).toEqual(
      expect.arrayContaining([
        ['demo-arroz-1', 2],
        ['demo-arroz-2', 1],
      ]),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves()).toHaveLength(3);
    // The next change leaves the "saved" message behind.
    changeQuantity(cart, context, arroz, { type: 'INC' });
    expect(cart.sync).toBeNull();
  });

  it('sends nothing while the browser is offline, then saves once on the online event', async () => {
    const online = { onLine: false };
    const target = new EventTarget();
    vi.stubGlobal('navigator', online);
    vi.stubGlobal('window', target);
    const { cart, context } = setup();
    const arroz = product('demo-arroz-1');
    changeQuantity(cart, context, arroz, { type: 'INC' });
    // Told at once, not a second later.
    expect(cart.sync).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    changeQuantity(cart, context, arroz, { type: 'INC' });
    changeQuantity(cart, context, arroz, { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000 + CART_RESYNC_RETRY_MS * 8);
    expect(saves()).toHaveLength(0);
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 3 });

    online.onLine = true;
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(cart.sync).toBe('resynced'));
    expect(saves()).toHaveLength(1);
    expect(await saves()[0]!.json()).toEqual({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 3, embalarParaPresente: false }] });
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves()).toHaveLength(1);
  });

  it('a cart reload or a submission flush sends the waiting edits instead of loading over them', async () => {
    const { cart, context } = setup();
    mock.useScenario('sem-conexao');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.sync).toBe('offline'));
    await loadCart(cart, context);
    expect(seen.filter((r) => r.method === 'GET' && r.url.includes('/cart'))).toHaveLength(0);
    expect(quantities(cart)).toEqual({ 'demo-arroz-1': 1 });
    mock.useScenario('padrao');
    await flushCartSave(cart, context);
    expect(cart.sync).toBe('resynced');
    expect(mock.db.cart('c-maria', S).produtosSelecionados.map((i) => [i.idproduto, i.quantidade])).toEqual([['demo-arroz-1', 1]]);
  });

  it('a server refusal is not taken for a lost network; a reset stops the waiting', async () => {
    const { cart, context, told } = setup();
    mock.useScenario('sem-conexao');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.sync).toBe('offline'));
    mock.useScenario('erro-500');
    await vi.advanceTimersByTimeAsync(CART_RESYNC_RETRY_MS);
    await vi.waitFor(() => expect(told).toEqual([{ kind: 'cartSaveFailed', text: 'Erro interno do servidor' }]));
    expect(cart.sync).toBeNull();

    mock.useScenario('sem-conexao');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.sync).toBe('offline'));
    resetCart(cart);
    expect(cart.sync).toBeNull();
    const before = saves().length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves()).toHaveLength(before);
  });
});
