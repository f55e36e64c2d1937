import { useId, useRef } from 'react';
import { focusVisible, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { onDemand, useHandover } from '../onDemand';
import type { SelectProps } from '../Select';
// The look alone, not the index: the plain trigger must not fetch react-aria's select.
import { descriptionLook, errorLook, triggerLook } from '../Select/triggerLook';

/** react-aria's select, its list, popover and collections: the first page does without them. */
const loadSelect = onDemand(async () => (await import('../Select')).Select);

const Root = styled('div', { display: 'grid', gap: '$1', minWidth: 0 });
const Label = styled('span', { fontWeight: '$medium' });
const Trigger = styled('button', {
  ...triggerLook,
  [focusVisible]: { focusRing: 'outside' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
});
const Description = styled('span', descriptionLook);
const ErrorText = styled('span', errorLook);
const Placeholder = styled('span', { color: '$textMuted' });

type LazySelectProps = Omit<SelectProps, 'takeFocus' | 'openAtOnce'>;

/**
 * Select as the first page can afford it: its trigger in plain HTML, showing the choice, until the
 * shopper reaches for it (pointer over it, focus); then react-aria's select takes its place with the
 * focus. A press made before it has come, or still held when it comes, opens its list as it comes.
 */
export function LazySelect(props: LazySelectProps) {
  const { label, options, selectedKey, defaultSelectedKey, placeholder, description, errorMessage, isInvalid = false, isDisabled = false } = props;
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const [full, engage] = useHandover(loadSelect, () =>
    trigger.current ? { takeFocus: document.activeElement === trigger.current, openAtOnce: pressed.current } : undefined,
  );
  if (full) return <full.Full {...props} {...full.handover} />;
  const chosen = options.find((option) => option.id === (selectedKey ?? defaultSelectedKey));
  const showsError = isInvalid && Boolean(errorMessage);
  const describedBy = [description ? `${id}-description` : '', showsError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Root>
      <Label id={`${id}-label`}>{label}</Label>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-invalid={isInvalid || undefined}
        disabled={isDisabled}
        onPointerEnter={engage}
        onFocus={engage}
        // A press begun here counts even when react-aria's select takes this button's place before the
        // pointer lifts: no click comes then (the pointer goes down and up on two buttons).
        onPointerDown={(event) => {
          if (event.button === 0) pressed.current = true;
        }}
        // The browser took the gesture (a scroll): no press.
        onPointerCancel={() => {
          pressed.current = false;
        }}
        onClick={() => {
          pressed.current = true;
          engage();
        }}
      >
        {chosen ? <span id={`${id}-value`}>{chosen.label}</span> : <Placeholder id={`${id}-value`}>{placeholder}</Placeholder>}
        <Icon name="chevronDown" />
      </Trigger>
      {description ? <Description id={`${id}-description`}>{description}</Description> : null}
      {showsError ? <ErrorText id={`${id}-error`}>{errorMessage}</ErrorText> : null}
    </Root>
  );
}
