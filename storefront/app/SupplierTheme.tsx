import { useLayoutEffect, type ReactNode } from 'react';
import { themeFromSupplier } from '@themes/supplierTheme';
import { styled } from '@themes/stitches.config';
import type { Tema } from '@storefront/api/endpoints';

/** Lets the theme's variables cascade without adding a box to the layout. */
const Scope = styled('div', { display: 'contents' });

/**
 * Applies a supplier's theme: on the subtree (so several stories on one docs page each keep
 * their own) and on <html>, before paint, so portals (modals, toasts) share it. Switching
 * supplier swaps one class; nothing re-renders for style.
 */
export function SupplierTheme({ tema, children }: { tema: Tema | null; children: ReactNode }) {
  const { className } = themeFromSupplier(tema);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [className]);
  return <Scope className={className}>{children}</Scope>;
}
