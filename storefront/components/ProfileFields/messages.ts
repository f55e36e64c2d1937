import { useCallback } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { PASSWORD_MIN_LENGTH, type FieldProblem } from '@storefront/domain/registration';

/** The words for the user-form problems of domain/registration.ts: sign-up and the two update panels share them. */
const fieldMessages = defineMessages<Record<Exclude<FieldProblem, 'shortPassword'>, NoMessageValues> & { shortPassword: { min: number } }>({
  required: { id: 'userForm.required', defaultMessage: 'Preencha este campo.', description: 'A required field of a user form is empty' },
  invalidDocument: { id: 'userForm.invalidDocument', defaultMessage: 'Informe um CPF ou CNPJ válido.', description: 'The document is neither a valid CPF nor a valid CNPJ' },
  invalidEmail: { id: 'userForm.invalidEmail', defaultMessage: 'Informe um e-mail válido.', description: 'The e-mail is not valid' },
  invalidPhone: { id: 'userForm.invalidPhone', defaultMessage: 'Informe um telefone com DDD.', description: 'The phone is not a Brazilian phone with area code' },
  shortPassword: { id: 'userForm.shortPassword', defaultMessage: 'A senha deve ter pelo menos {min} caracteres.', description: 'The new password is too short' },
  passwordMismatch: { id: 'userForm.passwordMismatch', defaultMessage: 'As senhas não conferem.', description: 'The password confirmation differs from the password' },
  termsRequired: { id: 'userForm.termsRequired', defaultMessage: 'Aceite os termos de uso para continuar.', description: 'Sign-up without accepting the terms of use' },
  nothingToChange: { id: 'userForm.nothingToChange', defaultMessage: 'Informe um novo e-mail ou uma nova senha.', description: 'The e-mail and password change has nothing to change' },
});

/** The outcome of the two update panels (spec 8), shared by both. */
export const updateMessages = defineMessages<{
  saved: NoMessageValues;
  failed: NoMessageValues;
}>({
  saved: { id: 'profile.saved', defaultMessage: 'Cadastro atualizado', description: 'spec 8: the registration or the e-mail/password was updated' },
  failed: {
    id: 'profile.failed',
    defaultMessage: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
    description: 'spec 8: updating the registration or the e-mail/password failed without a server text',
  },
});

/** The message of a field's problem, or undefined when the field is fine. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (problem) => {
      if (!problem) return undefined;
      return problem === 'shortPassword' ? intl.formatMessage(fieldMessages.shortPassword, { min: PASSWORD_MIN_LENGTH }) : intl.formatMessage(fieldMessages[problem]);
    },
    [intl],
  );
}

