import { tabStorage } from '@storefront/state/storage';

const RELOAD_FLAG = 'vitrine:chunk-reload';

/**
 * Marks this session as reloaded; false when it already was, or when there is nowhere to remember it
 * (without the flag a reload could loop forever, so the error is raised instead).
 */
function claimReload(storage: Storage | undefined): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(RELOAD_FLAG)) return false;
    storage.setItem(RELOAD_FLAG, '1');
    return storage.getItem(RELOAD_FLAG) === '1';
  } catch {
    return false;
  }
}

/**
 * spec 8 "General": a lazy page that fails to load (usually a stale chunk after a deploy) reloads the
 * page once per session, remembered by a sessionStorage flag; a second failure is raised to the route's
 * error screen. A page that loads clears the flag, so a later deploy in the same tab may reload again.
 */
export function lazyRoute<T>(load: () => Promise<T>, storage?: Storage) {
  return async (): Promise<T> => {
    const flags = storage ?? tabStorage();
    try {
      const module = await load();
      try {
        flags?.removeItem(RELOAD_FLAG);
      } catch {
        // Nothing to clear where storage is blocked.
      }
      return module;
    } catch (error) {
      if (!claimReload(flags)) throw error;
      globalThis.location.reload();
      // The page is going away: keep the router waiting rather than flash the error screen.
      return new Promise<T>(() => undefined);
    }
  };
}
