import { useMemo } from 'react';
import { useAppServices } from './context';
import { checkSession } from './sessionCheck';

/** The session check (spec 8), bound to the app's stores and API client: screens never hold either. */
export function useSessionCheckActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      checkSession: () => checkSession(stores, api),
    }),
    [stores, api],
  );
}
