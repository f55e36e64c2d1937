import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Loaded } from '@ui/Loaded';
import { RowList } from '@ui/RowList';
import { Select } from '@ui/Select';
import { Skeleton } from '@ui/Skeleton';
import { Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { isOrderSort, type OrderKind } from '@storefront/domain/orderList';
import { hasMoreOrders, sortOrdersBy, visibleOrders, type OrdersStore } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import { ordersMessages as messages } from './messages';
import { OrderSummary } from './OrderSummary';

/** The sort above the list; the select keeps a usable width whatever its choice. */
const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '$3', '& > div': { minWidth: '$logoWidth' } });

/** One tab of orders or quotes: its states (loading, failed, empty) and the list with sort and "Carregar mais". */
export function OrderList({ store, kind }: { store: OrdersStore; kind: OrderKind }) {
  const intl = useIntl();
  const { loadOrders, loadMoreOrders } = useOrderActions();
  const state = useSnapshot(store);

  const list = () => {
    const orders = visibleOrders(state);
    const quotes = kind === 'orcamentos';
    if (orders.length === 0 && !state.loadingMore) {
      return (
        <EmptyState title={intl.formatMessage(quotes ? messages.emptyQuotes : messages.emptyOrders)} icon="cart" headingLevel={2}>
          {intl.formatMessage(quotes ? messages.emptyQuotesText : messages.emptyOrdersText)}
        </EmptyState>
      );
    }
    const sorts = [
      { id: 'newest', label: intl.formatMessage(messages.sortNewest) },
      { id: 'oldest', label: intl.formatMessage(messages.sortOldest) },
      { id: 'highestTotal', label: intl.formatMessage(messages.sortHighestTotal) },
      { id: 'lowestTotal', label: intl.formatMessage(messages.sortLowestTotal) },
    ];
    return (
      <>
        <Toolbar>
          <Select
            label={intl.formatMessage(messages.sort)}
            options={sorts}
            selectedKey={state.sort}
            onSelectionChange={(key) => {
              if (isOrderSort(key)) sortOrdersBy(store, key);
            }}
          />
        </Toolbar>
        {orders.length ? (
          <RowList gap={3} aria-label={intl.formatMessage(quotes ? messages.listQuotes : messages.listOrders)}>
            {orders.map((order) => (
              <OrderSummary key={order.numpedido} order={order} />
            ))}
          </RowList>
        ) : (
          <Skeleton lines={3} label={intl.formatMessage(messages.loading)} />
        )}
        {state.moreFailed ? <Alert tone="danger">{intl.formatMessage(messages.moreFailed)}</Alert> : null}
        <Stack gap={2} align="center">
          <Text role="status" tone="muted" size="sm">
            {intl.formatMessage(messages.shown, { count: orders.length })}
          </Text>
          {hasMoreOrders(state) ? (
            <Button variant="secondary" isPending={state.loadingMore} onPress={() => void loadMoreOrders(store)}>
              {intl.formatMessage(messages.loadMore)}
            </Button>
          ) : null}
        </Stack>
      </>
    );
  };

  return (
    <Loaded
      status={state.status}
      failure={intl.formatMessage(messages.failed)}
      onRetry={() => void loadOrders(store)}
      placeholder={<Skeleton lines={6} label={intl.formatMessage(messages.loading)} />}
    >
      {list}
    </Loaded>
  );
}
