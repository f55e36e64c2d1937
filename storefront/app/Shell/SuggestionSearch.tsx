import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { SearchField } from '@ui/SearchField';
import { useAppServices } from '@storefront/state/context';
import {
  awaitSuggestions,
  cancelSuggestions,
  catalogueSearchPath,
  chooseSuggestion,
  createSearchStore,
  typeSearch,
  type SearchContext,
} from '@storefront/state/search';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

export interface SuggestionSearchProps {
  label: string;
  placeholder: string;
  /** The text already in the field it replaces (typed, or the catalogue's search from the address). */
  initialQuery: string;
  /** Whether the text was typed there: its suggestions are looked up at once. */
  isTyped: boolean;
  /** The field it replaces had the focus. */
  takeFocus: boolean;
  /** Its selection (or caret) there. */
  selection?: [number, number];
}

/**
 * The header search with suggestions (spec 2 "search suggestions"): suggestions 1000 ms after the last
 * keystroke, at most 10; a suggestion opens its product, Enter opens the catalogue searching the text.
 * Its own chunk: HeaderSearch loads it when the shopper reaches for the plain field.
 */
export function SuggestionSearch({ label, placeholder, initialQuery, isTyped, takeFocus, selection }: SuggestionSearchProps) {
  const navigate = useNavigate();
  const paths = useSupplierPaths();
  const { stores, api } = useAppServices();
  const [search] = useState(() => createSearchStore(initialQuery));
  // Synchronous: the field's text is controlled, and react-aria compares it with what it just wrote.
  const snapshot = useSnapshot(search, { sync: true });
  const context = useMemo<SearchContext>(
    () => ({ api, idfornecedor: () => stores.supplier.fornecedor?.idfornecedor, idcliente: () => stores.session.usuario?.idcliente }),
    [api, stores],
  );
  // What was typed before this arrived gets its suggestions, as if typed here.
  useEffect(() => {
    if (isTyped) awaitSuggestions(search, context);
  }, [search, context, isTyped]);
  useEffect(() => () => cancelSuggestions(search), [search]);

  return (
    <SearchField
      label={label}
      hideLabel
      placeholder={placeholder}
      takeFocus={takeFocus}
      openList={takeFocus && isTyped}
      selection={selection}
      query={snapshot.query}
      onQueryChange={(text) => typeSearch(search, context, text)}
      suggestions={snapshot.suggestions.map((s) => ({ id: s.idproduto, label: s.nome }))}
      isLoading={snapshot.status === 'loading'}
      onSuggestion={(idproduto) => {
        chooseSuggestion(search, idproduto);
        void navigate(paths.product(idproduto));
      }}
      onSubmit={(text) => {
        cancelSuggestions(search);
        void navigate(catalogueSearchPath(paths, text));
      }}
    />
  );
}
