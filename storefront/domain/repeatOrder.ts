import { toCents, type Cents } from './money';
import { unitPrice } from './pricing';
import { applyQuantityAction, fromMilli, quantityBounds, type QuantityReason } from './quantity';
import type { Produto } from './types';

/** One item of a past order (spec 7 `pedido`, `itens`): what was bought, how many, and at what unit price. */
export interface PastOrderItem {
  idproduto: string;
  nome: string;
  quantidade: number;
  precoUnitario: number;
}

/** The product as the platform sells it now; `disponivel: false` means it cannot be bought. */
export type CurrentProduct = Produto & { disponivel?: boolean };

/** Why an item of the order cannot go back into the cart. */
export type UnavailableReason = 'notSold' | 'outOfStock' | 'noValidQuantity';

interface UnavailableItem {
  status: 'unavailable';
  idproduto: string;
  nome: string;
  quantidade: number;
  reason: UnavailableReason;
}

interface AvailableItem<P extends CurrentProduct = CurrentProduct> {
  status: 'available';
  idproduto: string;
  nome: string;
  product: P;
  /** What the order had. */
  orderedQuantity: number;
  /** What goes into the cart, after the quantity rules of spec 4. */
  quantity: number;
  /** Why `quantity` differs from `orderedQuantity` (empty when it does not). */
  quantityReasons: QuantityReason[];
  /** The product's rules, for the explanation: the step, the smallest and the largest quantity allowed. */
  step: number;
  minimum: number;
  maximum: number | null;
  oldUnitCents: Cents;
  /** The unit price rule of spec 4 at the new quantity. */
  newUnitCents: Cents;
  price: 'up' | 'down' | 'same';
}

export type RepeatItem<P extends CurrentProduct = CurrentProduct> = UnavailableItem | AvailableItem<P>;

export interface RepeatComparison<P extends CurrentProduct = CurrentProduct> {
  items: RepeatItem<P>[];
  /** The items that go into the cart. */
  addable: AvailableItem<P>[];
  /** Some item changed price, quantity or cannot be bought: the dialog says what before adding. */
  hasChanges: boolean;
}

/** An item that goes back into the cart exactly as ordered, at the same unit price. */
function isUnchanged(item: RepeatItem): boolean {
  return item.status === 'available' && item.price === 'same' && item.quantityReasons.length === 0;
}

function compareItem<P extends CurrentProduct>(item: PastOrderItem, product: P | undefined, tags: readonly string[]): RepeatItem<P> {
  const base = { idproduto: item.idproduto, nome: product?.nome || item.nome, quantidade: item.quantidade };
  if (!product) return { status: 'unavailable', ...base, reason: 'notSold' };
  if (product.disponivel === false) return { status: 'unavailable', ...base, reason: 'outOfStock' };
  const { quantity, reasons } = applyQuantityAction(product, 0, { type: 'SET', value: item.quantidade });
  if (quantity === 0) return { status: 'unavailable', ...base, reason: 'noValidQuantity' };
  const bounds = quantityBounds(product);
  const oldUnitCents = toCents(item.precoUnitario);
  const newUnitCents = unitPrice(product, quantity, tags).cents;
  return {
    status: 'available',
    idproduto: base.idproduto,
    nome: base.nome,
    product,
    orderedQuantity: item.quantidade,
    quantity,
    quantityReasons: reasons,
    step: fromMilli(bounds.step),
    minimum: fromMilli(bounds.minAligned),
    maximum: Number.isFinite(bounds.maxAligned) ? fromMilli(bounds.maxAligned) : null,
    oldUnitCents,
    newUnitCents,
    price: newUnitCents > oldUnitCents ? 'up' : newUnitCents < oldUnitCents ? 'down' : 'same',
  };
}

/**
 * spec 2 "Repeat order", spec 4: each item of a past order against the product as sold now. A product
 * no longer sold, out of stock, or with no valid quantity is dropped with its reason; the others take
 * the quantity rules (minimum, granularity, maximum) and the unit price rule at that quantity, and say
 * whether the unit price went up or down since the order.
 */
export function compareRepeatOrder<P extends CurrentProduct>(
  items: readonly PastOrderItem[],
  products: ReadonlyMap<string, P>,
  tags: readonly string[] = [],
): RepeatComparison<P> {
  const compared = items.map((item) => compareItem(item, products.get(item.idproduto), tags));
  const addable = compared.filter((item): item is AvailableItem<P> => item.status === 'available');
  return { items: compared, addable, hasChanges: !compared.every(isUnchanged) };
}
