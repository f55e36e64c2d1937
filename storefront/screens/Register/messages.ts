import { defineMessages, type NoMessageValues } from 'react-intl';

export const registerScreenMessages = defineMessages<{
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
