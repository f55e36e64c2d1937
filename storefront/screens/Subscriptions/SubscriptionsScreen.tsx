import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { styled } from '@themes/stitches.config';
import { useStores } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import type { SubscriptionsState } from '@storefront/state/subscriptions';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { subscriptionsMessages as messages } from '@storefront/components/SubscriptionsTab/messages';
import { SignIn } from './SignIn';
import { SubscriptionsTab } from '@storefront/components/SubscriptionsTab/SubscriptionsTab';

const Page = styled('div', { display: 'grid', gap: '$5', maxWidth: '$prose', '& h1': { margin: 0 } });

/** `/{supplier}/assinaturas`: the orders screen's subscriptions tab on a page of its own. */
export function SubscriptionsScreen({ loaded }: { loaded: ClientPageData<SubscriptionsState> }) {
  const intl = useIntl();
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const store = usePageStore(loaded);
  if (!session.usuario) return <SignIn />;
  return (
    <Page>
      <h1>{intl.formatMessage(messages.pageTitle)}</h1>
      <SubscriptionsTab store={store} />
    </Page>
  );
}

/** The route module: the subscriptions its loader brought. */
export function Component() {
  return <SubscriptionsScreen loaded={useLoaderData<ClientPageData<SubscriptionsState>>()} />;
}
