import { useIntl } from 'react-intl';
import type { Snapshot } from 'valtio';
import { Section } from '@ui/Page';
import { RowList } from '@ui/RowList';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { SubscriptionState } from '@storefront/state/subscriptions';
import { subscriptionDetailsMessages as messages } from './messages';

type Loaded = Snapshot<SubscriptionState>;

/** A bordered row: the name, then the quantity at the end, or under it when the name is long. */
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

interface SubscriptionProductsProps {
  produtos: NonNullable<Loaded['subscription']>['produtos'];
  /** Product names by id; a product the catalogue no longer has is named by its id. */
  names: Loaded['names'];
}

/** What each delivery of the subscription brings: the products by name and quantity. */
export function SubscriptionProducts({ produtos, names }: SubscriptionProductsProps) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(messages.products)} titleId="assinatura-produtos">
      <RowList aria-labelledby="assinatura-produtos">
        {produtos.map((p) => (
          <Item key={p.idproduto}>
            <span>{names[p.idproduto] ?? intl.formatMessage(messages.unnamed, { id: p.idproduto })}</span>
            <Text as="span" tone="muted">
              {intl.formatMessage(messages.quantity, { quantity: intl.formatNumber(p.quantidade, { maximumFractionDigits: 3 }) })}
            </Text>
          </Item>
        ))}
      </RowList>
    </Section>
  );
}
