import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { FailedAlert } from '@ui/FailedAlert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { Link } from '@ui/Link';
import { Page, PageHeader } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { useStores } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import type { SubscriptionState } from '@storefront/state/subscriptions';
import { useSubscriptionActions } from '@storefront/state/subscriptions';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { subscriptionsMessages } from '@storefront/components/SubscriptionsTab/messages';
import { SignIn } from './SignIn';
import { SubscriptionFacts } from './SubscriptionFacts';
import { SubscriptionProducts } from './SubscriptionProducts';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { subscriptionDetailsMessages } from './messages';

const messages = subscriptionDetailsMessages;
const shared = subscriptionsMessages;

/**
 * spec 2 "Order details and subscription details": one subscription (spec 7 `assinatura`) with its
 * products by name and quantity, type, next delivery and status; an active one may be cancelled after a
 * confirmation (`cancelarAssinatura`), a refusal says why with the server's text.
 */
export function SubscriptionDetailsScreen({ loaded }: { loaded: ClientPageData<SubscriptionState> }) {
  const intl = useIntl();
  const stores = useStores();
  const { loadSubscription, cancelSubscription } = useSubscriptionActions();
  const { id = '' } = useParams();
  const paths = useSupplierPaths();
  const session = useSnapshot(stores.session);
  // The loader's subscription; a retry and the cancellation act on it here.
  const store = usePageStore(loaded);
  const state = useSnapshot(store);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (!session.usuario) return <SignIn />;

  const back = (
    <Link href={paths.subscriptions()}>{intl.formatMessage(messages.back)}</Link>
  );
  const subscription = state.subscription;
  if (state.status === 'failed') {
    return (
      <Page measure="prose">
        <FailedAlert onRetry={() => void loadSubscription(store, id)}>
          {intl.formatMessage(messages.failed)}
        </FailedAlert>
        <div>{back}</div>
      </Page>
    );
  }
  if (state.status !== 'loaded' || !subscription) return <Skeleton lines={6} label={intl.formatMessage(messages.loading)} />;

  const tipo = state.types[subscription.idtipoassinatura];
  const label = tipo?.label ?? subscription.label;
  const status = subscription.ativa ? <Badge tone="success">{intl.formatMessage(shared.active)}</Badge> : <Badge>{intl.formatMessage(shared.cancelled)}</Badge>;

  return (
    <Page measure="prose">
      <PageHeader back={back} title={intl.formatMessage(messages.title, { label })} status={status} headingRef={heading} />
      {state.cancelled ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.cancelledNow)}
        </Alert>
      ) : null}
      {state.cancelFailure ? (
        <Alert tone="danger" live>
          {state.cancelFailure.text ?? intl.formatMessage(messages.cancelFailed)}
        </Alert>
      ) : null}
      <SubscriptionFacts subscription={subscription} tipo={tipo} label={label} />
      <SubscriptionProducts produtos={subscription.produtos} names={state.names} />
      {subscription.ativa ? (
        <div>
          <ConfirmDialog
            trigger={<Button variant="danger">{intl.formatMessage(messages.cancel)}</Button>}
            isOpen={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={intl.formatMessage(messages.confirmTitle)}
            cancelLabel={intl.formatMessage(messages.keep)}
            confirmLabel={intl.formatMessage(messages.confirm)}
            isPending={state.cancelling}
            onConfirm={(close) =>
              void cancelSubscription(store).then((cancelled) => {
                close();
                // The button that opened the dialog is gone with the cancellation: focus goes to the page's heading.
                if (cancelled) setTimeout(() => heading.current?.focus());
              })
            }
          >
            <p>{intl.formatMessage(messages.confirmText, { label })}</p>
          </ConfirmDialog>
        </div>
      ) : null}
    </Page>
  );
}

/** The route module: the subscription its loader brought. */
export function Component() {
  return <SubscriptionDetailsScreen loaded={useLoaderData<ClientPageData<SubscriptionState>>()} />;
}
