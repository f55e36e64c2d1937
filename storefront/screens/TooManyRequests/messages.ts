import { defineMessages } from 'react-intl';

export const tooManyRequestsScreenMessages = defineMessages({
  title: { id: 'tooManyRequests.title', defaultMessage: 'Muitas tentativas em pouco tempo', description: 'HTTP 429 page heading (spec 2)' },
  text: {
    id: 'tooManyRequests.text',
    defaultMessage: 'Recebemos muitas solicitações seguidas. Aguarde alguns instantes e tente novamente; seu carrinho continua salvo.',
    description: 'HTTP 429 page explanation',
  },
  retry: { id: 'tooManyRequests.retry', defaultMessage: 'Voltar para a loja', description: 'Link back to the supplier home' },
});
