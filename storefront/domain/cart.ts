import { timesQuantity, toCents, type Cents } from './money';
import { unitPrice, type PriceRule } from './pricing';
import { toMilli } from './quantity';
import type { Produto } from './types';

/** A paid add-on service chosen with a product (spec 2 "additional-services modal"), charged per unit of it. */
export interface ChosenService {
  id: string;
  nome: string;
  preco: number;
}

/**
 * What one combo puts in the cart (spec 3 `idcombopromocional_cabecalho` with `produtos`): the line is
 * the combo at its own price, its products go under it and are not priced one by one.
 */
export interface ComboContents {
  id: string;
  products: readonly { idproduto: string; name: string; quantity: number }[];
}

/** A cart line: the product (or a combo) as the API sends it, its quantity and the services chosen with it (spec 3 "Cart", produtosSelecionados). */
export interface CartLine {
  product: Produto;
  quantity: number;
  services?: readonly ChosenService[];
  combo?: ComboContents;
}

/** A combo's products as spec 3 items carry them, and the kept cart too (`SavedCartItem.combo`). */
export function comboProducts(combo: ComboContents): { idproduto: string; quantidade: number }[] {
  return combo.products.map(({ idproduto, quantity }) => ({ idproduto, quantidade: quantity }));
}

/** A combo line's fields in a cart item or an order item (spec 3). */
export function comboItemFields(combo: ComboContents | undefined) {
  return combo ? { idcombopromocional_cabecalho: combo.id, produtos: comboProducts(combo) } : {};
}

export interface PricedLine extends CartLine {
  unitCents: Cents;
  rule: PriceRule;
  /** Unit price x quantity, rounded half up to the cent. */
  itemsCents: Cents;
  /** Gift wrapping: preco_embalagem x quantity when embalarParaPresente. */
  packagingCents: Cents;
  /** The chosen services: each one's price x quantity (a glass per bottle). */
  servicesCents: Cents;
  totalCents: Cents;
}

export interface CartTotals {
  lines: PricedLine[];
  totalCents: Cents;
  /** Lines in the cart (the header badge). */
  lineCount: number;
  /** Sum of the quantities (3 decimals). */
  unitCount: number;
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** spec 4: the cart is sorted by name and lines with 0 are dropped. */
export function normalizeCart<T extends CartLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => toMilli(line.quantity) > 0).sort((a, b) => byName.compare(a.product.nome, b.product.nome));
}

/** One line priced by the unit price rule (spec 4). */
export function priceLine(line: CartLine, tags: readonly string[] = []): PricedLine {
  const quantityMilli = toMilli(line.quantity);
  const unit = unitPrice(line.product, line.quantity, tags);
  const itemsCents = timesQuantity(unit.cents, quantityMilli);
  const packagingCents = line.product.embalarParaPresente ? timesQuantity(toCents(line.product.preco_embalagem), quantityMilli) : 0;
  const servicesCents = (line.services ?? []).reduce((sum, service) => sum + timesQuantity(toCents(service.preco), quantityMilli), 0);
  // Fields named one by one: a spread here was most of a 500-line recompute's time.
  return {
    product: line.product,
    quantity: line.quantity,
    ...(line.services ? { services: line.services } : {}),
    ...(line.combo ? { combo: line.combo } : {}),
    unitCents: unit.cents,
    rule: unit.rule,
    itemsCents,
    packagingCents,
    servicesCents,
    totalCents: itemsCents + packagingCents + servicesCents,
  };
}

/**
 * spec 4: the total is unit price x quantity plus packaging x quantity for gift-wrapped lines; beyond the
 * spec, plus each chosen service's price x quantity (issue 19: a chosen service is charged with its line).
 */
export function cartTotals(lines: readonly CartLine[], tags: readonly string[] = []): CartTotals {
  const priced = normalizeCart(lines).map((line) => priceLine(line, tags));
  const unitMilli = priced.reduce((sum, line) => sum + toMilli(line.quantity), 0);
  return {
    lines: priced,
    totalCents: priced.reduce((sum, line) => sum + line.totalCents, 0),
    lineCount: priced.length,
    unitCount: unitMilli / 1000,
  };
}
