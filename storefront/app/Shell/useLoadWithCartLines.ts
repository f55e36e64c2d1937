import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { afterNextPaint, firstInteraction } from '@ui/onDemand';
import { useAppServices } from '@storefront/state/context';

/**
 * Fetches `load`'s chunk once the cart has a line and the shopper has acted on the page, after that has
 * painted: what the cart then needs (its panel, the notices' region) is there even if the network drops.
 * A line added now comes with its press, so the fetch follows the add at once; a cart brought back from
 * the earlier visit waits for the first press or key, so the page's load does not carry the cart's code.
 * `load` must be stable (a module-level loader).
 */
export function useLoadWithCartLines(load: () => Promise<unknown>): void {
  const { stores } = useAppServices();
  const hasLines = useSnapshot(stores.cart).lines.length > 0;
  useEffect(() => {
    if (hasLines) void firstInteraction().then(afterNextPaint).then(load).catch(() => undefined);
  }, [hasLines, load]);
}
