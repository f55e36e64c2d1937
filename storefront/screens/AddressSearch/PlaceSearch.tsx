import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Section } from '@ui/Page';
import { RowList } from '@ui/RowList';
import { Spinner } from '@ui/Spinner';
import { Text } from '@ui/Text';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import type { GeoPoint } from '@storefront/domain/address';
import { addressesOf, useAddressActions } from '@storefront/state/addresses';
import { useStores } from '@storefront/state/context';
import { addressSearchMessages as messages } from './messages';

/** The field takes the row and the button sits at its foot, level with the input whatever the hint's length. */
const SearchForm = styled('form', { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '$3', '& > :first-child': { flex: '1 1 auto' } });

/** The search by city, neighbourhood or street: the places found, each one a way to look it up. */
export function PlaceSearch({ onPick }: { onPick: (point: GeoPoint, label: string) => void }) {
  const intl = useIntl();
  const stores = useStores();
  const { searchPlaces } = useAddressActions();
  const book = addressesOf(stores);
  const { search } = useSnapshot(book);
  const [query, setQuery] = useState('');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void searchPlaces(book, query);
  };

  return (
    <Section title={intl.formatMessage(messages.searchHeading)} titleId="busca-endereco">
      <SearchForm role="search" onSubmit={submit} aria-labelledby="busca-endereco">
        <TextField label={intl.formatMessage(messages.searchField)} description={intl.formatMessage(messages.searchHint)} name="lugar" value={query} onChange={setQuery} />
        <Button type="submit" isPending={search.status === 'loading'}>
          {intl.formatMessage(messages.searchSubmit)}
        </Button>
      </SearchForm>
      <div aria-live="polite">
        {search.status === 'loading' ? <Spinner size="sm" label={intl.formatMessage(messages.searching)} showLabel /> : null}
        {search.status === 'failed' ? <Alert tone="danger">{intl.formatMessage(messages.searchFailed)}</Alert> : null}
        {search.status === 'loaded' && search.results.length === 0 ? <Text tone="muted">{intl.formatMessage(messages.noPlaces, { query: search.query })}</Text> : null}
      </div>
      {search.status === 'loaded' && search.results.length > 0 ? (
        <RowList aria-label={intl.formatMessage(messages.places)}>
          {search.results.map((place) => {
            const where = [place.bairro, `${place.cidade}/${place.uf}`].filter(Boolean).join(' · ');
            const label = place.tipo === 'CIDADE' ? `${place.nome}/${place.uf}` : `${place.nome} · ${where}`;
            return (
              <li key={`${place.tipo}-${place.nome}-${place.cidade}`}>
                <Button variant="ghost" onPress={() => onPick({ lat: place.lat, lng: place.lng }, label)}>
                  {label}
                </Button>
              </li>
            );
          })}
        </RowList>
      ) : null}
    </Section>
  );
}
