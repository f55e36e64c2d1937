import { useIntl } from 'react-intl';
import { ProductCard } from '@ui/ProductCard';
import { listPrice, wholesaleOffer } from '@storefront/domain/pricing';
import { shownUnit } from '@storefront/domain/quantity';
import type { Snapshot } from 'valtio';
import type { ProductPageData } from '@storefront/state/productPage';
import { tiersOf } from '@storefront/components/CatalogueCard/CatalogueCard';
import { catalogueCouponPrice, couponPriceMessages, useCouponOnPrices } from '@storefront/components/CatalogueCard/couponPrices';

type Product = Snapshot<NonNullable<ProductPageData['produto']>>;

/**
 * The product's price with the coupon in force ("de" the price without it), its wholesale and progressive
 * hints, or why prices are hidden from this shopper (spec 3, 5): the catalogue card's parts, at the page's size.
 */
export function ProductPrice({ produto, showPrices, hiddenReason }: { produto: Product; showPrices: boolean; hiddenReason: string | undefined }) {
  const intl = useIntl();
  const coupon = useCouponOnPrices();
  if (!showPrices) return <ProductCard.Price size="lg" hiddenReason={hiddenReason ?? null} />;
  // spec 3 habilitar_visualizacao_desconto: the price with the coupon in force, "de" the price without it.
  const withCoupon = catalogueCouponPrice(coupon, produto);
  const unit = shownUnit(produto.unidade);
  return (
    <>
      <ProductCard.Price
        size="lg"
        value={withCoupon ?? produto.preco}
        oldValue={withCoupon === undefined ? listPrice(produto) : produto.preco}
        unit={unit}
        note={withCoupon !== undefined && coupon ? intl.formatMessage(couponPriceMessages.note, { code: coupon.codigocupom }) : undefined}
      />
      <ProductCard.Hints wholesale={wholesaleOffer(produto)} tiers={tiersOf(produto)} unit={unit} />
    </>
  );
}
