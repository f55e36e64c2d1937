import type { createMemoryRouter } from 'react-router';

/** Resolves once the router has run its first loaders and no navigation is under way. */
export function settled(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}
