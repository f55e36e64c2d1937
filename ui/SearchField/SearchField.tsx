import { useContext, useEffect, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { ComboBox, ComboBoxStateContext, ListBox, ListBoxItem } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { css, styled } from '@themes/stitches.config';
import { IconButton } from '../IconButton';
import { PopoverSurface, popoverItem } from '../Popover';
import { searchFormMessages } from '../SearchForm';
import { FieldInput, FieldLabel } from '../Field';

const messages = defineMessages<{ loading: NoMessageValues; empty: { query: string } }>({
  loading: { id: 'ui.searchField.loading', defaultMessage: 'Buscando sugestões…', description: 'Shown while suggestions load' },
  empty: { id: 'ui.searchField.empty', defaultMessage: 'Nenhuma sugestão para “{query}”', description: 'No suggestion matches the typed text' },
});

export interface Suggestion {
  id: string;
  label: string;
}

export interface SearchFieldProps {
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Already debounced, ranked and capped by the caller (spec 9: 1000 ms, at most 10). */
  suggestions: readonly Suggestion[];
  onSuggestion: (id: string) => void;
  /** Enter or the search button with the typed text, when no suggestion is chosen. */
  onSubmit: (query: string) => void;
  isLoading?: boolean;
  placeholder?: string;
  /** In the header the field speaks for itself: the label is read, not shown (the placeholder hints). */
  hideLabel?: boolean;
  /** Takes the focus when it appears, the caret after the text: it replaces a plain field the shopper was in. */
  takeFocus?: boolean;
  /** Opens the list for the text it starts with: the shopper typed that text in the plain field it replaces. */
  openList?: boolean;
  /** With `takeFocus`: the replaced field's selection (or caret), so the next key replaces what was selected; the end of the text otherwise. */
  selection?: [number, number];
}

const Form = styled('form', { display: 'grid', gap: '$1', minWidth: 0 });
const Row = styled('div', { display: 'flex', gap: '$2', alignItems: 'center' });
const field = css({ display: 'grid', gap: '$1', flex: 1, minWidth: 0 });
const list = css({ outline: 'none' });
const Option = styled(ListBoxItem, popoverItem);
const Note = styled('div', { padding: '$2 $3', color: '$textMuted', fontSize: '$sm' });
const Match = styled('mark', { backgroundColor: 'transparent', color: 'inherit', fontWeight: '$bold' });

/** Splits `text` around the first case-insensitive occurrence of `query`, to bold what was typed. */
export function splitMatch(text: string, query: string): [string, string, string] {
  const q = query.trim().toLocaleLowerCase('pt-BR');
  const at = q ? text.toLocaleLowerCase('pt-BR').indexOf(q) : -1;
  if (at < 0) return [text, '', ''];
  return [text.slice(0, at), text.slice(at, at + q.length), text.slice(at + q.length)];
}

/** Opens the list as it appears, as typing the text would have (react-aria opens it on a change of text only). */
function OpenList({ query }: { query: string }) {
  const state = useContext(ComboBoxStateContext);
  // Once, as it appears: the shopper may close it afterwards.
  const first = useRef({ state, query });
  useEffect(() => {
    if (first.current.query.trim()) first.current.state?.open(null, 'input');
  }, []);
  return null;
}

/**
 * The catalogue search: a combobox whose suggestions come from the caller, the typed part in bold;
 * arrows pick a suggestion, Enter without one searches the text (a `search` landmark).
 */
export function SearchField({
  label,
  query,
  onQueryChange,
  suggestions,
  onSuggestion,
  onSubmit,
  isLoading = false,
  placeholder,
  hideLabel = false,
  takeFocus = false,
  openList = false,
  selection,
}: SearchFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  // In the commit that shows it: a key pressed right after lands here, not on the page.
  // Only as it appears: what it appeared with, kept.
  const appearing = useRef({ takeFocus, selection });
  useLayoutEffect(() => {
    const field = input.current;
    const { takeFocus: focusNow, selection: at } = appearing.current;
    if (!focusNow || !field) return;
    field.focus();
    const [start, end] = at ?? [field.value.length, field.value.length];
    field.setSelectionRange(start, end);
  }, []);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim()) onSubmit(query.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <ComboBox
        className={field()}
        inputValue={query}
        onInputChange={onQueryChange}
        items={suggestions}
        onChange={(key) => {
          if (key !== null) onSuggestion(String(key));
        }}
        allowsCustomValue
        // The "loading" or "no suggestion" note needs an open list; an erased field closes it.
        allowsEmptyCollection={query.trim() !== ''}
        menuTrigger="input"
      >
        {({ isOpen }) => (
          <>
            {openList ? <OpenList query={query} /> : null}
            <FieldLabel isHidden={hideLabel}>{label}</FieldLabel>
            <Row>
              <FieldInput
                ref={input}
                type="search"
                placeholder={placeholder}
                onKeyDown={(event) => {
                  // react-aria keeps Enter from submitting while the list is open (it may pick an option); with none
                  // picked, Enter still searches the typed text. `aria-expanded` is read before the list closes.
                  const input = event.currentTarget;
                  if (event.key === 'Enter' && input.getAttribute('aria-expanded') === 'true' && !input.getAttribute('aria-activedescendant')) {
                    input.form?.requestSubmit();
                  }
                }}
              />
              {/*
                A plain submit (the kit's native button takes no part in the combobox). While the suggestions
                are open react-aria hides the rest of the page, so it leaves the tab order then.
              */}
              <IconButton icon="search" label={intl.formatMessage(searchFormMessages.submit)} variant="primary" type="submit" excludeFromTabOrder={isOpen} />
            </Row>
            <PopoverSurface placement="bottom start">
              <ListBox<Suggestion>
                className={list()}
                // The bold part depends on the query, not only on the items: re-render rows when it changes.
                dependencies={[query]}
                renderEmptyState={() => <Note>{isLoading ? intl.formatMessage(messages.loading) : intl.formatMessage(messages.empty, { query })}</Note>}
              >
                {(item) => {
                  const [before, match, after] = splitMatch(item.label, query);
                  return (
                    <Option id={item.id} textValue={item.label}>
                      <span>
                        {before}
                        {match ? <Match>{match}</Match> : null}
                        {after}
                      </span>
                    </Option>
                  );
                }}
              </ListBox>
            </PopoverSurface>
          </>
        )}
      </ComboBox>
    </Form>
  );
}
