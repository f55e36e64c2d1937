import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';
import { isMainClient } from '@storefront/domain/linkedAccounts';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { accountScreenMessages as messages } from './messages';

/** The ways on, side by side and wrapping: still a list, so a screen reader counts them. */
const Links = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });

/** Where the account leads on: the address panel and, for a main client, the linked users. */
export function AccountLinks() {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const stores = useStores();
  const session = useSnapshot(stores.session);
  return (
    <nav aria-label={intl.formatMessage(messages.more)}>
      <Links>
        <li>
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'addresses')}>
            {intl.formatMessage(messages.addresses)}
          </Button>
        </li>
        {isMainClient(session) ? (
          <li>
            <Link appearance="button" href={paths.users()}>
              {intl.formatMessage(messages.users)}
            </Link>
          </li>
        ) : null}
      </Links>
    </nav>
  );
}
