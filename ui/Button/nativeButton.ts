import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

/** The DOM props a kit button passes on: react-aria's Pressable and Focusable (a trigger's) merge theirs in here. */
export type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'style' | 'disabled' | 'type'> & {
  ref?: Ref<HTMLButtonElement>;
  /** What the button does, by click, Enter or Space. */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  isDisabled?: boolean;
  /** Reached by pointer only (a control the keyboard reaches another way). */
  excludeFromTabOrder?: boolean;
  /** A button, unless it submits its form. */
  type?: 'button' | 'submit' | 'reset';
};

/**
 * A native button's props from the kit's: `type="button"` unless asked, `onPress` after any merged click
 * handler. The browser gives Enter, Space, focus and the form's submit, so no press library ships with it.
 */
export function nativeButtonProps({ onPress, onClick, isDisabled = false, excludeFromTabOrder = false, type = 'button', tabIndex, ...rest }: NativeButtonProps) {
  return {
    ...rest,
    type,
    disabled: isDisabled,
    tabIndex: excludeFromTabOrder ? -1 : tabIndex,
    'data-disabled': isDisabled || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) onPress?.(event);
    },
  };
}
