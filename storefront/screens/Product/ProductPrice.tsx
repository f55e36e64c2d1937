import { useIntl } from 'react-intl';
import { Icon } from '@ui/Icon';
import { Price } from '@ui/Price';
import { styled } from '@themes/stitches.config';
import { listPrice, wholesaleOffer } from '@storefront/domain/pricing';
import { shownUnit } from '@storefront/domain/quantity';
import type { Snapshot } from 'valtio';
import type { ProductPageData } from '@storefront/state/productPage';
import { tiersOf } from '@storefront/components/CatalogueCard/CatalogueCard';
import { catalogueCouponPrice, couponPriceMessages, useCouponOnPrices } from '@storefront/components/CatalogueCard/couponPrices';
import { productScreenMessages as messages } from './messages';

const Hints = styled('ul', { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '$1', fontSize: '$sm', color: '$success', fontWeight: '$medium' });
const CouponNote = styled('p', { margin: 0, fontSize: '$sm', color: '$success', fontWeight: '$medium' });
const Hidden = styled('p', { margin: 0, display: 'flex', gap: '$2', alignItems: 'flex-start', color: '$textMuted' });

type Product = Snapshot<NonNullable<ProductPageData['produto']>>;

/**
 * The product's price with the coupon in force ("de" the price without it), its wholesale and progressive
 * hints, or why prices are hidden from this shopper (spec 3, 5).
 */
export function ProductPrice({ produto, showPrices, hiddenReason }: { produto: Product; showPrices: boolean; hiddenReason: string | undefined }) {
  const intl = useIntl();
  const coupon = useCouponOnPrices();
  if (!showPrices) {
    return (
      <Hidden>
        <Icon name="info" size="sm" />
        <span>{hiddenReason}</span>
      </Hidden>
    );
  }
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });
  const unitLabel = produto.unidade;
  // spec 3 habilitar_visualizacao_desconto: the price with the coupon in force, "de" the price without it.
  const withCoupon = catalogueCouponPrice(coupon, produto);
  const wholesale = wholesaleOffer(produto);
  const hints = [
    ...(wholesale ? [intl.formatMessage(messages.wholesale, { price: money(wholesale.price), quantity: intl.formatNumber(wholesale.quantity), unit: unitLabel })] : []),
    ...tiersOf(produto).map((tier) =>
      intl.formatMessage(messages.tier, { price: money(tier.price), quantity: intl.formatNumber(tier.quantity), unit: unitLabel }),
    ),
  ];
  return (
    <>
      <Price size="lg" value={withCoupon ?? produto.preco} oldValue={withCoupon === undefined ? listPrice(produto) : produto.preco} unit={shownUnit(produto.unidade)} />
      {withCoupon !== undefined && coupon ? <CouponNote>{intl.formatMessage(couponPriceMessages.note, { code: coupon.codigocupom })}</CouponNote> : null}
      {hints.length ? (
        <Hints>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </Hints>
      ) : null}
    </>
  );
}
