import { useLayoutEffect } from 'react';
import { createSupplierTheme } from '@themes/supplierTheme';
import { globalStyles } from '@themes/stitches.config';
import type { Tema } from '@storefront/api/endpoints';

/**
 * Puts the supplier's theme class on <html>, so portals (modals, toasts) share it and a
 * supplier switch swaps one class without re-rendering for style. Runs before paint.
 */
export function useDocumentTheme(tema: Tema | null): void {
  globalStyles();
  const className = createSupplierTheme({
    primary: tema?.primaryColor,
    secondary: tema?.secondaryColor,
    auxiliary: tema?.auxiliaryColor,
    text: tema?.textColor,
  }).className;
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [className]);
}
