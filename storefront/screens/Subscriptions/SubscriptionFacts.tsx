import { useIntl } from 'react-intl';
import type { Snapshot } from 'valtio';
import { styled } from '@themes/stitches.config';
import type { SubscriptionState } from '@storefront/state/subscriptions';
import { dayOf, subscriptionsMessages as shared } from '@storefront/components/SubscriptionsTab/messages';
import { subscriptionDetailsMessages as messages } from './messages';

type Loaded = Snapshot<SubscriptionState>;

/** Terms in a narrow column, muted; their values beside them, a little heavier. */
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium' },
});

interface SubscriptionFactsProps {
  subscription: NonNullable<Loaded['subscription']>;
  /** The subscription's type, when the supplier still lists it (it brings the interval). */
  tipo: Loaded['types'][string] | undefined;
  label: string;
}

/** The subscription's type and interval, its next delivery and its status. */
export function SubscriptionFacts({ subscription, tipo, label }: SubscriptionFactsProps) {
  const intl = useIntl();
  return (
    <Facts>
      <dt>{intl.formatMessage(messages.type)}</dt>
      <dd>{tipo ? intl.formatMessage(messages.typeEvery, { label, every: intl.formatMessage(shared.every, { dias: tipo.dias }) }) : label}</dd>
      <dt>{intl.formatMessage(messages.nextDelivery)}</dt>
      <dd>{subscription.ativa ? intl.formatDate(dayOf(subscription.proximaEntrega), { dateStyle: 'long' }) : intl.formatMessage(shared.noNextDelivery)}</dd>
      <dt>{intl.formatMessage(messages.status)}</dt>
      <dd>{subscription.ativa ? intl.formatMessage(shared.active) : intl.formatMessage(shared.cancelled)}</dd>
    </Facts>
  );
}
