import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import { supplierPaths } from '@storefront/paths';

const messages = defineMessages({
  title: { id: 'tooManyRequests.title', defaultMessage: 'Muitas tentativas em pouco tempo', description: 'HTTP 429 page heading (spec 2)' },
  text: {
    id: 'tooManyRequests.text',
    defaultMessage: 'Recebemos muitas solicitações seguidas. Aguarde alguns instantes e tente novamente; seu carrinho continua salvo.',
    description: 'HTTP 429 page explanation',
  },
  retry: { id: 'tooManyRequests.retry', defaultMessage: 'Voltar para a loja', description: 'Link back to the supplier home' },
});

/** spec 2 `/{supplier}/erro/too-many-request`, where every HTTP 429 answer leads. */
export function TooManyRequestsScreen() {
  const intl = useIntl();
  const { fornecedor = '' } = useParams();
  return (
    <main>
      {/* Outside the supplier's layout, which names every other page: without it the tab has no title (WCAG 2.4.2). */}
      <title>{intl.formatMessage(messages.title)}</title>
      <StatusPanel
        layout="page"
        title={intl.formatMessage(messages.title)}
        actions={
          <Link appearance="button" href={supplierPaths(fornecedor).home}>
            {intl.formatMessage(messages.retry)}
          </Link>
        }
      >
        <p>{intl.formatMessage(messages.text)}</p>
      </StatusPanel>
    </main>
  );
}

export { TooManyRequestsScreen as Component };
