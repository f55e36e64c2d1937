import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button, usePendingPress } from '@ui/Button';
import { useStores } from '@storefront/state/context';
import { useCartActions } from '@storefront/state/useCartActions';

const messages = defineMessages<{ failed: NoMessageValues; retry: NoMessageValues }>({
  failed: {
    id: 'cart.loadFailed',
    defaultMessage: 'Não foi possível carregar o seu carrinho. Os itens abaixo podem estar desatualizados.',
    description: 'spec 8 "Cart": the cart load failed (its error state); the lines in hand are kept',
  },
  retry: { id: 'cart.retry', defaultMessage: 'Tentar novamente', description: 'Loads the cart again after a failed load' },
});

/** spec 8 "Cart": a load failure is the cart's error state, with a retry (cart panel and checkout). */
export function CartLoadAlert() {
  const intl = useIntl();
  const stores = useStores();
  const { loadCart } = useCartActions();
  const { loadFailed } = useSnapshot(stores.cart);
  const retry = usePendingPress(loadCart);
  if (!loadFailed) return null;
  return (
    <Alert
      tone="danger"
      live
      action={
        <Button size="sm" variant="secondary" {...retry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(messages.failed)}
    </Alert>
  );
}
