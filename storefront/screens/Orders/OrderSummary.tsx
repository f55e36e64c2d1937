import { useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '@ui/Badge';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { styled } from '@themes/stitches.config';
import { BRASILIA_TIME_ZONE } from '@storefront/domain/calendar';
import { isQuote, parseOrderDate } from '@storefront/domain/orderList';
import { statusMessageId, type OrderStatus } from '@storefront/domain/statuses';
import { domainMessages } from '@storefront/i18n/domainMessages';
import type { PedidoResumo } from '@storefront/state/orders';
import { EmittedBy } from '@storefront/components/EmittedBy/EmittedBy';
import { ordersMessages as messages } from './messages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  CANCELADO: 'danger',
  ENTREGUE: 'success',
  AGUARDANDOPAGAMENTO: 'warning',
  ORCAMENTO_NOVO: 'info',
  ORCAMENTO_PRECIFICADO: 'info',
};

/** The status of an order as a badge: words always, the tone only adds to them. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  const id = statusMessageId(status) as keyof typeof domainMessages;
  return <Badge tone={TONES[status] ?? 'brand'}>{intl.formatMessage(domainMessages[id])}</Badge>;
}

/** The order's date and time as a person reads it, in either format of spec 3. */
export function useOrderDate() {
  const intl = useIntl();
  return (order: Pick<PedidoResumo, 'data' | 'newformatdata'>) => {
    const date = parseOrderDate(order.data, order.newformatdata);
    return date ? intl.formatDate(date, { dateStyle: 'short', timeStyle: 'short', timeZone: BRASILIA_TIME_ZONE }) : intl.formatMessage(messages.noDate);
  };
}

const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  gap: '$2 $4',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  backgroundColor: '$background',
  '& h2': { margin: 0, fontSize: '$md' },
  '& p': { margin: 0 },
  '@sm': { gridTemplateColumns: '1fr auto' },
});
const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
const Facts = styled('div', { display: 'grid', gap: '$1', fontSize: '$sm', color: '$textMuted', minWidth: 0 });
const Side = styled('div', { display: 'grid', justifyItems: 'start', gap: '$2', '@sm': { justifyItems: 'end' } });

export interface OrderSummaryProps {
  order: PedidoResumo;
}

/** One order of the list: number, date, status, delivery type, total, who emitted it (spec 6) and the details link. */
export function OrderSummary({ order }: OrderSummaryProps) {
  const paths = useSupplierPaths();
  const intl = useIntl();
  const dateOf = useOrderDate();
  const title = intl.formatMessage(isQuote(order) ? messages.quoteNumber : messages.orderNumber, { numpedido: order.numpedido });
  const headingId = `pedido-${order.numpedido}`;
  return (
    <Item aria-labelledby={headingId}>
      <Facts>
        <Head>
          <h2 id={headingId}>{title}</h2>
          <OrderStatusBadge status={order.status} />
        </Head>
        <p>{intl.formatMessage(messages.placedOn, { date: dateOf(order) })}</p>
        <p>{intl.formatMessage(order.tipoEntrega === 'RETIRADA' ? messages.pickup : messages.delivery)}</p>
        {order.emitidoPor ? <EmittedBy emitter={order.emitidoPor} /> : null}
      </Facts>
      <Side>
        <Price value={order.totalpedido} />
        <Link href={paths.order(order.numpedido)} aria-label={intl.formatMessage(messages.detailsOf, { numpedido: order.numpedido })}>
          {intl.formatMessage(messages.details)}
        </Link>
      </Side>
    </Item>
  );
}
