import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@storefront/screens/Loading';

/** Most visits never fail: the error screen is its own chunk, fetched when a route does. */
const RouteErrorScreen = lazy(async () => ({ default: (await import('@storefront/screens/RouteError')).RouteErrorScreen }));

/** The routes' error element: the error screen, once its code has arrived. */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RouteErrorScreen standalone={standalone} />
    </Suspense>
  );
}
