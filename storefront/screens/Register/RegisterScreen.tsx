import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Link } from '@ui/Link';
import { Page, PageHeader } from '@ui/Page';
import { PasswordField } from '@ui/PasswordField';
import { Inline, Stack } from '@ui/Stack';
import { TextField } from '@ui/TextField';
import { documentKind } from '@storefront/domain/identifiers';
import { PASSWORD_MIN_LENGTH, validateRegistration, wantsRegistryLookup, type RegistrationForm } from '@storefront/domain/registration';
import { TermsDialog } from '@storefront/components/TermsDialog/TermsDialog';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { createRegistrationStore, createTermsStore, useProfileActions } from '@storefront/state/profile';
import { useProblemText } from '@storefront/components/ProfileFields/messages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { registerScreenMessages as messages } from './messages';
import { RegistryNote } from './RegistryNote';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';

const FIELDS: readonly (keyof RegistrationForm)[] = ['documento', 'nome', 'email', 'telefone', 'senha', 'confirmacao', 'termos'];
const empty: RegistrationForm = { documento: '', nome: '', email: '', telefone: '', senha: '', confirmacao: '', termos: false };

/**
 * spec 2 `/{supplier}/cadastro`: sign-up with CPF or CNPJ (alphanumeric included), the company name from
 * the tax registry for a CNPJ, and the terms of use. Awaiting approval, the client stays signed out.
 */
export function RegisterScreen() {
  const intl = useIntl();
  const { fornecedor: segment = '' } = useParams();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { loadTerms, lookupTaxRegistry, register } = useProfileActions();
  const { fornecedor } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const [registration] = useState(createRegistrationStore);
  const [terms] = useState(createTermsStore);
  const reg = useSnapshot(registration);
  const problemText = useProblemText();
  const { form, setForm, field, problems, formRef, submit } = useCheckedForm(empty, {
    order: FIELDS,
    validate: validateRegistration,
    textOf: problemText,
    send: (checked) => void register(registration, { ...checked, termosuso: terms.versao }),
  });
  const [termsOpen, setTermsOpen] = useState(false);
  /** The name came from the registry: a later lookup may replace it, a typed one it never does. */
  const nameFromRegistry = useRef(false);
  const set = <K extends keyof RegistrationForm>(field: K) => (value: RegistrationForm[K]) => setForm((was) => ({ ...was, [field]: value }));

  // The version accepted travels with the registration.
  useEffect(() => {
    void loadTerms(terms);
  }, [terms, loadTerms]);

  const changeDocument = (documento: string) => {
    setForm((was) => ({ ...was, documento }));
    if (!wantsRegistryLookup(documento)) return;
    void lookupTaxRegistry(registration, documento).then((nome) => {
      if (!nome) return;
      setForm((was) => {
        if (was.nome && !nameFromRegistry.current) return was;
        nameFromRegistry.current = true;
        return { ...was, nome };
      });
    });
  };

  const title = intl.formatMessage(messages.title);

  if (reg.status === 'pending') {
    return (
      <Page measure="prose">
        <PageHeader title={title} />
        <Alert tone="success" live action={<Link href={paths.home}>{intl.formatMessage(messages.backToStore)}</Link>}>
          {intl.formatMessage(messages.pending)}
        </Alert>
      </Page>
    );
  }
  if (reg.status === 'signedIn' || reg.status === 'created') {
    return (
      <Page measure="prose">
        <PageHeader title={title} />
        <Alert tone="success" live>
          {intl.formatMessage(reg.status === 'signedIn' ? messages.signedIn : messages.created)}
        </Alert>
        <Inline gap={3} align="stretch">
          {reg.status === 'signedIn' ? (
            <>
              <Link appearance="primary" href={paths.catalogue()}>
                {intl.formatMessage(messages.shop)}
              </Link>
              <Link appearance="button" href={paths.account()}>
                {intl.formatMessage(messages.account)}
              </Link>
            </>
          ) : (
            <Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>
          )}
        </Inline>
      </Page>
    );
  }
  if (session.usuario) {
    return (
      <Page measure="prose">
        <PageHeader title={title} />
        <p>{intl.formatMessage(messages.alreadyIn, { nome: session.usuario.nome })}</p>
        <Inline gap={3} align="stretch">
          <Link appearance="button" href={paths.account()}>
            {intl.formatMessage(messages.account)}
          </Link>
        </Inline>
      </Page>
    );
  }

  const company = documentKind(form.documento) === 'cnpj';
  const failure = reg.status === 'failed' ? (reg.failure?.serverText ?? intl.formatMessage(messages.failed)) : null;
  return (
    <Page measure="prose">
      <PageHeader title={title} description={intl.formatMessage(messages.intro, { fornecedor: fornecedor?.nome ?? segment })} />
      <Stack as="form" gap={4} ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.formName)}>
        {failure ? (
          <Alert tone="danger" live>
            {failure}
          </Alert>
        ) : null}
        <div>
          <TextField
            label={intl.formatMessage(messages.document)}
            description={intl.formatMessage(messages.documentHint)}
            {...field('documento')}
            onChange={changeDocument}
            autoComplete="off"
            isRequired
          />
          <RegistryNote registry={reg.registry} />
        </div>
        <TextField
          label={intl.formatMessage(company ? messages.companyName : messages.personName)}
          {...field('nome')}
          onChange={(nome) => {
            nameFromRegistry.current = false;
            set('nome')(nome);
          }}
          autoComplete={company ? 'organization' : 'name'}
          isRequired
        />
        <TextField
          {...field('email')}
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="email"
          isRequired
        />
        <TextField
          {...field('telefone')}
          label={intl.formatMessage(messages.phone)}
          description={intl.formatMessage(messages.phoneHint)}
          type="tel"
          autoComplete="tel"
          isRequired
        />
        <PasswordField
          {...field('senha')}
          label={intl.formatMessage(messages.password)}
          description={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          isRequired
        />
        <PasswordField
          {...field('confirmacao')}
          label={intl.formatMessage(messages.confirmation)}
          autoComplete="new-password"
          isRequired
        />
        <Stack gap={1} align="start">
          <Checkbox name="termos" isSelected={form.termos} onChange={set('termos')} isInvalid={Boolean(problems.termos)} errorMessage={problemText(problems.termos)}>
            {intl.formatMessage(messages.terms)}
          </Checkbox>
          <Button variant="ghost" size="sm" onPress={() => setTermsOpen(true)}>
            {intl.formatMessage(messages.readTerms)}
          </Button>
        </Stack>
        <Inline gap={3} align="stretch">
          <Button type="submit" isPending={reg.status === 'loading'}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'login')}>
            {intl.formatMessage(messages.haveAccount)}
          </Button>
        </Inline>
      </Stack>
      <TermsDialog
        terms={terms}
        isOpen={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => {
          set('termos')(true);
          setTermsOpen(false);
        }}
      />
    </Page>
  );
}

export { RegisterScreen as Component };
