import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Select } from '@ui/Select';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { Tabs } from '@ui/Tabs';
import { styled } from '@themes/stitches.config';
import { supplierHas } from '@storefront/domain/gates';
import { isOrderSort, type OrderKind } from '@storefront/domain/orderList';
import { useAppServices } from '@storefront/state/context';
import {
  hasMoreOrders,
  loadMoreOrders,
  loadOrders,
  showOrderKind,
  sortOrdersBy,
  visibleOrders,
  type OrdersState,
  type OrdersStore,
} from '@storefront/state/orders';
import type { ClientPageData } from '@storefront/state/pageData';
import { openPanel } from '@storefront/state/panels';
import { createSubscriptionsStore, loadSubscriptions } from '@storefront/state/subscriptions';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { SubscriptionsTab } from '@storefront/components/SubscriptionsTab/SubscriptionsTab';
import { ordersMessages as messages } from './messages';
import { OrderSummary } from './OrderSummary';

const Page = styled('div', { display: 'grid', gap: '$5', '& h1': { margin: 0 } });
const Panel = styled('div', { display: 'grid', gap: '$4', paddingBlock: '$4' });
const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '$3', '& > div': { minWidth: '$logoWidth' } });
const List = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const Footer = styled('div', { display: 'grid', justifyItems: 'center', gap: '$2', '& p': { margin: 0, color: '$textMuted', fontSize: '$sm' } });

/** One tab of orders or quotes: its states (loading, failed, empty) and the list with sort and "Carregar mais". */
function OrderList({ store, kind }: { store: OrdersStore; kind: OrderKind }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const state = useSnapshot(store);

  if (state.status === 'failed') {
    return (
      <FailedAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={() => void loadOrders(store, stores, api)}>
        {intl.formatMessage(messages.failed)}
      </FailedAlert>
    );
  }
  if (state.status !== 'loaded') return <Skeleton lines={6} label={intl.formatMessage(messages.loading)} />;
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
        <List aria-label={intl.formatMessage(quotes ? messages.listQuotes : messages.listOrders)}>
          {orders.map((order) => (
            <OrderSummary key={order.numpedido} order={order} />
          ))}
        </List>
      ) : (
        <Skeleton lines={3} label={intl.formatMessage(messages.loading)} />
      )}
      {state.moreFailed ? <Alert tone="danger">{intl.formatMessage(messages.moreFailed)}</Alert> : null}
      <Footer>
        <p role="status">{intl.formatMessage(messages.shown, { count: orders.length })}</p>
        {hasMoreOrders(state) ? (
          <Button variant="secondary" isPending={state.loadingMore} onPress={() => void loadMoreOrders(store, stores, api)}>
            {intl.formatMessage(messages.loadMore)}
          </Button>
        ) : null}
      </Footer>
    </>
  );
}

/**
 * spec 2 "Order list": the client's orders and quotes (6 first, then 10 more per "Carregar mais", spec 9;
 * sort by), a tab for subscriptions (with the supplier's subscriptions module, spec 5), and for a visitor
 * the way in.
 */
export function OrdersScreen({ loaded }: { loaded: ClientPageData<OrdersState> }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  // The loader's list; "Carregar mais", the tabs and the sort add to it.
  const store = usePageStore(loaded);
  const [tab, setTab] = useState<string>('pedidos');
  // The client's subscriptions, asked when their tab is first shown: another client (her loader's data
  // again) starts a fresh list, asked at once if the tab is open. The tab she chose stays chosen.
  const subscriptionList = useMemo(() => (loaded.idcliente === null ? null : createSubscriptionsStore()), [loaded.idcliente]);
  useEffect(() => {
    if (tab === 'assinaturas' && subscriptionList?.status === 'idle') void loadSubscriptions(subscriptionList, stores, api);
  }, [tab, subscriptionList, stores, api]);

  if (!session.usuario) {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.title)}
        actions={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}
      >
        <p>{intl.formatMessage(messages.visitor)}</p>
      </StatusPanel>
    );
  }

  const subscriptions = supplierHas(fornecedor, 'subscriptions');
  return (
    <Page>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <Tabs
        label={intl.formatMessage(subscriptions ? messages.tabs : messages.tabsWithoutSubscriptions)}
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(String(key));
          if (key === 'pedidos' || key === 'orcamentos') void showOrderKind(store, stores, api, key);
        }}
        items={[
          {
            id: 'pedidos',
            label: intl.formatMessage(messages.tabOrders),
            content: (
              <Panel>
                <OrderList store={store} kind="pedidos" />
              </Panel>
            ),
          },
          {
            id: 'orcamentos',
            label: intl.formatMessage(messages.tabQuotes),
            content: (
              <Panel>
                <OrderList store={store} kind="orcamentos" />
              </Panel>
            ),
          },
          ...(subscriptions
            ? [
                {
                  id: 'assinaturas',
                  label: intl.formatMessage(messages.tabSubscriptions),
                  content: (
                    <Panel>
                      {subscriptionList ? <SubscriptionsTab store={subscriptionList} /> : null}
                    </Panel>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Page>
  );
}

/** The route module: the list its loader brought. */
export function Component() {
  return <OrdersScreen loaded={useLoaderData<ClientPageData<OrdersState>>()} />;
}
