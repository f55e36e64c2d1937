let finish: () => void = () => undefined;

/**
 * Resolves once the server's page is wholly hydrated (at once where the page is the browser's own). A store
 * written while React still hydrates a part of the page makes it hydrate that part again, synchronously,
 * in one long task: what the first page loads in the background writes its stores after this.
 */
export const hydrated: Promise<void> = new Promise((resolve) => {
  finish = resolve;
});

/**
 * Called by the page's last part to hydrate (app/layouts HydrationEnd). Resolves in a task of its own: what
 * waits for it (loads, store writes and their renders) does not lengthen the task of the page's effects.
 */
export const markHydrated = (): void => void setTimeout(finish, 0);
