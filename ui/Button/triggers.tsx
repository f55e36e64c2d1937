import type { DOMAttributes, ReactElement } from 'react';
import { Focusable, Pressable } from 'react-aria-components';

/**
 * react-aria's wrappers type their child as a DOM element; the kit's Button and IconButton pass every DOM prop
 * and their ref on to their native `<button>`, which is all the wrappers need.
 */
type DomChild = ReactElement<DOMAttributes<Element>, string>;

/** Lets a react-aria trigger (Dialog, Menu, Popover) open from a kit Button: press, ARIA state and ref. */
export function PressTrigger({ children }: { children: ReactElement }) {
  return <Pressable>{children as DomChild}</Pressable>;
}

/** Lets a Tooltip follow a kit Button's focus and hover. */
export function FocusTrigger({ children }: { children: ReactElement }) {
  return <Focusable>{children as DomChild}</Focusable>;
}
