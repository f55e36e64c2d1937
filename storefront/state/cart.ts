import type { ApiClient } from '@storefront/api/client';
import type { Carrinho, CartItem, ProdutoCatalogo } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { cartTotals, normalizeCart, type CartTotals } from '@storefront/domain/cart';
import { EMPTY_ID } from '@storefront/domain/identifiers';
import { applyQuantityAction, type QuantityAction } from '@storefront/domain/quantity';
import type { Produto } from '@storefront/domain/types';
import type { CartLineState, CartStore } from './cartStore';
import { CART_SAVE_DEBOUNCE_MS } from './constants';
import type { SupplierStore } from './supplier';

/** Who the cart belongs to and where it is priced; read at save time. */
export interface CartContext {
  api: ApiClient;
  idfornecedor: () => string | undefined;
  /** The signed-in client, or none for a visitor (the empty id of spec 9). */
  idcliente: () => string | undefined;
  tags: () => readonly string[];
  idformapagamento?: () => string | undefined;
}

/** The cart of the current supplier, for a visitor until accounts arrive (issue 8). */
export function cartContextFor(api: ApiClient, supplier: SupplierStore): CartContext {
  return { api, idfornecedor: () => supplier.fornecedor?.idfornecedor, idcliente: () => undefined, tags: () => supplier.fornecedor?.tag ?? [] };
}

/** spec 4: the totals the shopper sees, from the unit price rule (the server's answer replaces the lines). */
export function cartSummary(
  state: { readonly lines: readonly { readonly product: Produto; readonly quantity: number; readonly embalarParaPresente: boolean }[] },
  tags: readonly string[] = [],
): CartTotals {
  return cartTotals(
    state.lines.map((line) => ({ product: { ...line.product, embalarParaPresente: line.embalarParaPresente }, quantity: line.quantity })),
    tags,
  );
}

const timers = new WeakMap<CartStore, ReturnType<typeof setTimeout>>();

const items = (lines: readonly CartLineState[]): CartItem[] =>
  lines.map((l) => ({ idproduto: l.product.idproduto, idcadastroextraproduto: l.product.idcadastroextraproduto, quantidade: l.quantity, embalarParaPresente: l.embalarParaPresente }));

function applyReply(cart: CartStore, reply: Carrinho): void {
  cart.locked = reply.bloqueio_atendimento;
  cart.automaticCoupon = reply.codigoCupomAutomatico ?? null;
  if (reply.message) cart.notice = { kind: 'serverMessage', text: reply.message };
  // spec 4: a reply with items replaces the local ones (the server's prices and quantities win).
  cart.lines = normalizeCart(
    reply.produtosSelecionados.map(({ quantidade, ...product }) => ({
      product,
      quantity: quantidade,
      embalarParaPresente: Boolean(product.embalarParaPresente),
    })),
  );
}

/** spec 4 "Cart saving": saves now; the reply replaces the lines; a failure keeps the cart and says so. */
export async function saveCart(cart: CartStore, context: CartContext): Promise<void> {
  const idfornecedor = context.idfornecedor();
  if (!idfornecedor) return;
  const idcliente = context.idcliente() ?? EMPTY_ID;
  const sent = items(cart.lines);
  cart.saving = true;
  try {
    const reply = await context.api.call('salvarCarrinho', {
      params: { idcliente },
      query: { idfornecedor, canalVenda: 'WEB', idformapagamento: context.idformapagamento?.(), cupomAplicacaoAutomatica: true },
      body: { cartItens: sent },
    });
    // spec 8: an empty reply to a save with items warns and keeps what the shopper had.
    if (reply.produtosSelecionados.length === 0 && sent.length > 0) cart.notice = { kind: 'emptyReply' };
    else applyReply(cart, reply);
  } catch (error) {
    cart.notice = { kind: 'saveFailed', text: error instanceof ApiError ? error.serverMessage : undefined };
  } finally {
    cart.saving = timers.has(cart);
  }
}

function scheduleSave(cart: CartStore, context: CartContext): void {
  clearTimeout(timers.get(cart));
  cart.saving = true;
  timers.set(
    cart,
    setTimeout(() => {
      timers.delete(cart);
      void saveCart(cart, context);
    }, CART_SAVE_DEBOUNCE_MS),
  );
}

/**
 * spec 4 "Cart quantities", optimistic: the line and the total change at once with the domain's rules
 * (and the reason when the quantity differs from the ask); the save follows 1 s after the last change.
 * A locked cart changes nothing.
 */
export function changeQuantity(cart: CartStore, context: CartContext, product: ProdutoCatalogo, action: QuantityAction): number {
  const line = cart.lines.find((l) => l.product.idproduto === product.idproduto);
  if (cart.locked) return line?.quantity ?? 0;
  const result = applyQuantityAction(product, line?.quantity ?? 0, action);
  cart.reasons[product.idproduto] = result.reasons;
  if (line) line.quantity = result.quantity;
  else if (result.quantity > 0) cart.lines.push({ product, quantity: result.quantity, embalarParaPresente: false });
  cart.lines = normalizeCart(cart.lines);
  cart.notice = null;
  scheduleSave(cart, context);
  return result.quantity;
}

/** Gift wrapping for a line (spec 3 embalarParaPresente), saved like a quantity change. */
export function setGiftWrap(cart: CartStore, context: CartContext, idproduto: string, on: boolean): void {
  const line = cart.lines.find((l) => l.product.idproduto === idproduto);
  if (!line || cart.locked) return;
  line.embalarParaPresente = on;
  scheduleSave(cart, context);
}

/** spec 4: the cart is loaded from the server (after login, payment, delivery or address changes). */
export async function loadCart(cart: CartStore, context: CartContext): Promise<void> {
  const idfornecedor = context.idfornecedor();
  if (!idfornecedor) return;
  const reply = await context.api.call('carrinho', {
    params: { idcliente: context.idcliente() ?? EMPTY_ID },
    query: { idfornecedor, canalVenda: 'WEB', idformapagamento: context.idformapagamento?.() },
  });
  applyReply(cart, reply);
}

/** spec 4: logout, a finished submission or clearing the cart resets it. */
export function resetCart(cart: CartStore): void {
  clearTimeout(timers.get(cart));
  timers.delete(cart);
  Object.assign(cart, { lines: [], saving: false, notice: null, reasons: {}, locked: false, automaticCoupon: null });
}
