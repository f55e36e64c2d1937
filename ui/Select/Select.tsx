import { useContext, useEffect, useLayoutEffect, useRef, type Key } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  Text,
} from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { PopoverSurface, popoverItem } from '../Popover';
import { descriptionLook, errorLook, triggerLook } from './triggerLook';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: Key | null) => void;
  /** Shown before a choice is made. */
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** In place of the plain select (LazySelect) the shopper was on: the trigger takes the focus as it appears. */
  takeFocus?: boolean;
  /** ...and the list opens: the shopper pressed the plain one. */
  openAtOnce?: boolean;
}

const Root = styled(AriaSelect, {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '& [slot="description"]': descriptionLook,
  '& [slot="errorMessage"]': errorLook,
});

const FieldLabel = styled(Label, { fontWeight: '$medium' });

const Trigger = styled(Button, {
  ...triggerLook,
  '&[data-focus-visible]': { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '[data-invalid] &': { borderColor: '$danger' },
  '& .react-aria-SelectValue[data-placeholder]': { color: '$textMuted' },
});

const list = css({ outline: 'none' });

const Option = styled(ListBoxItem, {
  ...popoverItem,
  justifyContent: 'space-between',
  '&[data-selected]': { fontWeight: '$bold' },
});

/** Opens the list once, as it appears, from the trigger that has the focus (which it gives back on closing). */
function OpenAtOnce() {
  const state = useContext(SelectStateContext);
  const opened = useRef(false);
  // react-aria builds the options after the first render, and opens no empty list: once they are there.
  const ready = (state?.collection.size ?? 0) > 0;
  useEffect(() => {
    if (opened.current || !ready) return;
    opened.current = true;
    state?.open();
  });
  return null;
}

/** One choice from a list too long for radios (sort order, store, state); typeahead and arrows included. */
export function Select({ label, options, placeholder, description, errorMessage, takeFocus = false, openAtOnce = false, ...props }: SelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // In the commit that shows it: a key pressed right after lands here, not on the page.
  const focusFirst = useRef(takeFocus || openAtOnce);
  useLayoutEffect(() => {
    if (focusFirst.current) trigger.current?.focus();
  }, []);
  return (
    <Root {...props} placeholder={placeholder} disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}>
      {openAtOnce ? <OpenAtOnce /> : null}
      <FieldLabel>{label}</FieldLabel>
      <Trigger ref={trigger}>
        <SelectValue />
        <Icon name="chevronDown" />
      </Trigger>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
      <PopoverSurface>
        <ListBox<SelectOption> className={list()} items={options}>
          {(option) => (
            <Option id={option.id} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? <Icon name="check" size="sm" /> : null}
                </>
              )}
            </Option>
          )}
        </ListBox>
      </PopoverSurface>
    </Root>
  );
}
