import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { PasswordField } from '@ui/PasswordField';
import { SlidePanel } from '@ui/SlidePanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { firstInvalid, PASSWORD_MIN_LENGTH, validateCredentials, type CredentialsForm } from '@storefront/domain/registration';
import { focusField, updateMessages, useProblemText } from '@storefront/components/ProfileFields/messages';
import { useAppServices } from '@storefront/state/context';
import { closePanel } from '@storefront/state/panels';
import { createProfileUpdateStore, updateCredentials } from '@storefront/state/profile';
import { updateUserPanelMessages as messages } from './messages';

const Form = styled('form', { display: 'grid', gap: '$4' });
const FIELDS: readonly (keyof CredentialsForm)[] = ['senhaAtual', 'email', 'senha', 'confirmacao'];
const empty: CredentialsForm = { senhaAtual: '', email: '', senha: '', confirmacao: '' };

/**
 * spec 2 "Panels": update user (e-mail and password), from the right. The current password is checked
 * first; a new e-mail, a new password or both are saved. Passwords are cleared after each attempt.
 */
export function UpdateUserPanel() {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const panels = useSnapshot(stores.panels);
  const { usuario } = useSnapshot(stores.session);
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const isOpen = panels.active === 'updateUser';
  const [update, setUpdate] = useState(createProfileUpdateStore);
  const status = useSnapshot(update);
  const [form, setForm] = useState<CredentialsForm>(empty);
  const [touched, setTouched] = useState(false);
  // Each opening starts empty, with no old result shown.
  const [shownOpen, setShownOpen] = useState(false);
  if (isOpen !== shownOpen) {
    setShownOpen(isOpen);
    if (isOpen) {
      setForm(empty);
      setTouched(false);
      setUpdate(createProfileUpdateStore());
    }
  }
  const currentEmail = usuario?.email ?? '';
  const problems = touched ? validateCredentials(form, currentEmail) : {};
  const set = (field: keyof CredentialsForm) => (value: string) => setForm((was) => ({ ...was, [field]: value }));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    const first = firstInvalid(FIELDS, validateCredentials(form, currentEmail));
    if (first) {
      focusField(formRef.current, first);
      return;
    }
    void updateCredentials(stores, api, update, form).then((ok) => {
      // Typed passwords do not linger in the form; a saved e-mail now shows as the current one.
      setForm((was) => ({ ...empty, email: ok ? '' : was.email }));
      setTouched(false);
    });
  };

  const failure = status.status === 'failed' ? (status.failure?.serverText ?? intl.formatMessage(updateMessages.failed)) : null;
  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) closePanel(stores.panels);
      }}
    >
      <Form ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
        {status.status === 'saved' ? (
          <Alert tone="success" live>
            {intl.formatMessage(updateMessages.saved)}
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="danger" live>
            {failure}
          </Alert>
        ) : null}
        <PasswordField
          label={intl.formatMessage(messages.current)}
          description={intl.formatMessage(messages.currentHint)}
          name="senhaAtual"
          autoComplete="current-password"
          value={form.senhaAtual}
          onChange={set('senhaAtual')}
          isRequired
          isInvalid={Boolean(problems.senhaAtual)}
          errorMessage={problemText(problems.senhaAtual)}
        />
        <TextField
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.emailHint, { email: currentEmail })}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          isInvalid={Boolean(problems.email)}
          errorMessage={problemText(problems.email)}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          description={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          name="senha"
          autoComplete="new-password"
          value={form.senha}
          onChange={set('senha')}
          isInvalid={Boolean(problems.senha)}
          errorMessage={problemText(problems.senha)}
        />
        <PasswordField
          label={intl.formatMessage(messages.confirmation)}
          name="confirmacao"
          autoComplete="new-password"
          value={form.confirmacao}
          onChange={set('confirmacao')}
          isInvalid={Boolean(problems.confirmacao)}
          errorMessage={problemText(problems.confirmacao)}
        />
        <Button type="submit" isPending={status.status === 'loading'} fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </SlidePanel>
  );
}
