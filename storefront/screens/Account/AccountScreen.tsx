import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { DescriptionList } from '@ui/DescriptionList';
import { Page, PageHeader } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { Inline, Stack } from '@ui/Stack';
import { documentKind } from '@storefront/domain/identifiers';
import { formatDocument, formatPhone } from '@storefront/domain/registration';
import { currency } from '@storefront/i18n';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { TermsDialog, termsMessages } from '@storefront/components/TermsDialog/TermsDialog';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { createAccountStore, createTermsStore, termsAccepted, useProfileActions } from '@storefront/state/profile';
import { AccountLinks } from './AccountLinks';
import { accountScreenMessages as messages } from './messages';

const COOKIES = ['necessary', 'session', 'performance', 'personalisation'] as const;

/**
 * The client's account (spec 2, 3 "User/client", 7 "User and session"): their data and approval, the
 * credit limit, the client configuration, the terms of use, the e-mail verification, and the ways to
 * the update panels, the address panel and (for a main client) the linked users. A visitor is asked to log in.
 */
export function AccountScreen() {
  const intl = useIntl();
  const stores = useStores();
  const { loadAccount, sendVerification, acceptTerms } = useProfileActions();
  const session = useSnapshot(stores.session);
  const { usuario } = session;
  const [account] = useState(createAccountStore);
  const [terms] = useState(createTermsStore);
  const acct = useSnapshot(account);
  const termsSnap = useSnapshot(terms);
  const [termsOpen, setTermsOpen] = useState(false);
  const idcliente = usuario?.idcliente;
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency });

  useEffect(() => {
    if (idcliente) void loadAccount(account, terms);
  }, [idcliente, loadAccount, account, terms]);

  if (!usuario) {
    return (
      <Page>
        <PageHeader title={intl.formatMessage(messages.title)} />
        <EmptyState
          icon="user"
          title={intl.formatMessage(domainMessages['gate.loginToBuy'])}
          action={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}
        >
          <p>{intl.formatMessage(messages.visitorText)}</p>
        </EmptyState>
      </Page>
    );
  }

  const accepted = termsAccepted(usuario, termsSnap);
  const hasCredit = usuario.limite_credito_total !== undefined || usuario.limite_credito_disponivel !== undefined;
  const verificationFailure = acct.verification.status === 'failed' ? (acct.verification.failure?.serverText ?? intl.formatMessage(messages.verificationFailed)) : null;

  return (
    <Page gap={6} measure="prose">
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Stack as="section" gap={3} aria-labelledby="conta-dados">
        <h2 id="conta-dados">{intl.formatMessage(messages.details)}</h2>
        <DescriptionList>
          <dt>{intl.formatMessage(messages.name)}</dt>
          <dd>{usuario.nome}</dd>
          <dt>{intl.formatMessage(messages.email)}</dt>
          <dd>{usuario.email}</dd>
          <dt>{intl.formatMessage(documentKind(usuario.cpf) === 'cnpj' ? messages.cnpj : messages.cpf)}</dt>
          <dd>{formatDocument(usuario.cpf)}</dd>
          {usuario.telefone ? (
            <>
              <dt>{intl.formatMessage(messages.phone)}</dt>
              <dd>{formatPhone(usuario.telefone)}</dd>
            </>
          ) : null}
          <dt>{intl.formatMessage(messages.approval)}</dt>
          <dd>
            <Badge tone={usuario.cadastro_aprovado ? 'success' : 'warning'}>
              {intl.formatMessage(usuario.cadastro_aprovado ? messages.approved : messages.awaitingApproval)}
            </Badge>
          </dd>
        </DescriptionList>
        <Inline gap={3} align="stretch">
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'updateRegistration')}>
            {intl.formatMessage(messages.updateRegistration)}
          </Button>
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'updateUser')}>
            {intl.formatMessage(messages.updateUser)}
          </Button>
        </Inline>
      </Stack>

      {hasCredit ? (
        <Stack as="section" gap={3} aria-labelledby="conta-credito">
          <h2 id="conta-credito">{intl.formatMessage(messages.credit)}</h2>
          <DescriptionList>
            {usuario.limite_credito_total !== undefined ? (
              <>
                <dt>{intl.formatMessage(messages.creditTotal)}</dt>
                <dd>{money(usuario.limite_credito_total)}</dd>
              </>
            ) : null}
            {usuario.limite_credito_disponivel !== undefined ? (
              <>
                <dt>{intl.formatMessage(messages.creditAvailable)}</dt>
                <dd>{money(usuario.limite_credito_disponivel)}</dd>
              </>
            ) : null}
          </DescriptionList>
        </Stack>
      ) : null}

      <Stack as="section" gap={3} aria-labelledby="conta-termos" aria-busy={termsSnap.status === 'loading' || undefined}>
        <h2 id="conta-termos">{intl.formatMessage(messages.terms)}</h2>
        {termsSnap.status === 'idle' || termsSnap.status === 'loading' ? <Skeleton lines={1} label={intl.formatMessage(termsMessages.loading)} /> : null}
        {termsSnap.status === 'failed' ? <Alert tone="danger">{intl.formatMessage(messages.termsFailed)}</Alert> : null}
        {termsSnap.status === 'loaded' && termsSnap.versao ? (
          <>
            {termsSnap.accept === 'accepted' ? (
              <Alert tone="success" live>
                {intl.formatMessage(messages.termsJustAccepted)}
              </Alert>
            ) : null}
            <p>{intl.formatMessage(accepted ? messages.termsAccepted : messages.termsPending, { versao: termsSnap.versao })}</p>
            <Inline gap={3} align="stretch">
              <Button variant={accepted ? 'secondary' : 'primary'} onPress={() => setTermsOpen(true)}>
                {intl.formatMessage(messages.readTerms)}
              </Button>
            </Inline>
          </>
        ) : null}
      </Stack>

      <Stack as="section" gap={3} aria-labelledby="conta-verificacao">
        <h2 id="conta-verificacao">{intl.formatMessage(messages.verification)}</h2>
        {acct.verification.status === 'sent' ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.verificationSent, { email: usuario.email })}
          </Alert>
        ) : null}
        {verificationFailure ? (
          <Alert tone="danger" live>
            {verificationFailure}
          </Alert>
        ) : null}
        <p>{intl.formatMessage(messages.verificationText, { email: usuario.email })}</p>
        <Inline gap={3} align="stretch">
          <Button variant="secondary" isPending={acct.verification.status === 'loading'} onPress={() => void sendVerification(account)}>
            {intl.formatMessage(messages.sendVerification)}
          </Button>
        </Inline>
      </Stack>

      <Stack as="section" gap={3} aria-labelledby="conta-config" aria-busy={acct.config.status === 'loading' || undefined}>
        <h2 id="conta-config">{intl.formatMessage(messages.preferences)}</h2>
        {acct.config.status === 'idle' || acct.config.status === 'loading' ? <Skeleton lines={2} label={intl.formatMessage(messages.preferencesLoading)} /> : null}
        {acct.config.status === 'failed' ? <Alert tone="danger">{intl.formatMessage(messages.preferencesFailed)}</Alert> : null}
        {acct.config.preferencias ? (
          <DescriptionList>
            {COOKIES.map((flag) => (
              <Flag key={flag} label={intl.formatMessage(messages[flag])} on={acct.config.preferencias?.[flag] ?? false} />
            ))}
          </DescriptionList>
        ) : null}
      </Stack>

      <AccountLinks />
      <TermsDialog
        terms={terms}
        isOpen={termsOpen}
        onOpenChange={setTermsOpen}
        acceptPending={termsSnap.accept === 'loading'}
        onAccept={
          accepted
            ? undefined
            : () =>
                void acceptTerms(terms).then((ok) => {
                  if (ok) setTermsOpen(false);
                })
        }
      />
    </Page>
  );
}

/** One configuration flag: its name and on/off. */
function Flag({ label, on }: { label: string; on: boolean }) {
  const intl = useIntl();
  return (
    <>
      <dt>{label}</dt>
      <dd>{intl.formatMessage(on ? messages.on : messages.off)}</dd>
    </>
  );
}

export { AccountScreen as Component };
