import { defineMessages, useIntl } from 'react-intl';
import type { Cupom } from '@storefront/domain/coupons';

const couponMessages = defineMessages<{
  percent: { percent: number };
  value: { value: string };
}>({
  percent: { id: 'coupon.percent', defaultMessage: '{percent}% de desconto', description: 'What a percentage coupon gives' },
  value: { id: 'coupon.value', defaultMessage: '{value} de desconto', description: 'What a value coupon gives (in reais)' },
});

/** What a coupon gives, in words ("10% de desconto", "R$ 15,00 de desconto"). */
export function useCouponBenefit(): (cupom: Cupom) => string {
  const intl = useIntl();
  return (cupom) =>
    cupom.tipodesconto?.trim() === 'R$'
      ? intl.formatMessage(couponMessages.value, { value: intl.formatNumber(cupom.percentualDesconto, { style: 'currency', currency: 'BRL' }) })
      : intl.formatMessage(couponMessages.percent, { percent: cupom.percentualDesconto });
}
