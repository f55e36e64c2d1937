import { defineMessages, type NoMessageValues } from 'react-intl';

export const subscriptionDetailsMessages = defineMessages<{
  title: { label: string };
  loading: NoMessageValues;
  failed: NoMessageValues;
  back: NoMessageValues;
  type: NoMessageValues;
  typeEvery: { label: string; every: string };
  nextDelivery: NoMessageValues;
  status: NoMessageValues;
  products: NoMessageValues;
  quantity: { quantity: string };
  unnamed: { id: string };
  cancel: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmText: { label: string };
  keep: NoMessageValues;
  confirm: NoMessageValues;
  cancelledNow: NoMessageValues;
  cancelFailed: NoMessageValues;
}>({
  title: { id: 'subscriptions.detailsTitle', defaultMessage: 'Assinatura: {label}', description: 'Heading of the subscription details; label is its type' },
  loading: { id: 'subscriptions.detailsLoading', defaultMessage: 'Carregando a assinatura', description: 'The subscription details are loading' },
  failed: { id: 'subscriptions.detailsFailed', defaultMessage: 'Não foi possível carregar esta assinatura.', description: 'The subscription details failed to load' },
  back: { id: 'subscriptions.back', defaultMessage: 'Voltar para as assinaturas', description: 'Link from a subscription back to the list' },
  type: { id: 'subscriptions.type', defaultMessage: 'Frequência', description: 'Term: the subscription type' },
  typeEvery: { id: 'subscriptions.typeEvery', defaultMessage: '{label} ({every})', description: 'A subscription type with its interval, e.g. "Toda semana (a cada 7 dias)"' },
  nextDelivery: { id: 'subscriptions.nextDeliveryTerm', defaultMessage: 'Próxima entrega', description: 'Term: the date of the next delivery' },
  status: { id: 'subscriptions.status', defaultMessage: 'Situação', description: 'Term: active or cancelled' },
  products: { id: 'subscriptions.productsTitle', defaultMessage: 'Produtos', description: 'Heading of the products of a subscription' },
  quantity: { id: 'subscriptions.quantity', defaultMessage: 'Quantidade: {quantity}', description: 'Quantity of a product of a subscription' },
  unnamed: { id: 'subscriptions.unnamed', defaultMessage: 'Produto {id} (indisponível no catálogo)', description: 'A product of the subscription the catalogue no longer has' },
  cancel: { id: 'subscriptions.cancel', defaultMessage: 'Cancelar assinatura', description: 'Button asking to cancel the subscription' },
  confirmTitle: { id: 'subscriptions.confirmTitle', defaultMessage: 'Cancelar esta assinatura?', description: 'Title of the confirmation before cancelling a subscription' },
  confirmText: {
    id: 'subscriptions.confirmText',
    defaultMessage: 'Você deixa de receber as entregas desta assinatura ({label}). Ela não pode ser reativada: para voltar a receber, faça um novo pedido com assinatura.',
    description: 'What cancelling a subscription means',
  },
  keep: { id: 'subscriptions.keep', defaultMessage: 'Manter assinatura', description: 'Closes the confirmation keeping the subscription' },
  confirm: { id: 'subscriptions.confirm', defaultMessage: 'Sim, cancelar', description: 'Confirms cancelling the subscription' },
  cancelledNow: { id: 'subscriptions.cancelledNow', defaultMessage: 'Assinatura cancelada. Não haverá novas entregas.', description: 'The subscription was cancelled' },
  cancelFailed: {
    id: 'subscriptions.cancelFailed',
    defaultMessage: 'Não foi possível cancelar a assinatura. Tente novamente.',
    description: 'Cancelling the subscription failed and the server sent no text',
  },
});
