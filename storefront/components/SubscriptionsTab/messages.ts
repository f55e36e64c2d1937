import { defineMessages, type NoMessageValues } from 'react-intl';

/** The subscriptions' words, shared by the orders screen's tab and the details route. */
export const subscriptionsMessages = defineMessages<{
  title: NoMessageValues;
  pageTitle: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  active: NoMessageValues;
  cancelled: NoMessageValues;
  every: { dias: number };
  nextDelivery: { date: string };
  noNextDelivery: NoMessageValues;
  products: { count: number };
  details: NoMessageValues;
  detailsName: { label: string; date: string };
  visitor: NoMessageValues;
}>({
  title: { id: 'subscriptions.title', defaultMessage: 'Assinaturas', description: 'Heading of the client subscriptions (a tab of the orders screen)' },
  pageTitle: { id: 'subscriptions.pageTitle', defaultMessage: 'Suas assinaturas', description: 'Heading of the subscriptions page (the list outside the orders screen)' },
  loading: { id: 'subscriptions.loading', defaultMessage: 'Carregando assinaturas', description: 'The subscriptions are loading' },
  failed: { id: 'subscriptions.failed', defaultMessage: 'Não foi possível carregar suas assinaturas.', description: 'The subscriptions failed to load' },
  empty: { id: 'subscriptions.empty', defaultMessage: 'Nenhuma assinatura', description: 'The client has no subscriptions' },
  emptyText: {
    id: 'subscriptions.emptyText',
    defaultMessage: 'Ao finalizar um pedido, escolha com que frequência quer recebê-lo de novo.',
    description: 'How to start a subscription, when the supplier sent no recurrence message',
  },
  active: { id: 'subscriptions.active', defaultMessage: 'Ativa', description: 'Badge: the subscription is active' },
  cancelled: { id: 'subscriptions.cancelled', defaultMessage: 'Cancelada', description: 'Badge: the subscription was cancelled' },
  every: { id: 'subscriptions.every', defaultMessage: 'a cada {dias, plural, one {# dia} other {# dias}}', description: 'Interval of a subscription type, in days' },
  nextDelivery: { id: 'subscriptions.nextDelivery', defaultMessage: 'Próxima entrega: {date}', description: 'Date of the next delivery of an active subscription' },
  noNextDelivery: { id: 'subscriptions.noNextDelivery', defaultMessage: 'Sem próximas entregas', description: 'A cancelled subscription delivers no more' },
  products: { id: 'subscriptions.products', defaultMessage: '{count, plural, one {# produto} other {# produtos}}', description: 'How many products a subscription has' },
  details: { id: 'subscriptions.details', defaultMessage: 'Ver detalhes', description: 'Link to the details of a subscription' },
  detailsName: {
    id: 'subscriptions.detailsName',
    defaultMessage: 'Ver detalhes da assinatura {label} de {date}',
    description: 'Accessible name of the link to one subscription; date is its next delivery',
  },
  visitor: { id: 'subscriptions.visitor', defaultMessage: 'Entre na sua conta para ver suas assinaturas.', description: 'The subscriptions opened by a visitor' },
});
