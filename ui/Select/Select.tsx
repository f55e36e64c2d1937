import type { Key } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';

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
}

const Root = styled(AriaSelect, {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '& [slot="description"]': { fontSize: '$sm', color: '$textMuted' },
  '& [slot="errorMessage"]': { fontSize: '$sm', color: '$danger', fontWeight: '$medium' },
});

const FieldLabel = styled(Label, { fontWeight: '$medium' });

const Trigger = styled(Button, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  minHeight: '$targetComfortable',
  paddingInline: '$3',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  color: '$text',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  '&[data-focus-visible]': { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '[data-invalid] &': { borderColor: '$danger' },
  '& .react-aria-SelectValue[data-placeholder]': { color: '$textMuted' },
});

const Menu = styled(Popover, {
  minWidth: 'var(--trigger-width)',
  maxHeight: 'min(24rem, var(--visual-viewport-height))',
  overflowY: 'auto',
  padding: '$1',
  backgroundColor: '$background',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  boxShadow: '$md',
  outline: 'none',
});

const list = css({ outline: 'none' });

const Option = styled(ListBoxItem, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  minHeight: '$controlSm',
  padding: '$2 $3',
  borderRadius: '$sm',
  color: '$text',
  cursor: 'pointer',
  outline: 'none',
  '&[data-focused]': { backgroundColor: '$primarySubtle', color: '$primaryText' },
  '&[data-focus-visible]': { focusRing: 'inside' },
  '&[data-selected]': { fontWeight: '$bold' },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
});

/** One choice from a list too long for radios (sort order, store, state); typeahead and arrows included. */
export function Select({ label, options, placeholder, description, errorMessage, ...props }: SelectProps) {
  return (
    <Root {...props} placeholder={placeholder} disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}>
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        <SelectValue />
        <Icon name="chevronDown" />
      </Trigger>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
      <Menu>
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
      </Menu>
    </Root>
  );
}
