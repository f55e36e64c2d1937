import { useIntl } from 'react-intl';
import type { Snapshot } from 'valtio';
import { DescriptionList } from '@ui/DescriptionList';
import type { SubscriptionState } from '@storefront/state/subscriptions';
import { subscriptionsMessages as shared } from '@storefront/components/SubscriptionsTab/messages';
import { useFormatDay } from '@storefront/i18n/formatDay';
import { subscriptionDetailsMessages as messages } from './messages';

type Loaded = Snapshot<SubscriptionState>;

interface SubscriptionFactsProps {
  subscription: NonNullable<Loaded['subscription']>;
  /** The subscription's type, when the supplier still lists it (it brings the interval). */
  tipo: Loaded['types'][string] | undefined;
  label: string;
}

/** The subscription's type and interval, its next delivery and its status. */
export function SubscriptionFacts({ subscription, tipo, label }: SubscriptionFactsProps) {
  const intl = useIntl();
  const formatDay = useFormatDay();
  return (
    <DescriptionList>
      <dt>{intl.formatMessage(messages.type)}</dt>
      <dd>{tipo ? intl.formatMessage(messages.typeEvery, { label, every: intl.formatMessage(shared.every, { dias: tipo.dias }) }) : label}</dd>
      <dt>{intl.formatMessage(messages.nextDelivery)}</dt>
      <dd>{subscription.ativa ? formatDay(subscription.proximaEntrega, { dateStyle: 'long' }) : intl.formatMessage(shared.noNextDelivery)}</dd>
      <dt>{intl.formatMessage(messages.status)}</dt>
      <dd>{subscription.ativa ? intl.formatMessage(shared.active) : intl.formatMessage(shared.cancelled)}</dd>
    </DescriptionList>
  );
}
