import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useSnapshot } from 'valtio';
import { couponOnPrices, couponPrice, type Cupom } from '@storefront/domain/coupons';
import { toCents, toReais } from '@storefront/domain/money';
import { useStores } from '@storefront/state/context';

export const couponPriceMessages = defineMessages<{ note: { code: string } }>({
  note: {
    id: 'coupon.priceNote',
    defaultMessage: 'Com o cupom {code}',
    description: 'Under a price lowered by the coupon in force (spec 3 habilitar_visualizacao_desconto): which coupon gives it; code is the coupon code',
  },
});

/**
 * spec 3 "Coupon" habilitar_visualizacao_desconto: the coupon in force (manual or automatic) whose price
 * the products show, or undefined. Callers show it only where prices are visible (spec 5). The same
 * object while its terms stay the same: every cart save replaces the cart's coupons, and the memoised
 * catalogue cards must not all re-render for that.
 */
export function useCouponOnPrices(): Cupom | undefined {
  const stores = useStores();
  const { coupons } = useSnapshot(stores.cart);
  const cupom = couponOnPrices(coupons);
  const terms = cupom ? JSON.stringify(cupom) : '';
  return useMemo(() => (terms ? (JSON.parse(terms) as Cupom) : undefined), [terms]);
}

/**
 * A catalogue product's price with the coupon, in reais: the card and the product page show the normal
 * price (spec 4 rule 4), so that is the price the coupon is taken off.
 */
export function catalogueCouponPrice(cupom: Cupom | undefined, product: { idproduto: string; preco: number }): number | undefined {
  const cents = couponPrice(cupom, { idproduto: product.idproduto, rule: 'normal', cents: toCents(product.preco) });
  return cents === undefined ? undefined : toReais(cents);
}
