import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { StatusPanel } from '@ui/StatusPanel';
import { useAppServices } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { subscriptionsMessages as messages } from '@storefront/components/SubscriptionsTab/messages';

/** The visitor is asked to sign in; the subscriptions are the client's own. */
export function SignIn() {
  const intl = useIntl();
  const { stores } = useAppServices();
  return (
    <StatusPanel title={intl.formatMessage(messages.title)} actions={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}>
      <p>{intl.formatMessage(messages.visitor)}</p>
    </StatusPanel>
  );
}
