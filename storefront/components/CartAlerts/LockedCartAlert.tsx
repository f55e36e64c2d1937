import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button, usePendingPress } from '@ui/Button';
import { useStores } from '@storefront/state/context';
import { useCartActions } from '@storefront/state/useCartActions';

const messages = defineMessages<{ locked: NoMessageValues; lockedText: NoMessageValues; unlock: NoMessageValues }>({
  locked: { id: 'cart.locked', defaultMessage: 'Negociação em andamento', description: 'spec 8: title shown when an attendant locked the cart' },
  lockedText: {
    id: 'cart.lockedText',
    defaultMessage:
      'Um atendente está ajustando o seu pedido com preços negociados. As quantidades ficam bloqueadas; se desbloquear, os preços negociados são descartados.',
    description: 'Why the cart cannot be changed while locked, and what unlocking does',
  },
  unlock: { id: 'cart.unlock', defaultMessage: 'Desbloquear carrinho', description: 'Unlocks a cart locked by an attendant (spec 4)' },
});

/** spec 6 and 8: the cart an attendant locked, with the unlock that resets the attendant prices (spec 4). */
export function LockedCartAlert() {
  const intl = useIntl();
  const stores = useStores();
  const { unlockCart } = useCartActions();
  const { locked } = useSnapshot(stores.cart);
  const unlock = usePendingPress(unlockCart);
  if (!locked) return null;
  return (
    <Alert
      tone="warning"
      title={intl.formatMessage(messages.locked)}
      action={
        <Button variant="secondary" {...unlock}>
          {intl.formatMessage(messages.unlock)}
        </Button>
      }
    >
      {intl.formatMessage(messages.lockedText)}
    </Alert>
  );
}
