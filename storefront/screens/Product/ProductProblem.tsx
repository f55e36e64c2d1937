import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import type { ProductContext, ProductStore } from '@storefront/state/product';
import { loadProduct } from '@storefront/state/productPage';

const messages = defineMessages<{
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

export interface ProductProblemProps {
  store: ProductStore;
  context: ProductContext;
  idproduto: string;
  catalogueHref: string;
}

/**
 * A product page without its product: one the supplier does not have, or one that could not be loaded
 * (its error and a retry). A chunk of its own: a page with its product never runs it.
 */
export function ProductProblem({ store, context, idproduto, catalogueHref }: ProductProblemProps) {
  const intl = useIntl();
  const { status, error } = useSnapshot(store);
  const back = (
    <Link appearance="button" href={catalogueHref}>
      {intl.formatMessage(messages.backToCatalogue)}
    </Link>
  );
  if (status === 'notFound') {
    return (
      <StatusPanel title={intl.formatMessage(messages.notFoundTitle)} actions={back}>
        <p>{intl.formatMessage(messages.notFoundText)}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      announce="alert"
      title={intl.formatMessage(messages.failedTitle)}
      actions={
        <>
          {back}
          <Button onPress={() => void loadProduct(store, context, idproduto)}>{intl.formatMessage(messages.retry)}</Button>
        </>
      }
    >
      {error ? <p>{error}</p> : null}
      <p>{intl.formatMessage(messages.failedText)}</p>
    </StatusPanel>
  );
}
