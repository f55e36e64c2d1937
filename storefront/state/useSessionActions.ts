import { useMemo } from 'react';
import { useAppServices } from './context';
import { loginRepresentative } from './session';

/** The representative's login, bound to the app's session and API client: panels never hold the client. */
export function useSessionActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loginRepresentative: (idfornecedor: string, credentials: { login: string; senha: string }) =>
        loginRepresentative(stores.session, api, idfornecedor, credentials),
    }),
    [stores, api],
  );
}
