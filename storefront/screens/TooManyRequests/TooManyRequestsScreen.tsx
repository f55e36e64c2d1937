import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';
import { supplierPaths } from '@storefront/paths';
import { tooManyRequestsScreenMessages as messages } from './messages';

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
