import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { FormPanel } from '@ui/FormPanel';
import { PasswordField } from '@ui/PasswordField';
import { TextField } from '@ui/TextField';
import { PASSWORD_MIN_LENGTH, validateCredentials, type CredentialsForm } from '@storefront/domain/registration';
import { useProfilePanel } from '@storefront/components/ProfileFields/useProfilePanel';
import { useProblemText } from '@storefront/components/ProfileFields/messages';
import { useStores } from '@storefront/state/context';
import { useProfileActions } from '@storefront/state/profile';
import { updateUserPanelMessages as messages } from './messages';

const FIELDS: readonly (keyof CredentialsForm)[] = ['senhaAtual', 'email', 'senha', 'confirmacao'];
const empty: CredentialsForm = { senhaAtual: '', email: '', senha: '', confirmacao: '' };

/**
 * spec 2 "Panels": update user (e-mail and password), from the right. The current password is checked
 * first; a new e-mail, a new password or both are saved. Passwords are cleared after each attempt.
 */
export function UpdateUserPanel() {
  const intl = useIntl();
  const stores = useStores();
  const { updateCredentials } = useProfileActions();
  const { usuario } = useSnapshot(stores.session);
  const currentEmail = usuario?.email ?? '';
  const { panel, field, formRef, submit } = useProfilePanel('updateUser', () => empty, {
    order: FIELDS,
    validate: (form: CredentialsForm) => validateCredentials(form, currentEmail),
    textOf: useProblemText(),
    send: (form, update, reset) =>
      void updateCredentials(update, form).then((ok) => {
        // Typed passwords do not linger in the form; a saved e-mail now shows as the current one.
        reset((was) => ({ ...empty, email: ok ? '' : was.email }));
      }),
  });

  return (
    <FormPanel {...panel} title={intl.formatMessage(messages.title)} submitLabel={intl.formatMessage(messages.submit)} onSubmit={submit} formRef={formRef}>
        <PasswordField
          {...field('senhaAtual')}
          label={intl.formatMessage(messages.current)}
          description={intl.formatMessage(messages.currentHint)}
          autoComplete="current-password"
          isRequired
        />
        <TextField
          {...field('email')}
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.emailHint, { email: currentEmail })}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...field('senha')}
          label={intl.formatMessage(messages.password)}
          description={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirmacao')}
          label={intl.formatMessage(messages.confirmation)}
          autoComplete="new-password"
        />
    </FormPanel>
  );
}
