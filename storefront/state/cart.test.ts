import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartSummary, changeQuantity, loadCart, resetCart, saveCart, type CartContext } from './cart';
import { createCartStore } from './cartStore';
import { defaultCookiePreferences } from './consent';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

function setup() {
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const context: CartContext = { api, idfornecedor: () => S, idcliente: () => 'c-maria', tags: () => [] };
  return { cart: createCartStore(), context };
}

const product = (id: string): ProdutoCatalogo => {
  const found = mock.db.productOf(S, id);
  if (!found) throw new TypeError(`no product ${id}`);
  return found;
};
const saves = () => seen.filter((r) => r.method === 'POST' && r.url.includes('/cart'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
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
    const { cart, context } = setup();
    mock.useScenario('sessao-expirada');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.notice).toEqual({ kind: 'saveFailed', text: 'Sessão expirada, efetue login novamente' }));
    expect(cart.lines).toHaveLength(1);
  });

  it('warns on an empty reply and keeps the lines', async () => {
    const { cart, context } = setup();
    mock.useScenario('carrinho-vazio');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.notice).toEqual({ kind: 'emptyReply' }));
    expect(cart.lines).toHaveLength(1);
  });

  it("shows the server's message from a save as a warning", async () => {
    const { cart, context } = setup();
    mock.useScenario('carrinho-mensagem');
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(cart.notice).toEqual({ kind: 'serverMessage', text: 'O preço de alguns produtos foi atualizado.' }));
  });

  it('a locked cart (Negociação em andamento) cannot be changed', async () => {
    const { cart, context } = setup();
    vi.useRealTimers();
    await saveCart(Object.assign(cart, { lines: [{ product: product('demo-arroz-1'), quantity: 2, embalarParaPresente: false }] }), context);
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

  it('resets to empty', () => {
    const { cart, context } = setup();
    changeQuantity(cart, context, product('demo-arroz-1'), { type: 'INC' });
    resetCart(cart);
    expect(cart.lines).toEqual([]);
    expect(cart.saving).toBe(false);
  });
});
