const RELOAD_FLAG = 'vitrine:chunk-reload';

/**
 * spec 8 "General": a lazy page that fails to load (usually a stale chunk after a deploy)
 * reloads the page once per session; a second failure is raised to the error boundary.
 */
export function lazyRoute<T>(
  load: () => Promise<T>,
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
) {
  return async (): Promise<T> => {
    try {
      const module = await load();
      storage?.removeItem(RELOAD_FLAG);
      return module;
    } catch (error) {
      if (storage && !storage.getItem(RELOAD_FLAG)) {
        storage.setItem(RELOAD_FLAG, '1');
        globalThis.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}
