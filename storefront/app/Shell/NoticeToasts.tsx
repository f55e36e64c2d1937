import { useEffect, useState, type ComponentType } from 'react';
import { subscribe } from 'valtio';
import { onDemand } from '@ui/onDemand';
import { useAppServices } from '@storefront/state/context';
import { useLoadWithCartLines } from './useLoadWithCartLines';

/** react-aria's toast region and the notices' texts: none of it weighs on the first page. */
const loadRegion = onDemand(() => import('./NoticeToastRegion'));

/**
 * Where the notices the stores tell (spec 7 and 8) show. The region comes with the first notice, which
 * waits in its store meanwhile, or before it, with the cart's first line: most notices are about the
 * cart, and a save that failed because the network dropped is still told.
 */
export function NoticeToasts() {
  const { stores } = useAppServices();
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useLoadWithCartLines(loadRegion);
  useEffect(() => {
    if (Region) return undefined;
    let live = true;
    const load = () => {
      if (stores.notices.pending.length === 0) return;
      // A fetch that failed (offline) leaves the notices waiting: the next notice, or the network's return, tries again.
      loadRegion().then(
        (loaded) => {
          if (live) setRegion(() => loaded.NoticeToastRegion);
        },
        () => undefined,
      );
    };
    load();
    const unsubscribe = subscribe(stores.notices, load);
    window.addEventListener('online', load);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('online', load);
    };
  }, [Region, stores.notices]);
  return Region ? <Region /> : null;
}
