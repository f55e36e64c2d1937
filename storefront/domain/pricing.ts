import { toCents, toReais, type Cents } from './money';
import { fromMilli, quantityBounds, toMilli } from './quantity';
import type { Produto } from './types';

/** spec 5/3 supplier tag: the product multiple does not count towards the wholesale minimum. */
const TAG_DISABLE_PRODUCT_MULTIPLE = 'disable-product-multiple';

export type PriceRule = 'attendant' | 'progressive' | 'wholesale' | 'normal';

export interface UnitPrice {
  cents: Cents;
  rule: PriceRule;
}

type PricedProduct = Pick<
  Produto,
  'preco' | 'precoatendente' | 'precovendaatacado' | 'minvendaatacado' | 'multiploincremento' | 'efeitospoliticas' | 'granularidade'
>;

export interface PriceTierCents {
  threshold: number;
  cents: Cents;
}

/** Parsed tables by the API object they came from: a cart recompute reads each one many times (issue 5 budget). */
const parsedTiers = new WeakMap<Record<string, number>, readonly PriceTierCents[]>();

/** Progressive steps as (threshold in thousandths, price in cents), lowest threshold first. */
export function progressiveTiers(product: Pick<Produto, 'efeitospoliticas'>): readonly PriceTierCents[] {
  const map = product.efeitospoliticas?.descontoProgressivo;
  if (!map) return [];
  const cached = parsedTiers.get(map);
  if (cached) return cached;
  const tiers = Object.entries(map)
    .map(([threshold, price]) => ({ threshold: toMilli(Number(threshold.replace(',', '.'))), cents: toCents(price) }))
    .filter((tier) => tier.threshold > 0 && tier.cents > 0)
    .sort((a, b) => a.threshold - b.threshold);
  parsedTiers.set(map, tiers);
  return tiers;
}

/** spec 4: what one unit counts towards the wholesale minimum (multiploincremento, unless the tag turns it off). */
function productMultiple(product: PricedProduct, tags: readonly string[]): number {
  return tags.includes(TAG_DISABLE_PRODUCT_MULTIPLE) ? 1 : product.multiploincremento || 1;
}

/** spec 9: minvendaatacado has two decimals; in thousandths. */
function wholesaleMinimum(product: Pick<Produto, 'minvendaatacado'>): number {
  return toMilli(Math.round((product.minvendaatacado ?? 0) * 100) / 100);
}

/**
 * spec 4: the wholesale offer a product makes, shown on its card and page and applied by `unitPrice`: a price
 * above 0 and below its own, from a minimum above 0 (two decimals). None otherwise: a "wholesale" price at
 * or above the product's is no offer.
 */
export function wholesaleOffer(product: Pick<Produto, 'preco' | 'precovendaatacado' | 'minvendaatacado'>): { price: number; quantity: number } | undefined {
  const price = toCents(product.precovendaatacado);
  const minimum = wholesaleMinimum(product);
  return price > 0 && minimum > 0 && price < toCents(product.preco) ? { price: toReais(price), quantity: fromMilli(minimum) } : undefined;
}

function wholesaleApplies(product: PricedProduct, quantityMilli: number, tags: readonly string[]): boolean {
  return wholesaleOffer(product) !== undefined && Math.round(quantityMilli * productMultiple(product, tags)) >= wholesaleMinimum(product);
}

/** spec 3 `preconf`: the price shown struck through ("de"), when it is above the price; none otherwise. */
export function listPrice(product: Pick<Produto, 'preco' | 'preconf'>): number | undefined {
  return product.preconf && product.preconf > product.preco ? product.preconf : undefined;
}

/**
 * spec 4 "Unit price rule", in order: an attendant price above 0; else the progressive discount of the
 * highest threshold not above the quantity; else the wholesale price when the quantity (times
 * multiploincremento, unless disable-product-multiple) reaches minvendaatacado and it is lower; else the price.
 */
export function unitPrice(product: PricedProduct, quantity: number, tags: readonly string[] = []): UnitPrice {
  const attendant = toCents(product.precoatendente);
  if (attendant > 0) return { cents: attendant, rule: 'attendant' };
  const quantityMilli = toMilli(quantity);
  const tier = progressiveTiers(product).filter((t) => t.threshold <= quantityMilli).at(-1);
  if (tier) return { cents: tier.cents, rule: 'progressive' };
  if (wholesaleApplies(product, quantityMilli, tags)) return { cents: toCents(product.precovendaatacado), rule: 'wholesale' };
  return { cents: toCents(product.preco), rule: 'normal' };
}

/** Beyond the spec: the next cheaper price and how much more to buy for it ("Compre mais 8 un. e pague R$ 9,90 cada"). */
export interface CheaperTier {
  /** Message id in the catalogue: `cart.explain.buyMore`. */
  id: 'cart.explain.buyMore';
  moreQuantity: number;
  unitCents: Cents;
  rule: 'progressive' | 'wholesale';
}

/** The smallest extra quantity that lowers the unit price, or null (attendant price, or already the lowest). */
export function nextCheaperTier(product: PricedProduct, quantity: number, tags: readonly string[] = []): CheaperTier | null {
  const current = unitPrice(product, quantity, tags);
  if (current.rule === 'attendant') return null;
  const quantityMilli = toMilli(quantity);
  const candidates: { at: number; rule: 'progressive' | 'wholesale' }[] = progressiveTiers(product)
    .filter((t) => t.threshold > quantityMilli)
    .map((t) => ({ at: t.threshold, rule: 'progressive' }));
  const minimum = wholesaleMinimum(product);
  if (minimum > 0) {
    // The quantity that reaches the minimum once the product multiple is counted, up to a whole sales step.
    const { step } = quantityBounds(product);
    const at = Math.ceil(Math.ceil(minimum / productMultiple(product, tags)) / step) * step;
    if (at > quantityMilli) candidates.push({ at, rule: 'wholesale' });
  }
  const cheaper = candidates
    .sort((a, b) => a.at - b.at)
    .map((c) => ({ ...c, price: unitPrice(product, fromMilli(c.at), tags) }))
    .find((c) => c.price.cents < current.cents);
  if (!cheaper) return null;
  return { id: 'cart.explain.buyMore', moreQuantity: fromMilli(cheaper.at - quantityMilli), unitCents: cheaper.price.cents, rule: cheaper.rule };
}
