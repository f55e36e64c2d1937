import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { Inline, Stack } from '@ui/Stack';
import { StatusSteps } from '@ui/StatusSteps';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { addressLine } from '@storefront/domain/address';
import { isQuote, orderProgress } from '@storefront/domain/orderList';
import { statusMessageId } from '@storefront/domain/statuses';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { useStores } from '@storefront/state/context';
import type { OrderDetailsState, OrderDetailsStore, PedidoDetalhe } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import type { ClientPageData } from '@storefront/state/pageData';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { EmittedBy } from '@storefront/components/EmittedBy/EmittedBy';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { Facts, Items, Section } from './layout';
import { ordersMessages as messages } from './messages';
import { OrderActions } from './OrderActions';
import { OrderPayment } from './OrderPayment';
import { OrderRating } from './OrderRating';
import { OrderStatusBadge, useOrderDate } from './OrderSummary';
import { OrderTotals } from './OrderTotals';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Page = styled('div', { display: 'grid', gap: '$5', '& h1, & h2, & p': { margin: 0 } });
const Columns = styled('div', { display: 'grid', gap: '$5', alignItems: 'start', '@lg': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } });

/** The details of one order once loaded. */
function OrderDetails({ store, order }: { store: OrderDetailsStore; order: PedidoDetalhe }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const dateOf = useOrderDate();
  const progress = orderProgress(order);
  const title = intl.formatMessage(isQuote(order) ? messages.quoteNumber : messages.orderNumber, { numpedido: order.numpedido });
  const place = order.tipoEntrega === 'RETIRADA' ? order.lojaRetira : order.enderecoentrega;
  return (
    <Page>
      <Link href={paths.orders()}>{intl.formatMessage(messages.back)}</Link>
      <Stack as="header" gap={2}>
        <Inline gap={3}>
          <h1>{title}</h1>
          <OrderStatusBadge status={order.status} />
        </Inline>
        <Text tone="muted" size="sm">
          {intl.formatMessage(messages.placedOn, { date: dateOf(order) })}
        </Text>
        {order.emitidoPor ? <EmittedBy emitter={order.emitidoPor} /> : null}
      </Stack>
      <Columns>
        <Stack gap={5}>
          <Section aria-labelledby="andamento">
            <h2 id="andamento">{intl.formatMessage(messages.progress)}</h2>
            <StatusSteps
              label={intl.formatMessage(messages.progress)}
              currentId={progress.currentId}
              isCancelled={progress.cancelled}
              isComplete={progress.steps.every((s) => s.state === 'done')}
              steps={progress.steps.map((s) => ({ id: s.status, label: intl.formatMessage(domainMessages[statusMessageId(s.status) as keyof typeof domainMessages]) }))}
            />
          </Section>
          <Section aria-labelledby="itens">
            <h2 id="itens">{intl.formatMessage(messages.items)}</h2>
            <Items aria-labelledby="itens">
              {order.itens.map((item, i) => (
                <li key={`${item.idproduto}-${i}`}>
                  <span>{item.nome}</span>
                  <strong>{intl.formatNumber(item.total, { style: 'currency', currency: 'BRL' })}</strong>
                  <Text tone="muted" size="sm">
                    {intl.formatMessage(messages.itemLine, {
                      quantidade: intl.formatNumber(item.quantidade, { maximumFractionDigits: 3 }),
                      preco: intl.formatNumber(item.precoUnitario, { style: 'currency', currency: 'BRL' }),
                    })}
                  </Text>
                </li>
              ))}
            </Items>
          </Section>
          <OrderRating store={store} />
        </Stack>
        <Stack gap={5}>
          <OrderTotals order={order} />
          <Section aria-labelledby="entrega">
            <h2 id="entrega">{intl.formatMessage(messages.deliveryTitle)}</h2>
            <Facts>
              <dt>{intl.formatMessage(messages.deliveryType)}</dt>
              <dd>{intl.formatMessage(order.tipoEntrega === 'RETIRADA' ? messages.pickup : messages.delivery)}</dd>
              {place ? (
                <>
                  <dt>{intl.formatMessage(order.tipoEntrega === 'RETIRADA' ? messages.pickupAt : messages.deliverTo)}</dt>
                  <dd>{'nome' in place ? intl.formatMessage(messages.store, { nome: place.nome, endereco: place.descricao_endereco_loja }) : addressLine(place, { withCep: true })}</dd>
                </>
              ) : null}
            </Facts>
            {place ? null : <Text tone="muted" size="sm">{intl.formatMessage(messages.noPlace)}</Text>}
          </Section>
          <OrderPayment store={store} />
          <OrderActions store={store} />
        </Stack>
      </Columns>
    </Page>
  );
}

/**
 * spec 2 "Order details": status steps (spec 4, delivery or pickup), delivery, items, totals with the
 * coupon, payment (changeable while open), 'Pedido emitido por', rating, DANFE, export and receipt.
 */
export function OrderDetailsScreen({ loaded }: { loaded: ClientPageData<OrderDetailsState> }) {
  const intl = useIntl();
  const stores = useStores();
  const { loadOrder } = useOrderActions();
  const { numpedido = '' } = useParams();
  const paths = useSupplierPaths();
  const session = useSnapshot(stores.session);
  // The loader's order; rating, downloads, the receipt and a new payment method act on it here.
  const store = usePageStore(loaded);
  const details = useSnapshot(store);

  if (!session.usuario) {
    return (
      <SignInRequired title={intl.formatMessage(messages.orderNumber, { numpedido })}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }
  if (details.status === 'failed') {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.orderFailed)}
        announce="alert"
        actions={
          <>
            <Button onPress={() => void loadOrder(store, numpedido)}>{intl.formatMessage(messages.retry)}</Button>
            <Link href={paths.orders()}>{intl.formatMessage(messages.back)}</Link>
          </>
        }
      >
        {details.failure?.text ? <p>{details.failure.text}</p> : null}
      </StatusPanel>
    );
  }
  if (details.status !== 'loaded' || !details.order) return <Skeleton lines={8} label={intl.formatMessage(messages.loadingOrder)} />;
  return <OrderDetails store={store} order={details.order as PedidoDetalhe} />;
}

/** The route module: the order its loader brought. */
export function Component() {
  return <OrderDetailsScreen loaded={useLoaderData<ClientPageData<OrderDetailsState>>()} />;
}
