import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';

const messages = defineMessages<{ viewCart: NoMessageValues }>({
  viewCart: { id: 'cart.viewCart', defaultMessage: 'Ver carrinho', description: 'Opens the cart panel after several products went into it at once' },
});

/**
 * What became of putting several products in the cart at once (a combo, a quick order): added, with the
 * way to the cart; or why not (a locked cart, a save that failed), announced either way.
 */
export function AddedToCartAlert({ added, children }: { added: boolean; children: ReactNode }) {
  const intl = useIntl();
  const stores = useStores();
  return (
    <Alert
      tone={added ? 'success' : 'danger'}
      live
      action={
        added ? (
          <Button size="sm" variant="secondary" onPress={() => openPanel(stores.panels, 'cart')}>
            {intl.formatMessage(messages.viewCart)}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
