import { useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { SearchField } from '@ui/SearchField';
import { useAppServices } from '@storefront/state/context';
import {
  cancelSuggestions,
  catalogueSearchPath,
  chooseSuggestion,
  createSearchStore,
  productPath,
  typeSearch,
  type SearchContext,
} from '@storefront/state/search';

export const headerSearchMessages = defineMessages<{ label: NoMessageValues; placeholder: NoMessageValues }>({
  label: { id: 'shell.search.label', defaultMessage: 'Buscar produtos', description: 'Accessible name of the header search field' },
  placeholder: { id: 'shell.search.placeholder', defaultMessage: 'O que você procura?', description: 'Hint inside the empty header search field' },
});

export interface HeaderSearchProps {
  /** `/{segment}`: the supplier's pages sit under it. */
  supplierPath: string;
}

/**
 * The header search (spec 2 "search suggestions"): suggestions 1000 ms after the last keystroke, at
 * most 10; a suggestion opens its product, Enter opens the catalogue searching the text.
 * Loaded lazily by the shell: the combobox stays out of the first page's JavaScript.
 */
export function HeaderSearch({ supplierPath }: HeaderSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [address] = useSearchParams();
  const { stores, api } = useAppServices();
  // A catalogue search opened from a link shows its text.
  const [search] = useState(() => createSearchStore(address.get('q') ?? ''));
  // Synchronous: the field's text is controlled, and react-aria compares it with what it just wrote.
  const snapshot = useSnapshot(search, { sync: true });
  const context = useMemo<SearchContext>(
    () => ({ api, idfornecedor: () => stores.supplier.fornecedor?.idfornecedor, idcliente: () => stores.session.usuario?.idcliente }),
    [api, stores],
  );
  useEffect(() => () => cancelSuggestions(search), [search]);

  return (
    <SearchField
      label={intl.formatMessage(headerSearchMessages.label)}
      hideLabel
      placeholder={intl.formatMessage(headerSearchMessages.placeholder)}
      query={snapshot.query}
      onQueryChange={(text) => typeSearch(search, context, text)}
      suggestions={snapshot.suggestions.map((s) => ({ id: s.idproduto, label: s.nome }))}
      isLoading={snapshot.status === 'loading'}
      onSuggestion={(idproduto) => {
        chooseSuggestion(search, idproduto);
        void navigate(productPath(supplierPath, idproduto));
      }}
      onSubmit={(text) => {
        cancelSuggestions(search);
        void navigate(catalogueSearchPath(supplierPath, text));
      }}
    />
  );
}
