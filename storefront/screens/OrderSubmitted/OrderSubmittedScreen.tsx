import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import { styled } from '@themes/stitches.config';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { orderSubmittedScreenMessages as messages } from './messages';

const Summary = styled('section', { display: 'grid', gap: '$2', textAlign: 'start' });
const Lines = styled('ul', { margin: 0, paddingInlineStart: '$5' });

/** spec 2 `/{supplier}/submissao/{numpedido}`: confirms the order just submitted, with its summary and PIX payment. */
export function OrderSubmittedScreen() {
  const intl = useIntl();
  const { numpedido } = useParams();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { lastOrder } = useSnapshot(stores.checkout);
  // Without a number in the address, the order just sent is the one the platform took without one.
  const order = lastOrder && (lastOrder.orderNumber ?? undefined) === numpedido ? lastOrder : null;
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'BRL' });
  return (
    <StatusPanel
      announce="status"
      title={intl.formatMessage(messages.title)}
      actions={
        <>
          {order?.pix ? <Button onPress={() => openPanel(stores.panels, 'pix')}>{intl.formatMessage(messages.payPix)}</Button> : null}
          {numpedido ? null : (
            <Link appearance="primary" href={paths.orders()}>
              {intl.formatMessage(messages.orders)}
            </Link>
          )}
          <Link appearance="button" href={paths.home}>
            {intl.formatMessage(messages.back)}
          </Link>
        </>
      }
    >
      {order?.successMessage ? <p>{order.successMessage}</p> : null}
      <p>{numpedido ? intl.formatMessage(messages.number, { numpedido }) : intl.formatMessage(messages.noNumber)}</p>
      {order ? (
        <Summary aria-labelledby="resumo-pedido">
          <h2 id="resumo-pedido">{intl.formatMessage(messages.summary)}</h2>
          <Lines>
            {order.items.map((item) => (
              <li key={item.name}>
                {intl.formatMessage(messages.item, { nome: item.name, quantity: intl.formatNumber(item.quantity, { maximumFractionDigits: 3 }), unit: item.unit })}
              </li>
            ))}
          </Lines>
          <p>{intl.formatMessage(order.deliveryType === 'RETIRADA' ? messages.pickup : messages.delivery)}</p>
          {order.payment ? <p>{intl.formatMessage(messages.payment, { method: order.payment.descricao })}</p> : null}
          {order.deliveryFee ? <p>{intl.formatMessage(messages.fee, { fee: money(order.deliveryFee) })}</p> : null}
          {order.total !== undefined ? (
            <p>
              <strong>{intl.formatMessage(messages.total, { total: money(order.total) })}</strong>
            </p>
          ) : null}
        </Summary>
      ) : null}
      {numpedido ? <p>{intl.formatMessage(messages.next)}</p> : null}
    </StatusPanel>
  );
}

export { OrderSubmittedScreen as Component };
