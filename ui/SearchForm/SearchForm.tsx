import { useId, type Ref, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { focusVisible, styled } from '@themes/stitches.config';
import { IconButton } from '../IconButton';
import { inputLook } from '../TextField/inputLook';

export const searchFormMessages = defineMessages<{ submit: NoMessageValues }>({
  submit: { id: 'ui.searchField.submit', defaultMessage: 'Buscar', description: 'Accessible name of the search button' },
});

export interface SearchFormProps {
  label: string;
  /** Where the form goes while no script runs: a GET with the text as `name`. */
  action: string;
  name: string;
  defaultValue?: string;
  placeholder?: string;
  /** The label is read, not shown (the placeholder hints), as in the header. */
  hideLabel?: boolean;
  /** Once scripts run: the trimmed text, instead of the browser's own submit (an empty one goes nowhere). */
  onSubmit?: (query: string) => void;
  /** The shopper reached for the field (pointer over it, focus, a key): the moment to load what replaces it. */
  onEngage?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const Form = styled('form', { display: 'flex', gap: '$2', alignItems: 'center', minWidth: 0 });
const Label = styled('label', { variants: { hidden: { true: { visuallyHidden: true } } } });
const Input = styled('input', {
  ...inputLook,
  flex: 1,
  '&:hover': { borderColor: '$text' },
  [focusVisible]: { focusRing: 'outside' },
});

/**
 * A search that is plain HTML: it searches with no script at all (a GET to `action`), and its markup
 * is the server's page as it is. It stands in for a richer search (SearchField's suggestions) until
 * the shopper reaches for it; `onEngage` says when.
 */
export function SearchForm({ label, action, name, defaultValue, placeholder, hideLabel = false, onSubmit, onEngage, inputRef }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(name);
    if (typeof text === 'string' && text.trim()) onSubmit(text.trim());
  };
  return (
    <Form role="search" action={action} method="get" onSubmit={submit}>
      <Label htmlFor={id} hidden={hideLabel}>
        {label}
      </Label>
      <Input
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        onFocus={onEngage}
        onPointerEnter={onEngage}
        onKeyDown={onEngage}
      />
      <IconButton icon="search" label={intl.formatMessage(searchFormMessages.submit)} variant="primary" type="submit" />
    </Form>
  );
}
