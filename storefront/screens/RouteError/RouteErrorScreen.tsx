import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import { plainText } from '@storefront/domain/text';
import { pageFailureOf } from '@storefront/state/failure';
import { SupplierUnavailableError } from '@storefront/state/supplier';
import { routeErrorScreenMessages as messages, said } from './messages';

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
