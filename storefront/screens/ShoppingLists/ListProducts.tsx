import { useIntl } from 'react-intl';
import type { Snapshot } from 'valtio';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Menu } from '@ui/Menu';
import { Price } from '@ui/Price';
import { Text } from '@ui/Text';
import { Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import { priceLine } from '@storefront/domain/cart';
import { toReais } from '@storefront/domain/money';
import type { ShoppingListState, ShoppingListStore } from '@storefront/state/shoppingLists';
import { useShoppingListActions } from '@storefront/state/shoppingLists';
import { Line, Name } from './layout';
import { listsMessages as messages } from './messages';

const Facts = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '$3', rowGap: '$1', color: '$textMuted', fontSize: '$sm' });
const Total = styled('p', { display: 'flex', justifyContent: 'space-between', gap: '$3', fontWeight: '$bold', padding: '0 $4' });

/** The list's products: name, quantity, unit price and subtotal, and the copy menu. */
export function ListProducts({ store, list, showPrices, tags }: { store: ShoppingListStore; list: Snapshot<ShoppingListState>; showPrices: boolean; tags: readonly string[] }) {
  const intl = useIntl();
  const { copyToList } = useShoppingListActions();
  if (list.items.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.noProducts)} icon="cart" headingLevel={3}>
        {list.list?.tipo === 'FROM_CLIENT' ? intl.formatMessage(messages.noProductsText) : null}
      </EmptyState>
    );
  }
  const priced = list.items.map((item) => ({ item, line: priceLine({ product: item.product, quantity: item.quantidade }, tags) }));
  const total = priced.reduce((sum, { line }) => sum + line.totalCents, 0);
  const brl = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });
  return (
    <>
      <Stack as="ul" gap={2} aria-labelledby="produtos-da-lista">
        {priced.map(({ item, line }) => (
          <Line key={item.product.idproduto}>
            <div>
              <Name>{item.product.nome}</Name>
              <Facts>
                <span>{intl.formatMessage(messages.quantity, { quantidade: item.quantidade, unidade: item.product.unidade })}</span>
                {showPrices ? (
                  <>
                    <span>{intl.formatMessage(messages.unitPrice, { price: brl(line.unitCents), unidade: item.product.unidade })}</span>
                    <span>{intl.formatMessage(messages.lineTotal, { price: brl(line.totalCents) })}</span>
                  </>
                ) : null}
              </Facts>
            </div>
            <Menu
              trigger={
                <Button size="sm" variant="secondary" aria-label={intl.formatMessage(messages.copyToName, { nome: item.product.nome })} isPending={list.busy === `copy:${item.product.idproduto}`}>
                  {intl.formatMessage(messages.copyTo)}
                </Button>
              }
              items={
                list.targets.length > 0
                  ? list.targets.map((target) => ({ id: target.id, label: target.nome }))
                  : [{ id: 'none', label: intl.formatMessage(messages.noTargets), isDisabled: true }]
              }
              onAction={(key) => void copyToList(store, item.product.idproduto, String(key))}
            />
          </Line>
        ))}
      </Stack>
      {showPrices ? (
        <>
          <Total>
            <span>{intl.formatMessage(messages.total)}</span>
            <Price value={toReais(total)} />
          </Total>
          <Text tone="muted" size="sm">{intl.formatMessage(messages.estimate)}</Text>
        </>
      ) : null}
    </>
  );
}
