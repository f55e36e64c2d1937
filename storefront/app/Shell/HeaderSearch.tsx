import { memo, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { onDemand, useHandover } from '@ui/onDemand';
import { SearchForm } from '@ui/SearchForm';
import { catalogueSearchPath } from '@storefront/state/search';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import type { SuggestionSearchProps } from './SuggestionSearch';

const headerSearchMessages = defineMessages<{ label: NoMessageValues; placeholder: NoMessageValues }>({
  label: { id: 'shell.search.label', defaultMessage: 'Buscar produtos', description: 'Accessible name of the header search field' },
  placeholder: { id: 'shell.search.placeholder', defaultMessage: 'O que você procura?', description: 'Hint inside the empty header search field' },
});

/** The suggestions' code (react-aria's combobox and list). */
const loadSuggestionSearch = onDemand(async () => (await import('./SuggestionSearch')).SuggestionSearch);

/** What the plain field held when the suggestions took its place. */
type Handover = Pick<SuggestionSearchProps, 'initialQuery' | 'isTyped' | 'takeFocus' | 'selection'>;

/**
 * The header search, memoised: the header re-renders with the cart's count, the search has no part in it.
 * The page starts with a plain search form (no script needed: it searches the
 * catalogue); the suggestions' code comes when the shopper reaches for it (pointer over it, focus, a
 * key) and takes its place with what was typed, the focus and the caret kept: nothing typed is lost.
 */
export const HeaderSearch = memo(function HeaderSearch() {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const navigate = useNavigate();
  const [address] = useSearchParams();
  // A catalogue search opened from a link shows its text.
  const [linked] = useState(() => address.get('q') ?? '');
  const field = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage(headerSearchMessages.label);
  const placeholder = intl.formatMessage(headerSearchMessages.placeholder);

  const [full, engage] = useHandover(loadSuggestionSearch, (): Handover | undefined => {
    const input = field.current;
    if (!input) return undefined;
    const selection: [number, number] = [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length];
    return { initialQuery: input.value, isTyped: input.value !== linked, takeFocus: document.activeElement === input, selection };
  });

  if (full) return <full.Full label={label} placeholder={placeholder} {...full.handover} />;
  return (
    <SearchForm
      inputRef={field}
      label={label}
      hideLabel
      placeholder={placeholder}
      action={paths.catalogue()}
      name="q"
      defaultValue={linked}
      onEngage={engage}
      onSubmit={(text) => void navigate(catalogueSearchPath(paths, text))}
    />
  );
});
