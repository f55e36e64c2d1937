import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useSnapshot } from 'valtio';
import { currentPriceTerms, priceTermsKey } from '@storefront/state/catalogue';
import { useStores } from '@storefront/state/context';

/**
 * spec 4 and 7: a page priced for the shopper's terms (payment method, delivery type, address) is asked
 * again when she changes them, once they are known: the server priced its page with the supplier's
 * default terms, and another choice here gives other prices. Not imported by the Shell itself, so the
 * price rules stay out of the first page's script.
 */
export function useRepricing(priced: { readonly status: string; readonly pricedWith: string | null }): void {
  const stores = useStores();
  const checkout = useSnapshot(stores.checkout);
  const session = useSnapshot(stores.session);
  const termsKnown = checkout.payment.status === 'loaded' || checkout.payment.status === 'failed';
  const termsNow = priceTermsKey(currentPriceTerms({ checkout, session }));
  const revalidator = useRevalidator();
  const stale = termsKnown && priced.status === 'loaded' && priced.pricedWith !== null && priced.pricedWith !== termsNow;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);
}
