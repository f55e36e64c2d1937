import { defineMessages, type NoMessageValues } from 'react-intl';

export const cartShippingFailureMessages = defineMessages<{ title: NoMessageValues; close: NoMessageValues }>({
  title: { id: 'cart.shipping.failure.title', defaultMessage: 'Não foi possível calcular o frete', description: 'Title of the modal of a failed shipping fee lookup by CEP' },
  close: { id: 'cart.shipping.failure.close', defaultMessage: 'Fechar', description: 'Closes the modal of a failed shipping fee lookup by CEP' },
});
