import { useIntl } from 'react-intl';
import type { Snapshot } from 'valtio';
import { Card } from '@ui/Card';
import { Link } from '@ui/Link';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { ShoppingList } from '@storefront/state/shoppingLists';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { listsMessages as messages } from './messages';

/** As many 16rem cards on a row as fit, one per row on a phone. */
const Grid = styled('ul', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The lists of one tab, each a card with its name (the way to it) and how many products it has. */
export function ListCards({ lists }: { lists: readonly Snapshot<ShoppingList>[] }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  return (
    <Grid>
      {lists.map((list) => (
        <Card key={list.id} as="li">
          <Card.Header>
            <h2>
              <Link href={paths.list(list.id)}>{list.nome}</Link>
            </h2>
          </Card.Header>
          <Card.Body>
            <Text tone="muted" size="sm">
              {intl.formatMessage(messages.productCount, { count: list.produtos.length })}
            </Text>
          </Card.Body>
        </Card>
      ))}
    </Grid>
  );
}
