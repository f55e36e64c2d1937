import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { Stack } from '@ui/Stack';
import { StatusPanel } from '@ui/StatusPanel';
import { Text } from '@ui/Text';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { signInRequiredMessages as messages } from './messages';

/**
 * A page of the client's own (orders, lists, invoices, users, chat) opened by a visitor: what the page
 * is, why it needs her account, and the way in, the login panel, which brings her back here.
 */
export function SignInRequired({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const stores = useStores();
  return (
    <StatusPanel title={title} actions={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}>
      <p>{children}</p>
    </StatusPanel>
  );
}

/** The same inside a side panel (addresses, a new address, suppliers): the reason, and the way in under it. */
export function PanelSignInRequired({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const stores = useStores();
  return (
    <Stack gap={4}>
      <Text tone="muted">{children}</Text>
      <div>
        <Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>
      </div>
    </Stack>
  );
}
