import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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

/**
 * A page the supplier does not have (spec 5 modules): its 404 inside the shell, like an unknown page.
 * Any other failure goes on to the supplier route's own boundary, as it did before the gate.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <RouteErrorBoundary />;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the route's error, passed on unchanged to the supplier's boundary
  throw error;
}
