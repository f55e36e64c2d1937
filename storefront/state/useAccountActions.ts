import { useMemo } from 'react';
import { useAppServices } from './context';
import { logout, requestPasswordReset, signIn, signInWithToken } from './account';

/** Sign-in, sign-out and password reset, bound to the app's stores and API client: screens and panels never hold either. */
export function useAccountActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      signIn: (credentials: { login: string; senha: string }) => signIn(stores, api, credentials),
      signInWithToken: (link: { token: string; email: string }) => signInWithToken(stores, api, link),
      logout: () => logout(stores, api),
      requestPasswordReset: (loginText: string) => requestPasswordReset(api, loginText),
    }),
    [stores, api],
  );
}
