import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ProductCard, type PriceTier } from '@ui/ProductCard';
import type { Cupom } from '@storefront/domain/coupons';
import { toReais } from '@storefront/domain/money';
import { listPrice, progressiveTiers, wholesaleOffer } from '@storefront/domain/pricing';
import { fromMilli, shownUnit, type QuantityAction } from '@storefront/domain/quantity';
import type { Produto } from '@storefront/domain/types';
import { useStores } from '@storefront/state/context';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { usePriceGate } from '@storefront/components/page/usePriceGate';
import { catalogueCouponPrice, couponPriceMessages, useCouponOnPrices } from './couponPrices';

/** The domain's parsed tier table (comma thresholds read, broken rows dropped), in units and reais for the card. */
export const tiersOf = (p: Pick<Produto, 'efeitospoliticas'>): PriceTier[] =>
  progressiveTiers(p).map((tier) => ({ quantity: fromMilli(tier.threshold), price: toReais(tier.cents) }));

export interface CatalogueCardProps {
  product: Produto & { readonly imagem?: string; readonly disponivel: boolean; readonly unidade: string };
  href: string;
  quantity: number;
  isLocked: boolean;
  /** Why the price is hidden (spec 5), or undefined when prices show. */
  hiddenReason: string | undefined;
  /** The coupon in force that shows its price on products (`useCouponOnPrices`); ignored while the price is hidden. */
  coupon?: Cupom;
  /** spec 4: "Adicionar" and "+" are INC, "−" is DEC, typing is SET. */
  onQuantityChange: (idproduto: string, action: QuantityAction) => void;
  /** 2 in the catalogue's grid; 3 under a section's own heading (a carousel's title). */
  headingLevel?: 2 | 3;
  /** In the grid's first row: the photo is the page's largest paint, so it is not lazy. */
  isAboveFold?: boolean;
}

/**
 * One product of the grid. Memoised: a cart change re-renders the card whose quantity changed, not the
 * twenty beside it (the add-to-cart click paints its new total sooner).
 */
export const CatalogueCard = memo(function CatalogueCard({ product: p, href, quantity, isLocked, hiddenReason, coupon, onQuantityChange, headingLevel = 2, isAboveFold }: CatalogueCardProps) {
  const intl = useIntl();
  // spec 3 habilitar_visualizacao_desconto: "de" the price without the coupon "por" the price with it.
  const withCoupon = hiddenReason ? undefined : catalogueCouponPrice(coupon, p);
  return (
    <ProductCard
      headingLevel={headingLevel}
      href={href}
      name={p.nome}
      imageSrc={p.imagem}
      isAboveFold={isAboveFold}
      price={withCoupon ?? p.preco}
      oldPrice={withCoupon === undefined ? listPrice(p) : p.preco}
      priceNote={withCoupon !== undefined && coupon ? intl.formatMessage(couponPriceMessages.note, { code: coupon.codigocupom }) : undefined}
      unit={shownUnit(p.unidade)}
      wholesale={wholesaleOffer(p)}
      tiers={tiersOf(p)}
      hiddenPrice={hiddenReason ? { reason: hiddenReason } : undefined}
      isUnavailable={!p.disponivel}
      quantity={quantity}
      step={p.granularidade ?? 1}
      maxQuantity={p.maxporpedido}
      isLocked={isLocked}
      onQuantityChange={(action) => onQuantityChange(p.idproduto, action)}
    />
  );
});

/**
 * What every list of cards gives each card (the catalogue's grid, the shelves, a product's similar ones, the
 * cart's recommendations): its page, the cart's quantity and lock, why prices are hidden and the coupon on
 * prices. The list follows the cart; a memoised card re-renders only when its own props change.
 */
export function useCatalogueCards(onQuantityChange: CatalogueCardProps['onQuantityChange']) {
  const stores = useStores();
  const cart = useSnapshot(stores.cart);
  const { fornecedor } = useSnapshot(stores.supplier);
  const { hiddenReason } = usePriceGate(fornecedor?.tag ?? []);
  const coupon = useCouponOnPrices();
  const paths = useSupplierPaths();
  const quantities = new Map(cart.lines.map((l) => [l.product.idproduto, l.quantity]));
  return (product: CatalogueCardProps['product']) => ({
    product,
    href: paths.product(product.idproduto),
    quantity: quantities.get(product.idproduto) ?? 0,
    isLocked: cart.locked,
    hiddenReason,
    coupon,
    onQuantityChange,
  });
}
