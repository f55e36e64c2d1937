import { useEffect } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { styled } from '@themes/stitches.config';
import { dismissCartSync } from '@storefront/state/cartStore';
import { useStores } from '@storefront/state/context';

const cartSyncMessages = defineMessages<{ offline: NoMessageValues; resynced: NoMessageValues }>({
  offline: {
    id: 'cartSync.offline',
    defaultMessage: 'Você está sem conexão. Suas alterações no carrinho foram guardadas e serão enviadas quando a conexão voltar.',
    description: 'Issue 10 faults: a cart change could not reach the platform for want of a network; it is kept and sent later',
  },
  resynced: {
    id: 'cartSync.resynced',
    defaultMessage: 'Conexão restabelecida. Seu carrinho foi salvo.',
    description: 'Issue 10 faults: the cart changes made offline reached the platform',
  },
});

/** As long as a success toast stays (ui/Toast): time to read one short sentence. */
const RESYNCED_VISIBLE_MS = 5000;

const Region = styled('div', {
  variants: {
    /** Under the page's header (full width, over the content scrolling below) or inside a panel's body. */
    placement: {
      page: {
        '&:not(:empty)': { paddingBlock: '$2', paddingInline: '$3', backgroundColor: '$background' },
        '@md': { '&:not(:empty)': { paddingInline: '$4' } },
      },
      panel: { '&:not(:empty)': { marginBottom: '$4' } },
    },
  },
});

/**
 * Issue 10 faults: while cart changes wait for the network the shopper is told they are kept; once
 * they reach the platform, that it is done. A polite status region, present before anything is said,
 * so screen readers announce the change without interrupting.
 */
export function CartSyncStatus({ placement = 'page' }: { placement?: 'page' | 'panel' }) {
  const intl = useIntl();
  const stores = useStores();
  const { sync } = useSnapshot(stores.cart);
  useEffect(() => {
    if (sync !== 'resynced') return;
    const timer = setTimeout(() => dismissCartSync(stores.cart), RESYNCED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [sync, stores.cart]);
  return (
    <Region role="status" placement={placement}>
      {sync ? <Alert tone={sync === 'offline' ? 'warning' : 'success'}>{intl.formatMessage(cartSyncMessages[sync])}</Alert> : null}
    </Region>
  );
}
