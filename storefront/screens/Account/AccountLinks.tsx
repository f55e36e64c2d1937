import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { Inline } from '@ui/Stack';
import { isMainClient } from '@storefront/domain/linkedAccounts';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { accountScreenMessages as messages } from './messages';

/** The ways on, side by side and wrapping: still a list, so a screen reader counts them. */

/** Where the account leads on: the address panel and, for a main client, the linked users. */
export function AccountLinks() {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const stores = useStores();
  const session = useSnapshot(stores.session);
  return (
    <nav aria-label={intl.formatMessage(messages.more)}>
      <Inline as="ul" gap={3} align="stretch">
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
      </Inline>
    </nav>
  );
}
