import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Link } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { styled } from '@themes/stitches.config';
import { useAppServices } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import { cancelSubscription, loadSubscription, type SubscriptionState } from '@storefront/state/subscriptions';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { dayOf, subscriptionsMessages } from '@storefront/components/SubscriptionsTab/messages';
import { SignIn } from './SignIn';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { subscriptionDetailsMessages } from './messages';

const messages = subscriptionDetailsMessages;
const shared = subscriptionsMessages;

const Page = styled('div', { display: 'grid', gap: '$5', maxWidth: '$prose', '& h1, & h2, & p': { margin: 0 }, '& h2': { fontSize: '$lg' } });
const Title = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3', '& h1': { outline: 'none' } });
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium' },
});
const Section = styled('section', { display: 'grid', gap: '$3' });
const List = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const Item = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '$2 $4',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  overflowWrap: 'anywhere',
});
const Muted = styled('span', { color: '$textMuted' });

/**
 * spec 2 "Order details and subscription details": one subscription (spec 7 `assinatura`) with its
 * products by name and quantity, type, next delivery and status; an active one may be cancelled after a
 * confirmation (`cancelarAssinatura`), a refusal says why with the server's text.
 */
export function SubscriptionDetailsScreen({ loaded }: { loaded: ClientPageData<SubscriptionState> }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
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
      <Page>
        <FailedAlert retryLabel={intl.formatMessage(shared.retry)} onRetry={() => void loadSubscription(store, stores, api, id)}>
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
    <Page>
      <div>{back}</div>
      <Title>
        <h1 ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.title, { label })}
        </h1>
        {status}
      </Title>
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
      <Facts>
        <dt>{intl.formatMessage(messages.type)}</dt>
        <dd>{tipo ? intl.formatMessage(messages.typeEvery, { label, every: intl.formatMessage(shared.every, { dias: tipo.dias }) }) : label}</dd>
        <dt>{intl.formatMessage(messages.nextDelivery)}</dt>
        <dd>{subscription.ativa ? intl.formatDate(dayOf(subscription.proximaEntrega), { dateStyle: 'long' }) : intl.formatMessage(shared.noNextDelivery)}</dd>
        <dt>{intl.formatMessage(messages.status)}</dt>
        <dd>{subscription.ativa ? intl.formatMessage(shared.active) : intl.formatMessage(shared.cancelled)}</dd>
      </Facts>
      <Section aria-labelledby="assinatura-produtos">
        <h2 id="assinatura-produtos">{intl.formatMessage(messages.products)}</h2>
        <List aria-labelledby="assinatura-produtos">
          {subscription.produtos.map((p) => (
            <Item key={p.idproduto}>
              <span>{state.names[p.idproduto] ?? intl.formatMessage(messages.unnamed, { id: p.idproduto })}</span>
              <Muted>{intl.formatMessage(messages.quantity, { quantity: intl.formatNumber(p.quantidade, { maximumFractionDigits: 3 }) })}</Muted>
            </Item>
          ))}
        </List>
      </Section>
      {subscription.ativa ? (
        <div>
          <Dialog
            role="alertdialog"
            trigger={<Button variant="danger">{intl.formatMessage(messages.cancel)}</Button>}
            isOpen={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={intl.formatMessage(messages.confirmTitle)}
            actions={(close) => (
              <>
                <Button variant="secondary" onPress={close}>
                  {intl.formatMessage(messages.keep)}
                </Button>
                <Button variant="danger" isPending={state.cancelling} onPress={() =>
                    void cancelSubscription(store, api).then((cancelled) => {
                      close();
                      // The button that opened the dialog is gone with the cancellation: focus goes to the page's heading.
                      if (cancelled) setTimeout(() => heading.current?.focus());
                    })
                  }>
                  {intl.formatMessage(messages.confirm)}
                </Button>
              </>
            )}
          >
            <p>{intl.formatMessage(messages.confirmText, { label })}</p>
          </Dialog>
        </div>
      ) : null}
    </Page>
  );
}

/** The route module: the subscription its loader brought. */
export function Component() {
  return <SubscriptionDetailsScreen loaded={useLoaderData<ClientPageData<SubscriptionState>>()} />;
}
