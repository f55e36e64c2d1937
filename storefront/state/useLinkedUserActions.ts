import { useMemo } from 'react';
import type { ProfileForm } from '@storefront/domain/registration';
import { useAppServices } from './context';
import {
  createLinkedUser,
  deleteLinkedUser,
  loadLinkedAccounts,
  loadLinkedUsers,
  requestAccessLink,
  switchAccount,
  updateLinkedUser,
  type AccountsStore,
  type LinkedUsersStore,
} from './linkedUsers';

/** The linked accounts' and linked users' actions, bound to the app's stores and API client: screens and panels never hold either. */
export function useLinkedUserActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadLinkedAccounts: (store: AccountsStore) => loadLinkedAccounts(store, stores, api),
      switchAccount: (store: AccountsStore, idcliente: string) => switchAccount(store, stores, api, idcliente),
      loadLinkedUsers: (store: LinkedUsersStore) => loadLinkedUsers(store, stores, api),
      createLinkedUser: (store: LinkedUsersStore, email: string) => createLinkedUser(store, stores, api, email),
      deleteLinkedUser: (store: LinkedUsersStore, idUsuario: string) => deleteLinkedUser(store, stores, api, idUsuario),
      updateLinkedUser: (store: LinkedUsersStore, form: ProfileForm) => updateLinkedUser(store, stores, api, form),
      requestAccessLink: (store: LinkedUsersStore, idUsuario: string, currentOrigin: string) =>
        requestAccessLink(store, stores, api, idUsuario, currentOrigin),
    }),
    [stores, api],
  );
}
