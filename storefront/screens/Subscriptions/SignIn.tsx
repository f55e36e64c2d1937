import { useIntl } from 'react-intl';
import { subscriptionsMessages as messages } from '@storefront/components/SubscriptionsTab/messages';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';

/** The visitor is asked to sign in; the subscriptions are the client's own. */
export function SignIn() {
  const intl = useIntl();
  return (
    <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
  );
}
