import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Badge } from '@ui/Badge';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Loaded } from '@ui/Loaded';
import { Skeleton } from '@ui/Skeleton';
import { Row, RowList } from '@ui/RowList';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { useStores } from '@storefront/state/context';
import type { SubscriptionsStore } from '@storefront/state/subscriptions';
import { useSubscriptionActions } from '@storefront/state/subscriptions';
import { useFormatDay } from '@storefront/i18n/formatDay';
import { subscriptionsMessages as messages } from './messages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Section = styled('section', { display: 'grid', gap: '$3', '& h2': { margin: 0, fontSize: '$lg' }, '& p': { margin: 0 } });
const What = styled('div', { display: 'grid', gap: '$1', minWidth: 0 });
const Label = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontWeight: '$medium' });

/**
 * spec 2 "Order list: a tab for subscriptions": the client's subscriptions (spec 7 `assinaturas`), active
 * first, each with its type, next delivery, status, products count and a link to its details.
 */
export function SubscriptionsTab({ store }: { store: SubscriptionsStore }) {
  const intl = useIntl();
  const formatDay = useFormatDay();
  const stores = useStores();
  const { loadSubscriptions } = useSubscriptionActions();
  const paths = useSupplierPaths();
  const session = useSnapshot(stores.session);
  const cart = useSnapshot(stores.cart);
  const list = useSnapshot(store);

  const content = () => {
    if (list.subscriptions.length === 0) {
      // spec 3: the supplier's recurrence message, when the cart has one, says what a subscription offers.
      return (
        <EmptyState title={intl.formatMessage(messages.empty)} icon="calendar" headingLevel={3}>
          {cart.subscription?.mensagem || intl.formatMessage(messages.emptyText)}
        </EmptyState>
      );
    }
    return (
      <RowList aria-labelledby="assinaturas-titulo">
        {list.subscriptions.map((s) => {
          const tipo = list.types[s.idtipoassinatura];
          const label = tipo?.label ?? s.label;
          const date = formatDay(s.proximaEntrega, { dateStyle: 'short' });
          return (
            <Row key={s.id}>
              <What>
                <Label>
                  {label}
                  {s.ativa ? <Badge tone="success">{intl.formatMessage(messages.active)}</Badge> : <Badge>{intl.formatMessage(messages.cancelled)}</Badge>}
                </Label>
                <Text tone="muted" size="sm">
                  {[
                    tipo ? intl.formatMessage(messages.every, { dias: tipo.dias }) : null,
                    s.ativa ? intl.formatMessage(messages.nextDelivery, { date }) : intl.formatMessage(messages.noNextDelivery),
                    intl.formatMessage(messages.products, { count: s.produtos.length }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </What>
              <Link appearance="button" href={paths.subscription(s.id)} aria-label={intl.formatMessage(messages.detailsName, { label, date })}>
                {intl.formatMessage(messages.details)}
              </Link>
            </Row>
          );
        })}
      </RowList>
    );
  };

  return (
    <Section aria-labelledby="assinaturas-titulo">
      <h2 id="assinaturas-titulo">{intl.formatMessage(messages.title)}</h2>
      {session.usuario ? (
        <Loaded
          status={list.status}
          failure={intl.formatMessage(messages.failed)}
          onRetry={() => void loadSubscriptions(store)}
          placeholder={<Skeleton lines={3} label={intl.formatMessage(messages.loading)} />}
        >
          {content}
        </Loaded>
      ) : (
        <p>{intl.formatMessage(messages.visitor)}</p>
      )}
    </Section>
  );
}
