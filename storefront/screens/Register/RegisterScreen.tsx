import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Link } from '@ui/Link';
import { PasswordField } from '@ui/PasswordField';
import { Spinner } from '@ui/Spinner';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { documentKind } from '@storefront/domain/identifiers';
import { firstInvalid, PASSWORD_MIN_LENGTH, validateRegistration, wantsRegistryLookup, type RegistrationForm } from '@storefront/domain/registration';
import { TermsDialog } from '@storefront/components/TermsDialog/TermsDialog';
import { useAppServices } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { createRegistrationStore, createTermsStore, loadTerms, lookupTaxRegistry, register } from '@storefront/state/profile';
import { focusField, useProblemText } from '@storefront/components/ProfileFields/fieldMessages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const messages = defineMessages<{
  title: NoMessageValues;
  intro: { fornecedor: string };
  formName: NoMessageValues;
  document: NoMessageValues;
  documentHint: NoMessageValues;
  personName: NoMessageValues;
  companyName: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  phoneHint: NoMessageValues;
  password: NoMessageValues;
  passwordHint: { min: number };
  confirmation: NoMessageValues;
  terms: NoMessageValues;
  readTerms: NoMessageValues;
  submit: NoMessageValues;
  registryLoading: NoMessageValues;
  registryFound: { nome: string; situacao: string };
  registryFailed: NoMessageValues;
  failed: NoMessageValues;
  pending: NoMessageValues;
  signedIn: NoMessageValues;
  created: NoMessageValues;
  login: NoMessageValues;
  backToStore: NoMessageValues;
  shop: NoMessageValues;
  account: NoMessageValues;
  alreadyIn: { nome: string };
  haveAccount: NoMessageValues;
}>({
  title: { id: 'register.title', defaultMessage: 'Criar conta', description: 'Heading of the sign-up page' },
  intro: { id: 'register.intro', defaultMessage: 'Cadastre-se para comprar em {fornecedor}.', description: 'Sign-up page introduction, with the supplier name' },
  formName: { id: 'register.formName', defaultMessage: 'Cadastro de cliente', description: 'Accessible name of the sign-up form' },
  document: { id: 'register.document', defaultMessage: 'CPF ou CNPJ', description: 'Sign-up field: the client document' },
  documentHint: {
    id: 'register.documentHint',
    defaultMessage: 'Para empresas, buscamos a razão social na Receita Federal. CNPJ com letras também é aceito.',
    description: 'Help under the document field',
  },
  personName: { id: 'register.personName', defaultMessage: 'Nome completo', description: 'Sign-up field: the name, for a CPF' },
  companyName: { id: 'register.companyName', defaultMessage: 'Razão social', description: 'Sign-up field: the company name, for a CNPJ' },
  email: { id: 'register.email', defaultMessage: 'E-mail', description: 'Sign-up field: e-mail' },
  phone: { id: 'register.phone', defaultMessage: 'Telefone', description: 'Sign-up field: phone' },
  phoneHint: { id: 'register.phoneHint', defaultMessage: 'Com DDD, por exemplo (11) 98765-4321.', description: 'Help under the phone field' },
  password: { id: 'register.password', defaultMessage: 'Senha', description: 'Sign-up field: new password' },
  passwordHint: { id: 'register.passwordHint', defaultMessage: 'Pelo menos {min} caracteres.', description: 'Help under the new password field' },
  confirmation: { id: 'register.confirmation', defaultMessage: 'Confirme a senha', description: 'Sign-up field: the password again' },
  terms: { id: 'register.terms', defaultMessage: 'Li e aceito os termos de uso', description: 'Sign-up checkbox accepting the terms of use' },
  readTerms: { id: 'register.readTerms', defaultMessage: 'Ler os termos de uso', description: 'Button opening the terms-of-use modal from the sign-up form' },
  submit: { id: 'register.submit', defaultMessage: 'Criar conta', description: 'Sign-up submit button' },
  registryLoading: { id: 'register.registryLoading', defaultMessage: 'Consultando a Receita Federal…', description: 'The CNPJ is being looked up in the tax registry' },
  registryFound: {
    id: 'register.registryFound',
    defaultMessage: 'Receita Federal: {nome}, situação {situacao}.',
    description: 'The tax registry found the CNPJ: company name and registry status',
  },
  registryFailed: {
    id: 'register.registryFailed',
    defaultMessage: 'Não foi possível consultar a Receita Federal. Preencha a razão social.',
    description: 'The tax-registry lookup failed; the company name stays editable',
  },
  failed: { id: 'register.failed', defaultMessage: 'Erro ao tentar cadastrar usuário', description: 'spec 8: the sign-up failed without a server text' },
  pending: {
    id: 'register.pending',
    defaultMessage: 'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
    description: 'spec 4 "Login": the registration awaits approval; the client stays signed out',
  },
  signedIn: { id: 'register.signedIn', defaultMessage: 'Cadastro concluído. Você já está conectado.', description: 'The registration was approved at once and the client signed in' },
  created: {
    id: 'register.created',
    defaultMessage: 'Cadastro concluído. Entre com seu e-mail e senha para começar.',
    description: 'The registration was approved but the automatic sign-in failed',
  },
  login: { id: 'register.login', defaultMessage: 'Entrar', description: 'Button opening the login panel from the sign-up page' },
  backToStore: { id: 'register.backToStore', defaultMessage: 'Voltar para a loja', description: 'Link to the supplier home after a sign-up' },
  shop: { id: 'register.shop', defaultMessage: 'Ver produtos', description: 'Link to the catalogue after a sign-up' },
  account: { id: 'register.account', defaultMessage: 'Minha conta', description: 'Link to the account page after a sign-up' },
  alreadyIn: { id: 'register.alreadyIn', defaultMessage: 'Você já está conectado como {nome}.', description: 'A signed-in client opened the sign-up page' },
  haveAccount: { id: 'register.haveAccount', defaultMessage: 'Já tem cadastro? Entrar', description: 'Button for a client who already has an account' },
});

const Page = styled('div', { display: 'grid', gap: '$5', maxWidth: '$prose', '& h1, & p': { margin: 0 } });
const Form = styled('form', { display: 'grid', gap: '$4' });
const Terms = styled('div', { display: 'grid', justifyItems: 'start', gap: '$1' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
const Note = styled('div', { minHeight: '1lh', color: '$textMuted', fontSize: '$sm' });

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
  const { stores, api } = useAppServices();
  const { fornecedor } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const [registration] = useState(createRegistrationStore);
  const [terms] = useState(createTermsStore);
  const reg = useSnapshot(registration);
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<RegistrationForm>(empty);
  const [touched, setTouched] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  /** The name came from the registry: a later lookup may replace it, a typed one it never does. */
  const nameFromRegistry = useRef(false);
  const problems = touched ? validateRegistration(form) : {};
  const set = <K extends keyof RegistrationForm>(field: K) => (value: RegistrationForm[K]) => setForm((was) => ({ ...was, [field]: value }));

  // The version accepted travels with the registration.
  useEffect(() => {
    void loadTerms(terms, api);
  }, [terms, api]);

  const changeDocument = (documento: string) => {
    setForm((was) => ({ ...was, documento }));
    if (!wantsRegistryLookup(documento)) return;
    void lookupTaxRegistry(registration, api, documento).then((nome) => {
      if (!nome) return;
      setForm((was) => {
        if (was.nome && !nameFromRegistry.current) return was;
        nameFromRegistry.current = true;
        return { ...was, nome };
      });
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    const first = firstInvalid(FIELDS, validateRegistration(form));
    if (first) {
      focusField(formRef.current, first);
      return;
    }
    void register(stores, api, registration, { ...form, termosuso: terms.versao });
  };

  const title = <h1>{intl.formatMessage(messages.title)}</h1>;

  if (reg.status === 'pending') {
    return (
      <Page>
        {title}
        <Alert tone="success" live action={<Link href={paths.home}>{intl.formatMessage(messages.backToStore)}</Link>}>
          {intl.formatMessage(messages.pending)}
        </Alert>
      </Page>
    );
  }
  if (reg.status === 'signedIn' || reg.status === 'created') {
    return (
      <Page>
        {title}
        <Alert tone="success" live>
          {intl.formatMessage(reg.status === 'signedIn' ? messages.signedIn : messages.created)}
        </Alert>
        <Actions>
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
        </Actions>
      </Page>
    );
  }
  if (session.usuario) {
    return (
      <Page>
        {title}
        <p>{intl.formatMessage(messages.alreadyIn, { nome: session.usuario.nome })}</p>
        <Actions>
          <Link appearance="button" href={paths.account()}>
            {intl.formatMessage(messages.account)}
          </Link>
        </Actions>
      </Page>
    );
  }

  const company = documentKind(form.documento) === 'cnpj';
  const failure = reg.status === 'failed' ? (reg.failure?.serverText ?? intl.formatMessage(messages.failed)) : null;
  return (
    <Page>
      {title}
      <p>{intl.formatMessage(messages.intro, { fornecedor: fornecedor?.nome ?? segment })}</p>
      <Form ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.formName)}>
        {failure ? (
          <Alert tone="danger" live>
            {failure}
          </Alert>
        ) : null}
        <div>
          <TextField
            label={intl.formatMessage(messages.document)}
            description={intl.formatMessage(messages.documentHint)}
            name="documento"
            autoComplete="off"
            value={form.documento}
            onChange={changeDocument}
            isRequired
            isInvalid={Boolean(problems.documento)}
            errorMessage={problemText(problems.documento)}
          />
          <Note role="status">
            {reg.registry.status === 'loading' ? <Spinner size="sm" label={intl.formatMessage(messages.registryLoading)} showLabel /> : null}
            {reg.registry.status === 'found' ? intl.formatMessage(messages.registryFound, { nome: reg.registry.nome, situacao: reg.registry.situacao }) : null}
            {reg.registry.status === 'failed' ? intl.formatMessage(messages.registryFailed) : null}
          </Note>
        </div>
        <TextField
          label={intl.formatMessage(company ? messages.companyName : messages.personName)}
          name="nome"
          autoComplete={company ? 'organization' : 'name'}
          value={form.nome}
          onChange={(nome) => {
            nameFromRegistry.current = false;
            set('nome')(nome);
          }}
          isRequired
          isInvalid={Boolean(problems.nome)}
          errorMessage={problemText(problems.nome)}
        />
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          isRequired
          isInvalid={Boolean(problems.email)}
          errorMessage={problemText(problems.email)}
        />
        <TextField
          label={intl.formatMessage(messages.phone)}
          description={intl.formatMessage(messages.phoneHint)}
          type="tel"
          name="telefone"
          autoComplete="tel"
          value={form.telefone}
          onChange={set('telefone')}
          isRequired
          isInvalid={Boolean(problems.telefone)}
          errorMessage={problemText(problems.telefone)}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          description={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          name="senha"
          autoComplete="new-password"
          value={form.senha}
          onChange={set('senha')}
          isRequired
          isInvalid={Boolean(problems.senha)}
          errorMessage={problemText(problems.senha)}
        />
        <PasswordField
          label={intl.formatMessage(messages.confirmation)}
          name="confirmacao"
          autoComplete="new-password"
          value={form.confirmacao}
          onChange={set('confirmacao')}
          isRequired
          isInvalid={Boolean(problems.confirmacao)}
          errorMessage={problemText(problems.confirmacao)}
        />
        <Terms>
          <Checkbox name="termos" isSelected={form.termos} onChange={set('termos')} isInvalid={Boolean(problems.termos)} errorMessage={problemText(problems.termos)}>
            {intl.formatMessage(messages.terms)}
          </Checkbox>
          <Button variant="ghost" size="sm" onPress={() => setTermsOpen(true)}>
            {intl.formatMessage(messages.readTerms)}
          </Button>
        </Terms>
        <Actions>
          <Button type="submit" isPending={reg.status === 'loading'}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'login')}>
            {intl.formatMessage(messages.haveAccount)}
          </Button>
        </Actions>
      </Form>
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
