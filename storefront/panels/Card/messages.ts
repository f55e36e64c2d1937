import { defineMessages, type NoMessageValues } from 'react-intl';

export const cardPanelMessages = defineMessages<{
  title: NoMessageValues;
  number: NoMessageValues;
  name: NoMessageValues;
  expiry: NoMessageValues;
  expiryHint: NoMessageValues;
  cvv: NoMessageValues;
  cvvHint: NoMessageValues;
  instalments: NoMessageValues;
  instalment: { count: number; value: string };
  preAuthorisation: { value: string };
  submit: NoMessageValues;
  invalidNumber: NoMessageValues;
  invalidName: NoMessageValues;
  invalidExpiry: NoMessageValues;
  invalidCvv: NoMessageValues;
  refused: NoMessageValues;
  secure: NoMessageValues;
}>({
  title: { id: 'card.title', defaultMessage: 'Pagamento com cartão', description: 'Title of the card payment panel' },
  number: { id: 'card.number', defaultMessage: 'Número do cartão', description: 'Card number field' },
  name: { id: 'card.name', defaultMessage: 'Nome impresso no cartão', description: 'Card holder name field' },
  expiry: { id: 'card.expiry', defaultMessage: 'Validade', description: 'Card expiry field' },
  expiryHint: { id: 'card.expiryHint', defaultMessage: 'MM/AA', description: 'Format of the card expiry' },
  cvv: { id: 'card.cvv', defaultMessage: 'Código de segurança (CVV)', description: 'Card security code field' },
  cvvHint: { id: 'card.cvvHint', defaultMessage: '3 ou 4 dígitos no verso do cartão', description: 'Where the security code is' },
  instalments: { id: 'card.instalments', defaultMessage: 'Parcelas', description: 'Instalments select' },
  instalment: {
    id: 'card.instalment',
    defaultMessage: '{count, plural, one {À vista: {value}} other {#x de {value} sem juros}}',
    description: 'One instalment option, with the value of each instalment',
  },
  preAuthorisation: {
    id: 'card.preAuthorisation',
    defaultMessage:
      'Vamos pré-autorizar {value} no seu cartão, porque o valor final pode variar (por exemplo, em produtos vendidos por peso). Qualquer valor pré-autorizado a mais é estornado automaticamente.',
    description: 'spec 9: card pre-authorisation message, with the pre-charged amount',
  },
  submit: { id: 'card.submit', defaultMessage: 'Usar este cartão', description: 'Confirms the card for the order' },
  invalidNumber: { id: 'card.invalidNumber', defaultMessage: 'Confira o número do cartão.', description: 'The card number is not a valid card number' },
  invalidName: { id: 'card.invalidName', defaultMessage: 'Informe o nome como está no cartão.', description: 'The card holder name is empty' },
  invalidExpiry: { id: 'card.invalidExpiry', defaultMessage: 'Informe uma validade futura no formato MM/AA.', description: 'The card expiry is wrong or past' },
  invalidCvv: { id: 'card.invalidCvv', defaultMessage: 'O código tem 3 ou 4 dígitos.', description: 'The security code is wrong' },
  refused: {
    id: 'card.refused',
    defaultMessage: 'Não foi possível validar o cartão. Confira os dados e tente novamente.',
    description: 'The payment gateway refused the card without a text of its own',
  },
  secure: {
    id: 'card.secure',
    defaultMessage: 'Os dados do cartão vão direto para o processador de pagamento; a loja recebe apenas um código.',
    description: 'Why it is safe to type the card here',
  },
});
