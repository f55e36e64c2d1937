import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Link } from '@ui/Link';
import { PasswordField } from '@ui/PasswordField';
import { SlidePanel } from '@ui/SlidePanel';
import { TextField } from '@ui/TextField';
import { Text } from '@ui/Text';
import { Inline, Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import { maskLoginAt } from '@storefront/domain/identifiers';
import { validateRecovery, validateSignIn, type SignInForm } from '@storefront/domain/registration';
import { useCheckedForm, type FieldBinding } from '@storefront/components/form/useCheckedForm';
import { useProblemText } from '@storefront/components/ProfileFields/messages';
import { safeReturnTo } from '@storefront/domain/returnTo';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel } from '@storefront/state/panels';
import { dismissExpiry } from '@storefront/state/sessionCheck';
import type { LoginFailure, SessionStatus } from '@storefront/state/sessionStore';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { useAccountActions } from '@storefront/state/account';
import { loginPanelMessages as messages } from './messages';

const Extras = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start', paddingTop: '$2', borderTop: '$borderWidths$thin solid $borderSubtle' });
const Status = styled('p', { margin: 0, minHeight: '1lh', color: '$textMuted' });

/** The fields in the order shown: the first empty one gets the focus after a submit. */
const SIGN_IN_FIELDS: readonly (keyof SignInForm)[] = ['login', 'senha'];

function useFailureText(failure: LoginFailure | null): string | null {
  const intl = useIntl();
  if (!failure) return null;
  switch (failure.kind) {
    case 'invalidLogin':
      return intl.formatMessage(messages.invalidLogin);
    case 'credentials':
      return failure.serverText ?? intl.formatMessage(failure.unknownUser ? messages.unknownUser : messages.credentials);
    case 'awaitingApproval':
      return failure.serverText ?? intl.formatMessage(messages.awaitingApproval);
    case 'unavailable':
      return intl.formatMessage(messages.unavailable);
    case 'unusable':
      return intl.formatMessage(messages.unusable);
  }
}

function progressOf(status: SessionStatus) {
  if (status === 'fetchingUser') return messages.fetchingUser;
  if (status === 'authenticating') return messages.authenticating;
  return null;
}

/**
 * The login field, masked as typed (spec 5), with the caret kept in place: react-aria's field gives
 * the value only, so the caret is read from and put back on the input inside.
 */
function LoginField({ value, onChange, ...binding }: FieldBinding) {
  const intl = useIntl();
  const wrapper = useRef<HTMLDivElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (input && caret.current !== null && document.activeElement === input) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <div ref={wrapper}>
      <TextField
        label={intl.formatMessage(messages.login)}
        description={intl.formatMessage(messages.loginHint)}
        {...binding}
        autoComplete="username"
        value={value}
        onChange={(typed) => {
          const input = wrapper.current?.querySelector('input');
          const masked = maskLoginAt(typed, input?.selectionStart ?? typed.length);
          caret.current = masked.caret;
          onChange(masked.value);
        }}
        isRequired
      />
    </div>
  );
}

/** spec 5 and 8: the recovery form in the login panel; the login typed so far comes along. */
function RecoverPassword({ initialLogin, onBack }: { initialLogin: string; onBack: () => void }) {
  const intl = useIntl();
  const { requestPasswordReset } = useAccountActions();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const { field, formRef, submit } = useCheckedForm({ login: initialLogin }, {
    order: ['login'],
    validate: validateRecovery,
    textOf: useProblemText(),
    send: (form) => {
      setState('sending');
      void requestPasswordReset(form.login).then((ok) => setState(ok ? 'sent' : 'failed'));
    },
  });
  return (
    <Stack as="form" gap={4} ref={formRef} onSubmit={submit} noValidate aria-labelledby="login-recuperar">
      <Stack gap={4}>
        <Text as="h3" size="md" id="login-recuperar">
          {intl.formatMessage(messages.recoverTitle)}
        </Text>
        <Text>{intl.formatMessage(messages.recoverIntro)}</Text>
      </Stack>
      {state === 'sent' ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.recoverSent)}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.recoverFailed)}
        </Alert>
      ) : null}
      <LoginField {...field('login')} />
      <Button type="submit" isPending={state === 'sending'} fullWidth>
        {intl.formatMessage(messages.recoverSubmit)}
      </Button>
      <Extras>
        <Button variant="ghost" onPress={onBack}>
          {intl.formatMessage(messages.backToLogin)}
        </Button>
      </Extras>
    </Stack>
  );
}

/**
 * spec 2 "Panels": the login, from the right. A client goes back to the page the panel was opened on
 * (or `?voltar=`, same origin only), the visitor's cart becoming theirs; a representative goes to
 * their client list. "Esqueci minha senha" and "Criar conta" sit under the form.
 */
export function LoginPanel() {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const navigate = useNavigate();
  const location = useLocation();
  const stores = useStores();
  const { signIn, loginRepresentative } = useAccountActions();
  const session = useSnapshot(stores.session);
  const [asRepresentative, setAsRepresentative] = useState(false);
  const [recovering, setRecovering] = useState(false);
  const failure = useFailureText(session.failure);
  const pending = session.status === 'fetchingUser' || session.status === 'authenticating';
  const progress = progressOf(session.status);
  const panel = usePanel('login');
  const { isOpen } = panel;

  // spec 2: the page (and its search) the panel was opened on, to come back to after login.
  const here = `${location.pathname}${location.search}`;
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  if (isOpen && openedAt === null) setOpenedAt(here);
  if (!isOpen && openedAt !== null) setOpenedAt(null);

  const returnAfterLogin = (from: string | null) => {
    const origin = window.location.origin;
    const wanted = safeReturnTo(new URLSearchParams(location.search).get('voltar'), origin) ?? safeReturnTo(from, origin);
    if (wanted && wanted !== here) void navigate(wanted);
  };

  const { form, field, formRef, submit } = useCheckedForm({ login: '', senha: '' }, {
    order: SIGN_IN_FIELDS,
    validate: validateSignIn,
    textOf: useProblemText(),
    send: ({ login, senha }) => {
      const from = openedAt;
      const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
      if (asRepresentative) {
        if (!idfornecedor) return;
        void loginRepresentative(idfornecedor, { login, senha }).then((ok) => {
          if (!ok) return;
          closePanel(stores.panels);
          // spec 6: the representative starts at their client list.
          void navigate(paths.clients());
        });
        return;
      }
      void signIn({ login, senha }).then((ok) => {
        if (!ok) return;
        dismissExpiry(stores.session);
        closePanel(stores.panels);
        returnAfterLogin(from);
      });
    },
  });

  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      {recovering ? (
        <RecoverPassword initialLogin={form.login} onBack={() => setRecovering(false)} />
      ) : (
        <Stack as="form" gap={4} ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
          {failure ? (
            <Alert tone="danger" live>
              {failure}
            </Alert>
          ) : null}
          <LoginField {...field('login')} />
          <PasswordField {...field('senha')} label={intl.formatMessage(messages.password)} autoComplete="current-password" isRequired />
          <Checkbox name="representante" isSelected={asRepresentative} onChange={setAsRepresentative} description={intl.formatMessage(messages.representativeHint)}>
            {intl.formatMessage(messages.representative)}
          </Checkbox>
          {/* spec 4 "Login": fetching the user, then authenticating, said as it happens. */}
          <Status role="status">{progress ? intl.formatMessage(progress) : null}</Status>
          <Button type="submit" isPending={pending} fullWidth>
            {intl.formatMessage(messages.submit)}
          </Button>
          <Extras>
            <Button variant="ghost" onPress={() => setRecovering(true)}>
              {intl.formatMessage(messages.forgot)}
            </Button>
            <Inline gap={1} align="baseline">
              <Text as="span" tone="muted">{intl.formatMessage(messages.noAccount)}</Text>
              <Link href={paths.register()} onPress={() => closePanel(stores.panels)}>
                {intl.formatMessage(messages.signUp)}
              </Link>
            </Inline>
          </Extras>
        </Stack>
      )}
    </SlidePanel>
  );
}
