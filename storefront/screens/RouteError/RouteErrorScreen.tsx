import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import { plainText } from '@storefront/domain/text';
import { pageFailureOf } from '@storefront/state/failure';
import { SupplierUnavailableError } from '@storefront/state/supplier';

const messages = defineMessages({
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

const said = defineMessages<{ serverSaid: { text: string } }>({
  serverSaid: { id: 'routeError.server.said', defaultMessage: 'Resposta da loja: {text}', description: "The platform's own error text, as plain text" },
});

export interface RouteErrorScreenProps {
  /** Outside the shell (no supplier loaded) the screen is the page's main landmark itself. */
  standalone?: boolean;
}

/** The error boundary of every route: not found, supplier unavailable, or anything unexpected. */
export function RouteErrorScreen({ standalone = false }: RouteErrorScreenProps) {
  const Frame = standalone ? 'main' : 'div';
  return (
    <Frame>
      <RouteErrorContent />
    </Frame>
  );
}

function RouteErrorContent() {
  const intl = useIntl();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPanel
        layout="page"
        title={intl.formatMessage(messages.notFoundTitle)}
        actions={
          <Link appearance="button" href="/">
            {intl.formatMessage(messages.home)}
          </Link>
        }
      >
        <p>{intl.formatMessage(messages.notFoundText)}</p>
      </StatusPanel>
    );
  }
  if (error instanceof SupplierUnavailableError) {
    return (
      <StatusPanel
        layout="page"
        announce="alert"
        title={intl.formatMessage(messages.supplierTitle)}
        actions={
          <Link appearance="button" href={error.providerSiteUrl}>
            {intl.formatMessage(messages.providerSite)}
          </Link>
        }
      >
        <p>{intl.formatMessage(messages.supplierText)}</p>
      </StatusPanel>
    );
  }
  // Issue 19: the connection is blamed only when the network failed; the store's text is shown as plain text.
  const failure = pageFailureOf(error);
  const serverText = failure.kind === 'server' && failure.serverText ? plainText(failure.serverText) : '';
  return (
    <StatusPanel
      layout="page"
      announce="alert"
      title={intl.formatMessage(messages.genericTitle)}
      actions={<Button onPress={() => globalThis.location.reload()}>{intl.formatMessage(messages.retry)}</Button>}
    >
      <p>{intl.formatMessage(failure.kind === 'network' ? messages.genericText : failure.kind === 'server' ? messages.serverText : messages.unexpectedText)}</p>
      {serverText ? <p>{intl.formatMessage(said.serverSaid, { text: serverText })}</p> : null}
    </StatusPanel>
  );
}
