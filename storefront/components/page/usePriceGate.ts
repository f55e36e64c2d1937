import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { hiddenPriceReason } from '@storefront/domain/gates';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { useStores } from '@storefront/state/context';

/** Whether this shopper sees the prices of a store with these tags, and the words that say why not (spec 5, 6). */
export function usePriceGate(tags: readonly string[]): { showPrices: boolean; hiddenReason: string | undefined } {
  const intl = useIntl();
  const stores = useStores();
  const { usuario } = useSnapshot(stores.session);
  const reason = hiddenPriceReason(tags, { authenticated: Boolean(usuario), approved: Boolean(usuario?.cadastro_aprovado) });
  return { showPrices: reason === null, hiddenReason: reason === null ? undefined : intl.formatMessage(domainMessages[reason]) };
}
