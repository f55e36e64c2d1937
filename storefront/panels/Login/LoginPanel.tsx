import { useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { PasswordField } from '@ui/PasswordField';
import { SlidePanel } from '@ui/SlidePanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { signIn } from '@storefront/state/account';
import { useAppServices } from '@storefront/state/context';
import { closePanel } from '@storefront/state/panels';
import type { LoginFailure } from '@storefront/state/sessionStore';

const messages = defineMessages<{
  title: NoMessageValues;
  login: NoMessageValues;
  loginHint: NoMessageValues;
  password: NoMessageValues;
  submit: NoMessageValues;
  required: NoMessageValues;
  invalidLogin: NoMessageValues;
  credentials: NoMessageValues;
  awaitingApproval: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  title: { id: 'login.title', defaultMessage: 'Entrar', description: 'Title of the login panel' },
  login: { id: 'login.field', defaultMessage: 'E-mail, CPF ou CNPJ', description: 'Login field label (spec 5: CPF, CNPJ, foreign document or email)' },
  loginHint: { id: 'login.fieldHint', defaultMessage: 'Documento estrangeiro também é aceito.', description: 'Login field help' },
  password: { id: 'login.password', defaultMessage: 'Senha', description: 'Password field label' },
  submit: { id: 'login.submit', defaultMessage: 'Entrar', description: 'Login button' },
  required: { id: 'login.required', defaultMessage: 'Preencha este campo.', description: 'A required login field is empty' },
  invalidLogin: { id: 'login.invalidLogin', defaultMessage: 'Email ou CPF Invalido', description: 'spec 8: the login is not a valid email or document, or not found' },
  credentials: {
    id: 'login.credentials',
    defaultMessage: 'Erro tentando autenticar. Verifique suas credenciais',
    description: 'spec 8: authentication refused without a server text',
  },
  awaitingApproval: {
    id: 'login.awaitingApproval',
    defaultMessage: 'Seu cadastro já foi confirmado e aguarda aprovação',
    description: 'spec 5: a user lacking approval tried to log in',
  },
  unavailable: {
    id: 'login.unavailable',
    defaultMessage: 'Erro ao tentar fazer login. Tente novamente em alguns minutos',
    description: 'spec 8: the login could not reach the platform',
  },
});

const Form = styled('form', { display: 'grid', gap: '$4' });

function useFailureText(failure: LoginFailure | null): string | null {
  const intl = useIntl();
  if (!failure) return null;
  switch (failure.kind) {
    case 'invalidLogin':
      return intl.formatMessage(messages.invalidLogin);
    case 'credentials':
      return failure.serverText ?? intl.formatMessage(messages.credentials);
    case 'awaitingApproval':
      return failure.serverText ?? intl.formatMessage(messages.awaitingApproval);
    case 'unavailable':
      return intl.formatMessage(messages.unavailable);
  }
}

/** spec 2 "Panels": the login, from the right; on success the visitor's cart becomes the client's. */
export function LoginPanel() {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const panels = useSnapshot(stores.panels);
  const session = useSnapshot(stores.session);
  const [login, setLogin] = useState('');
  const [senha, setSenha] = useState('');
  const [touched, setTouched] = useState(false);
  const failure = useFailureText(session.failure);
  const pending = session.status === 'fetchingUser' || session.status === 'authenticating';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!login.trim() || !senha) return;
    void signIn(stores, api, { login, senha }).then((ok) => {
      if (ok) closePanel(stores.panels);
    });
  };

  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      isOpen={panels.active === 'login'}
      onOpenChange={(open) => {
        if (!open) closePanel(stores.panels);
      }}
    >
      <Form onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
        {failure ? (
          <Alert tone="danger" live>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage(messages.login)}
          description={intl.formatMessage(messages.loginHint)}
          name="login"
          autoComplete="username"
          value={login}
          onChange={setLogin}
          isRequired
          isInvalid={touched && !login.trim()}
          errorMessage={intl.formatMessage(messages.required)}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          name="senha"
          autoComplete="current-password"
          value={senha}
          onChange={setSenha}
          isRequired
          isInvalid={touched && !senha}
          errorMessage={intl.formatMessage(messages.required)}
        />
        <Button type="submit" isPending={pending} fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </SlidePanel>
  );
}
