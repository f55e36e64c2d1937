import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { afterNextPaint } from '@ui/onDemand';
import { useAppServices } from '@storefront/state/context';

/**
 * Fetches `load`'s chunk once the cart has a line, after that add has painted (the fetch is not the add's
 * work): what the cart then needs (its panel, the notices' region) is there even if the network drops.
 * `load` must be stable (a module-level loader).
 */
export function useLoadWithCartLines(load: () => Promise<unknown>): void {
  const { stores } = useAppServices();
  const hasLines = useSnapshot(stores.cart).lines.length > 0;
  useEffect(() => {
    if (hasLines) void afterNextPaint().then(load).catch(() => undefined);
  }, [hasLines, load]);
}
