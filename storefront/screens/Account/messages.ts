import { defineMessages, type NoMessageValues } from 'react-intl';

export const accountScreenMessages = defineMessages<{
  title: NoMessageValues;
  visitorText: NoMessageValues;
  login: NoMessageValues;
  details: NoMessageValues;
  name: NoMessageValues;
  email: NoMessageValues;
  cpf: NoMessageValues;
  cnpj: NoMessageValues;
  phone: NoMessageValues;
  approval: NoMessageValues;
  approved: NoMessageValues;
  awaitingApproval: NoMessageValues;
  updateRegistration: NoMessageValues;
  updateUser: NoMessageValues;
  credit: NoMessageValues;
  creditTotal: NoMessageValues;
  creditAvailable: NoMessageValues;
  terms: NoMessageValues;
  termsAccepted: { versao: string };
  termsPending: { versao: string };
  termsJustAccepted: NoMessageValues;
  termsFailed: NoMessageValues;
  readTerms: NoMessageValues;
  verification: NoMessageValues;
  verificationText: { email: string };
  sendVerification: NoMessageValues;
  verificationSent: { email: string };
  verificationFailed: NoMessageValues;
  preferences: NoMessageValues;
  preferencesFailed: NoMessageValues;
  preferencesLoading: NoMessageValues;
  necessary: NoMessageValues;
  session: NoMessageValues;
  performance: NoMessageValues;
  personalisation: NoMessageValues;
  on: NoMessageValues;
  off: NoMessageValues;
  more: NoMessageValues;
  addresses: NoMessageValues;
  users: NoMessageValues;
}>({
  title: { id: 'account.title', defaultMessage: 'Minha conta', description: 'Heading of the account page' },
  visitorText: { id: 'account.visitorText', defaultMessage: 'Entre para ver seus dados, seus endereços e seus usuários.', description: 'A visitor opened the account page' },
  login: { id: 'account.login', defaultMessage: 'Entrar', description: 'Button opening the login panel from the account page' },
  details: { id: 'account.details', defaultMessage: 'Dados do cadastro', description: 'Account page section: the client data' },
  name: { id: 'account.name', defaultMessage: 'Nome', description: 'Account data: name' },
  email: { id: 'account.email', defaultMessage: 'E-mail', description: 'Account data: e-mail' },
  cpf: { id: 'account.cpf', defaultMessage: 'CPF', description: 'Account data: the document, a CPF' },
  cnpj: { id: 'account.cnpj', defaultMessage: 'CNPJ', description: 'Account data: the document, a CNPJ' },
  phone: { id: 'account.phone', defaultMessage: 'Telefone', description: 'Account data: phone' },
  approval: { id: 'account.approval', defaultMessage: 'Situação do cadastro', description: 'Account data: the approval status (cadastro_aprovado)' },
  approved: { id: 'account.approved', defaultMessage: 'Aprovado', description: 'Approval status: approved' },
  awaitingApproval: { id: 'account.awaitingApproval', defaultMessage: 'Aguardando aprovação', description: 'Approval status: awaiting approval' },
  updateRegistration: { id: 'account.updateRegistration', defaultMessage: 'Atualizar cadastro', description: 'Button opening the update registration panel' },
  updateUser: { id: 'account.updateUser', defaultMessage: 'Alterar e-mail e senha', description: 'Button opening the update user panel' },
  credit: { id: 'account.credit', defaultMessage: 'Limite de crédito', description: 'Account page section: the credit limit' },
  creditTotal: { id: 'account.creditTotal', defaultMessage: 'Limite total', description: 'Credit limit: total (limite_credito_total)' },
  creditAvailable: { id: 'account.creditAvailable', defaultMessage: 'Disponível', description: 'Credit limit: available (limite_credito_disponivel)' },
  terms: { id: 'account.terms', defaultMessage: 'Termos de uso', description: 'Account page section: the terms of use' },
  termsAccepted: { id: 'account.termsAccepted', defaultMessage: 'Você aceitou os termos de uso (versão {versao}).', description: 'The client accepted the terms in force' },
  termsPending: {
    id: 'account.termsPending',
    defaultMessage: 'Você ainda não aceitou os termos de uso em vigor (versão {versao}).',
    description: 'The client has not accepted the terms in force',
  },
  termsJustAccepted: { id: 'account.termsJustAccepted', defaultMessage: 'Termos de uso aceitos.', description: 'The acceptance of the terms was recorded' },
  termsFailed: { id: 'account.termsFailed', defaultMessage: 'Não foi possível carregar os termos de uso.', description: 'The terms of use could not be fetched on the account page' },
  readTerms: { id: 'account.readTerms', defaultMessage: 'Ler os termos de uso', description: 'Button opening the terms-of-use modal' },
  verification: { id: 'account.verification', defaultMessage: 'Verificação de e-mail', description: 'Account page section: e-mail verification' },
  verificationText: {
    id: 'account.verificationText',
    defaultMessage: 'Enviaremos um link de confirmação para {email}.',
    description: 'What the verification button does',
  },
  sendVerification: { id: 'account.sendVerification', defaultMessage: 'Enviar verificação', description: 'Button sending the e-mail verification (spec 7)' },
  verificationSent: { id: 'account.verificationSent', defaultMessage: 'Enviamos um link de verificação para {email}.', description: 'The verification e-mail was sent' },
  verificationFailed: {
    id: 'account.verificationFailed',
    defaultMessage: 'Não foi possível enviar a verificação. Tente novamente mais tarde.',
    description: 'Sending the verification failed without a server text',
  },
  preferences: { id: 'account.preferences', defaultMessage: 'Configurações do cliente', description: 'Account page section: the client configuration (spec 7)' },
  preferencesLoading: { id: 'account.preferencesLoading', defaultMessage: 'Carregando suas configurações', description: 'The client configuration is being fetched' },
  preferencesFailed: { id: 'account.preferencesFailed', defaultMessage: 'Não foi possível carregar suas configurações.', description: 'The client configuration could not be fetched' },
  necessary: { id: 'account.cookies.necessary', defaultMessage: 'Cookies necessários', description: 'Client configuration: necessary cookies' },
  session: { id: 'account.cookies.session', defaultMessage: 'Cookies de sessão', description: 'Client configuration: session cookies' },
  performance: { id: 'account.cookies.performance', defaultMessage: 'Cookies de desempenho', description: 'Client configuration: performance cookies' },
  personalisation: { id: 'account.cookies.personalisation', defaultMessage: 'Cookies de personalização', description: 'Client configuration: personalisation cookies' },
  on: { id: 'account.on', defaultMessage: 'Ativado', description: 'A configuration flag that is on' },
  off: { id: 'account.off', defaultMessage: 'Desativado', description: 'A configuration flag that is off' },
  more: { id: 'account.more', defaultMessage: 'Mais opções da conta', description: 'Accessible name of the account links' },
  addresses: { id: 'account.addresses', defaultMessage: 'Meus endereços', description: "Button opening the client's address panel" },
  users: { id: 'account.users', defaultMessage: 'Usuários', description: "Link to the linked users page (a main client's only, spec 6)" },
});
