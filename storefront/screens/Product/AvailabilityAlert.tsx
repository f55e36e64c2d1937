import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Switch } from '@ui/Switch';
import { Text } from '@ui/Text';
import { useStores } from '@storefront/state/context';
import type { ProductContext, ProductStore } from '@storefront/state/product';
import { setAvailabilityAlert } from '@storefront/state/productPage';
import { availabilityAlertMessages as messages } from './AvailabilityAlert.messages';


/**
 * spec 7 "Avise-me": the switch of an unavailable product's availability alert, what it does now, and why
 * a change failed. A chunk of its own: only an unavailable product's page runs it.
 */
export function AvailabilityAlert({ store, context }: { store: ProductStore; context: ProductContext }) {
  const intl = useIntl();
  const stores = useStores();
  const { alert } = useSnapshot(store);
  const { usuario } = useSnapshot(stores.session);
  let note = intl.formatMessage(alert.on ? messages.notifyOn : messages.notifyOff);
  if (!usuario) note = intl.formatMessage(alert.loginAsked ? messages.notifyLoginAsked : messages.notifyVisitor);
  return (
    <>
      <Switch isSelected={alert.on} isDisabled={alert.pending} onChange={(on) => void setAvailabilityAlert(store, context, on)}>
        {intl.formatMessage(messages.notify)}
      </Switch>
      <Text tone="muted" size="sm" role="status">{note}</Text>
      {alert.error !== null ? (
        <Alert tone="danger" live title={intl.formatMessage(messages.notifyFailed)}>
          {alert.error}
        </Alert>
      ) : null}
    </>
  );
}
