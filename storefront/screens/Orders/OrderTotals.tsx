import { useIntl } from 'react-intl';
import { Price } from '@ui/Price';
import { orderTotals } from '@storefront/domain/orderList';
import type { PedidoDetalhe } from '@storefront/state/orders';
import { Section, Totals } from './layout';
import { ordersMessages as messages } from './messages';

/** Items, delivery fee, coupon discount and total. */
export function OrderTotals({ order }: { order: PedidoDetalhe }) {
  const intl = useIntl();
  const totals = orderTotals({ ...order, desconto: order.dadospedido?.valorDesconto });
  const cupom = order.dadospedido?.cupom;
  return (
    <Section aria-labelledby="resumo">
      <h2 id="resumo">{intl.formatMessage(messages.summary)}</h2>
      <Totals>
        <dt>{intl.formatMessage(messages.subtotal)}</dt>
        <dd>
          <Price value={totals.subtotal} size="sm" />
        </dd>
        {order.tipoEntrega === 'DELIVERY' ? (
          <>
            <dt>{intl.formatMessage(messages.deliveryFee)}</dt>
            <dd>{totals.deliveryFee > 0 ? <Price value={totals.deliveryFee} size="sm" /> : intl.formatMessage(messages.free)}</dd>
          </>
        ) : null}
        {totals.discount > 0 || cupom ? (
          <>
            <dt>{cupom ? intl.formatMessage(messages.coupon, { cupom }) : intl.formatMessage(messages.discount)}</dt>
            <dd>{intl.formatMessage(messages.minus, { value: intl.formatNumber(totals.discount, { style: 'currency', currency: 'BRL' }) })}</dd>
          </>
        ) : null}
        <dt className="total">{intl.formatMessage(messages.total)}</dt>
        <dd className="total">
          <Price value={totals.total} />
        </dd>
      </Totals>
    </Section>
  );
}
