import { useMemo } from 'react';
import type { CredentialsForm, ProfileForm, RegistrationForm } from '@storefront/domain/registration';
import { useAppServices } from './context';
import {
  acceptTerms,
  loadAccount,
  loadTerms,
  lookupTaxRegistry,
  register,
  sendVerification,
  updateCredentials,
  updateRegistration,
  type AccountStore,
  type ProfileUpdateStore,
  type RegistrationStore,
  type TermsStore,
} from './profile';

/** Sign-up's, the account page's and the update panels' actions, bound to the app's stores and API client: screens never hold either. */
export function useProfileActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadTerms: (terms: TermsStore) => loadTerms(terms, api),
      acceptTerms: (terms: TermsStore) => acceptTerms(stores, api, terms),
      lookupTaxRegistry: (registration: RegistrationStore, documento: string) => lookupTaxRegistry(registration, api, documento),
      register: (registration: RegistrationStore, form: Omit<RegistrationForm, 'confirmacao' | 'termos'> & { termosuso: string | null }) =>
        register(stores, api, registration, form),
      loadAccount: (account: AccountStore, terms: TermsStore) => loadAccount(stores, api, account, terms),
      sendVerification: (account: AccountStore) => sendVerification(stores, api, account),
      updateRegistration: (update: ProfileUpdateStore, form: ProfileForm) => updateRegistration(stores, api, update, form),
      updateCredentials: (update: ProfileUpdateStore, form: CredentialsForm) => updateCredentials(stores, api, update, form),
    }),
    [stores, api],
  );
}
