import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Section } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { TextField } from '@ui/TextField';
import { Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import type { ShoppingListStore } from '@storefront/state/shoppingLists';
import { useShoppingListActions } from '@storefront/state/shoppingLists';
import { Line, Name } from './layout';
import { listsMessages as messages } from './messages';

const Search = styled('form', { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '$2', '& > div': { flex: '1 1 16rem' } });

/** Adds a catalogue product to her own list: a search, then "Adicionar" on the product wanted. */
export function AddToList({ store }: { store: ShoppingListStore }) {
  const intl = useIntl();
  const { searchProductsForList, addToList } = useShoppingListActions();
  const list = useSnapshot(store);
  const [text, setText] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void searchProductsForList(store, text);
  };
  const { search } = list;
  return (
    <Section title={intl.formatMessage(messages.addTitle)} titleId="adicionar-produto">
      <Search role="search" onSubmit={submit} aria-labelledby="adicionar-produto">
        <TextField label={intl.formatMessage(messages.searchLabel)} description={intl.formatMessage(messages.searchHint)} name="busca" value={text} onChange={setText} />
        <Button type="submit" variant="secondary" isPending={search.status === 'loading'}>
          {intl.formatMessage(messages.search)}
        </Button>
      </Search>
      {search.status === 'loading' ? <Skeleton lines={2} label={intl.formatMessage(messages.searching)} /> : null}
      {search.status === 'failed' ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.searchFailed)}
        </Alert>
      ) : null}
      {search.status === 'loaded' && search.results.length === 0 ? (
        <Alert tone="info" live>
          {intl.formatMessage(messages.noResults, { text: search.text })}
        </Alert>
      ) : null}
      {search.status === 'loaded' && search.results.length > 0 ? (
        <Stack as="ul" gap={2} aria-label={intl.formatMessage(messages.searchLabel)}>
          {search.results.map((product) => (
            <Line key={product.idproduto}>
              <Name>{product.nome}</Name>
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(messages.addName, { nome: product.nome })}
                isPending={list.busy === `add:${product.idproduto}`}
                onPress={() => void addToList(store, product.idproduto)}
              >
                {intl.formatMessage(messages.add)}
              </Button>
            </Line>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
