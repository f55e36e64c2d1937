import { defineMessages } from 'react-intl';

export const routeErrorScreenMessages = defineMessages({
  notFoundTitle: { id: 'routeError.notFound.title', defaultMessage: 'Página não encontrada', description: 'Unknown route heading' },
  notFoundText: { id: 'routeError.notFound.text', defaultMessage: 'O endereço que você abriu não existe nesta loja.', description: 'Unknown route text' },
  home: { id: 'routeError.home', defaultMessage: 'Ir para a página inicial', description: 'Link to the supplier home' },
  supplierTitle: { id: 'routeError.supplier.title', defaultMessage: 'Loja indisponível', description: 'Unknown or failing supplier heading (spec 2)' },
  supplierText: {
    id: 'routeError.supplier.text',
    defaultMessage: 'Não encontramos esta loja ou ela está fora do ar no momento.',
    description: 'Unknown or failing supplier text',
  },
  providerSite: { id: 'routeError.supplier.link', defaultMessage: 'Conhecer outras lojas', description: "Link to the provider's marketing site" },
  genericTitle: { id: 'routeError.generic.title', defaultMessage: 'Não foi possível carregar esta página', description: 'Unexpected error heading' },
  genericText: {
    id: 'routeError.generic.text',
    defaultMessage: 'Verifique sua conexão e tente novamente. Seu carrinho continua salvo.',
    description: 'The page failed for want of a network (no answer, or the browser is offline)',
  },
  serverText: {
    id: 'routeError.server.text',
    defaultMessage: 'A loja não respondeu como esperado. Tente novamente em alguns minutos. Seu carrinho continua salvo.',
    description: 'The platform answered the page with an error: the connection is fine',
  },
  unexpectedText: {
    id: 'routeError.unexpected.text',
    defaultMessage: 'Algo deu errado ao abrir esta página. Tente novamente. Seu carrinho continua salvo.',
    description: 'The page failed for a reason that is neither the network nor the platform',
  },
  retry: { id: 'routeError.retry', defaultMessage: 'Tentar novamente', description: 'Reloads the page after an error' },
});

export const said = defineMessages<{ serverSaid: { text: string } }>({
  serverSaid: { id: 'routeError.server.said', defaultMessage: 'Resposta da loja: {text}', description: "The platform's own error text, as plain text" },
});
