import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { Page, PageHeader } from '@ui/Page';
import { Tabs } from '@ui/Tabs';
import { styled } from '@themes/stitches.config';
import { supplierHas } from '@storefront/domain/gates';
import { useStores } from '@storefront/state/context';
import type { OrdersState } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import type { ClientPageData } from '@storefront/state/pageData';
import { createSubscriptionsStore, useSubscriptionActions } from '@storefront/state/subscriptions';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { SubscriptionsTab } from '@storefront/components/SubscriptionsTab/SubscriptionsTab';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { ordersMessages as messages } from './messages';
import { OrderList } from './OrderList';

/** A tab's content, a little clear of the tab row above it and of the page's end. */
const Panel = styled('div', { display: 'grid', gap: '$4', paddingBlock: '$4' });

/**
 * spec 2 "Order list": the client's orders and quotes (6 first, then 10 more per "Carregar mais", spec 9;
 * sort by), a tab for subscriptions (with the supplier's subscriptions module, spec 5), and for a visitor
 * the way in.
 */
export function OrdersScreen({ loaded }: { loaded: ClientPageData<OrdersState> }) {
  const intl = useIntl();
  const stores = useStores();
  const { loadSubscriptions } = useSubscriptionActions();
  const { showOrderKind } = useOrderActions();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  // The loader's list; "Carregar mais", the tabs and the sort add to it.
  const store = usePageStore(loaded);
  const [tab, setTab] = useState<string>('pedidos');
  // The client's subscriptions, asked when their tab is first shown: another client (her loader's data
  // again) starts a fresh list, asked at once if the tab is open. The tab she chose stays chosen.
  const subscriptionList = useMemo(() => (loaded.idcliente === null ? null : createSubscriptionsStore()), [loaded.idcliente]);
  useEffect(() => {
    if (tab === 'assinaturas' && subscriptionList?.status === 'idle') void loadSubscriptions(subscriptionList);
  }, [tab, subscriptionList, loadSubscriptions]);

  if (!session.usuario) {
    return (
      <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }

  const subscriptions = supplierHas(fornecedor, 'subscriptions');
  return (
    <Page>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Tabs
        label={intl.formatMessage(subscriptions ? messages.tabs : messages.tabsWithoutSubscriptions)}
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(String(key));
          if (key === 'pedidos' || key === 'orcamentos') void showOrderKind(store, key);
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
