import { defineMessages, type NoMessageValues } from 'react-intl';

export const loginPanelMessages = defineMessages<{
  title: NoMessageValues;
  login: NoMessageValues;
  loginHint: NoMessageValues;
  password: NoMessageValues;
  representative: NoMessageValues;
  representativeHint: NoMessageValues;
  submit: NoMessageValues;
  fetchingUser: NoMessageValues;
  authenticating: NoMessageValues;
  invalidLogin: NoMessageValues;
  credentials: NoMessageValues;
  unknownUser: NoMessageValues;
  awaitingApproval: NoMessageValues;
  unavailable: NoMessageValues;
  unusable: NoMessageValues;
  forgot: NoMessageValues;
  signUp: NoMessageValues;
  noAccount: NoMessageValues;
  recoverTitle: NoMessageValues;
  recoverIntro: NoMessageValues;
  recoverSubmit: NoMessageValues;
  recoverSent: NoMessageValues;
  recoverFailed: NoMessageValues;
  backToLogin: NoMessageValues;
}>({
  title: { id: 'login.title', defaultMessage: 'Entrar', description: 'Title of the login panel' },
  login: { id: 'login.field', defaultMessage: 'E-mail, CPF ou CNPJ', description: 'Login field label (spec 5: CPF, CNPJ, foreign document or email)' },
  loginHint: { id: 'login.fieldHint', defaultMessage: 'Documento estrangeiro também é aceito.', description: 'Login field help' },
  password: { id: 'login.password', defaultMessage: 'Senha', description: 'Password field label' },
  representative: { id: 'login.representative', defaultMessage: 'Entrar como representante', description: 'spec 6: sign in through the representative authentication' },
  representativeHint: {
    id: 'login.representativeHint',
    defaultMessage: 'Para consultores que fazem pedidos pelos seus clientes.',
    description: 'Help under the representative login choice',
  },
  submit: { id: 'login.submit', defaultMessage: 'Entrar', description: 'Login button' },
  fetchingUser: { id: 'login.fetchingUser', defaultMessage: 'Buscando seu cadastro…', description: 'spec 4 "Login": the user is being fetched by login' },
  authenticating: { id: 'login.authenticating', defaultMessage: 'Conferindo sua senha…', description: 'spec 4 "Login": the user is being authenticated' },
  invalidLogin: { id: 'login.invalidLogin', defaultMessage: 'Email ou CPF Invalido', description: 'spec 8: the login is not a valid email or document, or not found' },
  credentials: {
    id: 'login.credentials',
    defaultMessage: 'Erro tentando autenticar. Verifique suas credenciais',
    description: 'spec 8: authentication refused without a server text',
  },
  unknownUser: {
    id: 'login.unknownUser',
    defaultMessage: 'Usuário inexistente ou credenciais inválidas',
    description: 'spec 8: the platform answered 401 without a text (no such user, or a wrong password)',
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
  unusable: {
    id: 'login.unusable',
    defaultMessage: 'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
    description: 'spec 8: authentication answered without a usable user or token',
  },
  forgot: { id: 'login.forgot', defaultMessage: 'Esqueci minha senha', description: 'Opens the password recovery inside the login panel' },
  signUp: { id: 'login.signUp', defaultMessage: 'Criar conta', description: 'Link from the login panel to the registration page' },
  noAccount: { id: 'login.noAccount', defaultMessage: 'Ainda não tem cadastro?', description: 'Before the Criar conta link' },
  recoverTitle: { id: 'login.recoverTitle', defaultMessage: 'Esqueci minha senha', description: 'Heading of the password recovery form' },
  recoverIntro: {
    id: 'login.recoverIntro',
    defaultMessage: 'Informe seu e-mail, CPF ou CNPJ e enviaremos as instruções para criar uma nova senha.',
    description: 'What the password recovery does',
  },
  recoverSubmit: { id: 'login.recoverSubmit', defaultMessage: 'Enviar instruções', description: 'Sends the password recovery request' },
  recoverSent: {
    id: 'login.recoverSent',
    defaultMessage: 'Pronto! Enviamos as instruções para redefinir sua senha para o e-mail do seu cadastro.',
    description: 'The password recovery was requested',
  },
  recoverFailed: { id: 'login.recoverFailed', defaultMessage: 'Falha ao solicitar redefinição de senha', description: 'spec 8: the password recovery request failed' },
  backToLogin: { id: 'login.backToLogin', defaultMessage: 'Voltar para o login', description: 'Leaves the password recovery for the login form' },
});
