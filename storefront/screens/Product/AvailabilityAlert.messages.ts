import { defineMessages, type NoMessageValues } from 'react-intl';

export const availabilityAlertMessages = defineMessages<{
  notify: NoMessageValues;
  notifyOff: NoMessageValues;
  notifyOn: NoMessageValues;
  notifyVisitor: NoMessageValues;
  notifyLoginAsked: NoMessageValues;
  notifyFailed: NoMessageValues;
}>({
  notify: { id: 'product.notify', defaultMessage: 'Avise-me quando chegar', description: 'Switch: be told when an unavailable product is back (availability alert)' },
  notifyOff: {
    id: 'product.notify.off',
    defaultMessage: 'Ative para receber um aviso quando o produto voltar ao estoque.',
    description: 'Description of the availability alert switch while it is off',
  },
  notifyOn: {
    id: 'product.notify.on',
    defaultMessage: 'Pronto! Vamos avisar você quando o produto voltar ao estoque.',
    description: 'Description of the availability alert switch while it is on',
  },
  notifyVisitor: {
    id: 'product.notify.visitor',
    defaultMessage: 'Entre na sua conta para ser avisado quando o produto voltar ao estoque.',
    description: 'Description of the availability alert switch for a visitor (who must log in first)',
  },
  notifyLoginAsked: {
    id: 'product.notify.loginAsked',
    defaultMessage: 'Faça login para ativar o aviso de disponibilidade.',
    description: 'Said when a visitor turns the availability alert on: the login panel opens',
  },
  notifyFailed: {
    id: 'product.notify.failed',
    defaultMessage: 'Não foi possível atualizar o aviso de disponibilidade.',
    description: 'The availability alert call failed',
  },
});
