import { defineMessages, type NoMessageValues } from 'react-intl';

export const productProblemMessages = defineMessages<{
  notFoundTitle: NoMessageValues;
  notFoundText: NoMessageValues;
  backToCatalogue: NoMessageValues;
  failedTitle: NoMessageValues;
  failedText: NoMessageValues;
  retry: NoMessageValues;
}>({
  notFoundTitle: { id: 'product.notFound.title', defaultMessage: 'Produto não encontrado', description: 'Heading of a product page for a product the supplier does not have' },
  notFoundText: {
    id: 'product.notFound.text',
    defaultMessage: 'Este produto não existe ou não está mais à venda nesta loja.',
    description: 'Why a product page is empty: unknown product',
  },
  backToCatalogue: { id: 'product.backToCatalogue', defaultMessage: 'Ver todos os produtos', description: 'Link from a product page to the catalogue' },
  failedTitle: { id: 'product.failed.title', defaultMessage: 'Não foi possível carregar o produto', description: 'Heading of a product page whose load failed' },
  failedText: {
    id: 'product.failed.text',
    defaultMessage: 'Verifique sua conexão e tente novamente. Seu carrinho continua salvo.',
    description: 'What to do when the product page failed to load',
  },
  retry: { id: 'product.retry', defaultMessage: 'Tentar novamente', description: 'Loads the product page again after an error' },
});
