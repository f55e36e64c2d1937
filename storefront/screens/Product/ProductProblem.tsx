import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import type { ProductContext, ProductStore } from '@storefront/state/product';
import { loadProduct } from '@storefront/state/productPage';
import { productProblemMessages as messages } from './ProductProblem.messages';

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
