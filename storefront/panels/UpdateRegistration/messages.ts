import { defineMessages, type NoMessageValues } from 'react-intl';

export const updateRegistrationPanelMessages = defineMessages<{
  title: NoMessageValues;
  name: NoMessageValues;
  companyName: NoMessageValues;
  phone: NoMessageValues;
  phoneHint: NoMessageValues;
  cpf: NoMessageValues;
  cnpj: NoMessageValues;
  documentHint: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  submit: NoMessageValues;
}>({
  title: { id: 'updateRegistration.title', defaultMessage: 'Atualizar cadastro', description: 'Title of the update registration panel (spec 2)' },
  name: { id: 'updateRegistration.name', defaultMessage: 'Nome completo', description: 'Update registration field: the name, for a CPF' },
  companyName: { id: 'updateRegistration.companyName', defaultMessage: 'Razão social', description: 'Update registration field: the company name, for a CNPJ' },
  phone: { id: 'updateRegistration.phone', defaultMessage: 'Telefone', description: 'Update registration field: phone' },
  phoneHint: { id: 'updateRegistration.phoneHint', defaultMessage: 'Com DDD, por exemplo (11) 98765-4321.', description: 'Help under the phone field' },
  cpf: { id: 'updateRegistration.cpf', defaultMessage: 'CPF', description: 'Update registration field: the document (read-only), a CPF' },
  cnpj: { id: 'updateRegistration.cnpj', defaultMessage: 'CNPJ', description: 'Update registration field: the document (read-only), a CNPJ' },
  documentHint: { id: 'updateRegistration.documentHint', defaultMessage: 'O documento não pode ser alterado.', description: 'Why the document field is read-only' },
  email: { id: 'updateRegistration.email', defaultMessage: 'E-mail', description: 'Update registration field: e-mail (read-only here)' },
  emailHint: {
    id: 'updateRegistration.emailHint',
    defaultMessage: 'Para trocar o e-mail, use "Alterar e-mail e senha".',
    description: 'Where to change the e-mail instead',
  },
  submit: { id: 'updateRegistration.submit', defaultMessage: 'Salvar', description: 'Update registration submit button' },
});
