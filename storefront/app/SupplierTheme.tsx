import { useLayoutEffect, type ReactNode } from 'react';
import { createSupplierTheme } from '@themes/supplierTheme';
import { styled } from '@themes/stitches.config';
import type { Tema } from '@storefront/api/endpoints';

/** The stitches theme class of a supplier's colours (defaults of spec 9 for what is missing). */
function themeClassOf(tema: Tema | null): string {
  return createSupplierTheme({
    primary: tema?.primaryColor,
    secondary: tema?.secondaryColor,
    auxiliary: tema?.auxiliaryColor,
    text: tema?.textColor,
  }).className;
}

/** Lets the theme's variables cascade without adding a box to the layout. */
const Scope = styled('div', { display: 'contents' });

/**
 * Applies a supplier's theme: on the subtree (so several stories on one docs page each keep
 * their own) and on <html>, before paint, so portals (modals, toasts) share it. Switching
 * supplier swaps one class; nothing re-renders for style.
 */
export function SupplierTheme({ tema, children }: { tema: Tema | null; children: ReactNode }) {
  const className = themeClassOf(tema);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [className]);
  return <Scope className={className}>{children}</Scope>;
}
