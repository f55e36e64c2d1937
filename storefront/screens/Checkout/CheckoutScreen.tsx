import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Spinner } from '@ui/Spinner';
import { onDemand } from '@ui/onDemand';
import { styled } from '@themes/stitches.config';
import type { CheckoutContentState, CheckoutContentStore } from '@storefront/state/checkoutContent';
import { useStores } from '@storefront/state/context';
import { useOpenCheckout } from '@storefront/state/useOpenCheckout';
import { openPanel } from '@storefront/state/panels';
import type { ClientPageData } from '@storefront/state/pageData';
import { usePageStore } from '@storefront/components/page/usePageStore';
import type { CharacteristicFields } from './Characteristics';
import { messages } from './messages';
import { OrderInstructions } from './OrderInstructions';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

/** The checkout's columns: the form's sections, and the summary beside them from `@md`. */
const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  alignItems: 'start',
  '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
});
const Sections = styled('div', { display: 'grid', gap: '$6', minWidth: 0 });

/** The form's chunk (./CheckoutForm): asked for as soon as the page is a signed-in shopper's, while her cart comes back. */
const loadForm = onDemand(() => import('./CheckoutForm'));
const FormAlerts = lazy(async () => ({ default: (await loadForm()).FormAlerts }));
const FormSections = lazy(async () => ({ default: (await loadForm()).FormSections }));
const FormSummary = lazy(async () => ({ default: (await loadForm()).FormSummary }));
// A cart that could not be loaded is rare: its alert (and retry) comes when it happens.
const CartLoadAlert = lazy(async () => ({ default: (await import('@storefront/components/CartAlerts/CartLoadAlert')).CartLoadAlert }));

/**
 * The page's columns, the same element from "cart coming back" to the form: the supplier's instructions,
 * in the server's page already, stay mounted when the cart comes (a remount would blank them until their
 * sanitiser's chunk arrived). Until the cart and the form's code have both come, `waiting` holds the form's place.
 */
function CheckoutColumns({ content, fields, restoring, waiting }: { content: CheckoutContentStore; fields: CharacteristicFields; restoring: boolean; waiting: ReactNode }) {
  return (
    <Layout>
      <Sections>
        {restoring ? null : (
          <Suspense fallback={null}>
            <FormAlerts />
          </Suspense>
        )}
        <OrderInstructions key="instructions" store={content} />
        {restoring ? (
          waiting
        ) : (
          <Suspense fallback={waiting}>
            <FormSections content={content} fields={fields} />
          </Suspense>
        )}
      </Sections>
      {restoring ? null : (
        <Suspense fallback={null}>
          <FormSummary content={content} fields={fields} />
        </Suspense>
      )}
    </Layout>
  );
}

/**
 * The checkout (spec 2 "Cart" and 4): delivery or pickup, payment, coupon, notes, the summary and the
 * submission. Its loader brings what the platform offers (into the checkout's store) and the supplier's
 * additions (`loaded`).
 */
export function CheckoutScreen({ loaded }: { loaded: ClientPageData<CheckoutContentState> }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const stores = useStores();
  const openCheckout = useOpenCheckout();
  const session = useSnapshot(stores.session);
  const cart = useSnapshot(stores.cart);
  const signedIn = Boolean(session.usuario);
  // spec 3: the supplier's order instructions and the characteristics the order carries.
  const content = usePageStore(loaded);
  const fields: CharacteristicFields = useRef({});

  // The offer came with the page, for her: now her cart at its terms, and its delivery options. Each
  // load of the page (another client signed in) opens it again.
  const offered = signedIn && loaded.idcliente === (session.usuario?.idcliente ?? null);
  // Whom the checkout was opened for (her cart reloaded, its delivery options asked).
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!offered) return;
    // The form's code comes beside her cart and her delivery options, not after them.
    void loadForm().catch(() => undefined);
    void openCheckout().finally(() => setOpenedFor(loaded.idcliente));
  }, [offered, loaded, openCheckout]);

  // Signing in from here removes the "Entrar" button the login panel would give the focus back to: once the
  // panel has let go of it (the focus fell to the page), it goes to the heading, not to the page's top (WCAG 2.4.3).
  const heading = useRef<HTMLHeadingElement>(null);
  const signingInHere = useRef(false);
  // Signing in here: the form waits for her delivery options too (their dates add a block above payment).
  const [signedInHere, setSignedInHere] = useState(false);
  useEffect(() => {
    if (!signedIn || !signingInHere.current) return undefined;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      frames += 1;
      const focused = document.activeElement;
      // Still in the closing panel: wait; anywhere else on the page: it was put there on purpose.
      if (focused?.closest('[role="dialog"]') && frames < 90) {
        frame = requestAnimationFrame(settle);
        return;
      }
      signingInHere.current = false;
      if (focused === document.body) heading.current?.focus();
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [signedIn]);

  // Every state of the page has the same heading, which takes the focus after a sign-in here.
  const title = (
    <h1 ref={heading} tabIndex={-1}>
      {intl.formatMessage(messages.title)}
    </h1>
  );

  if (!signedIn) {
    return (
      <>
        {title}
        <EmptyState
          icon="user"
          title={intl.formatMessage(messages.loginTitle)}
          action={
            <Button
              onPress={() => {
                signingInHere.current = true;
                setSignedInHere(true);
                openPanel(stores.panels, 'login');
              }}
            >
              {intl.formatMessage(messages.loginAction)}
            </Button>
          }
        >
          <p>{intl.formatMessage(messages.loginText)}</p>
        </EmptyState>
      </>
    );
  }

  // Signed in here, her addresses, payment methods and the supplier's instructions come with the page's
  // loader run again for her, then her delivery options. Until they have, one placeholder: the form then comes
  // whole, not in pieces that push the field she has already tabbed to (or is tapping) off its place.
  if (!offered || (signedInHere && openedFor !== loaded.idcliente)) {
    return (
      <>
        {title}
        <Spinner label={intl.formatMessage(messages.offerLoading)} showLabel />
      </>
    );
  }

  const waiting = <Spinner label={intl.formatMessage(messages.cartRestoring)} showLabel />;
  if (cart.lines.length === 0 && !stores.cart.saving && !cart.restoring) {
    return (
      <>
        {title}
        {cart.loadFailed ? (
          <Suspense fallback={null}>
            <CartLoadAlert />
          </Suspense>
        ) : (
          <EmptyState
            icon="cart"
            title={intl.formatMessage(messages.emptyTitle)}
            action={
              <Link appearance="button" href={paths.catalogue()}>
                {intl.formatMessage(messages.emptyAction)}
              </Link>
            }
          />
        )}
      </>
    );
  }

  // A cart still coming back holds the form's place; the instructions do not wait for it.
  return (
    <>
      {title}
      <CheckoutColumns content={content} fields={fields} restoring={cart.lines.length === 0 && !stores.cart.saving} waiting={waiting} />
    </>
  );
}

/** The route module: the checkout with its loader's data. */
export function Component() {
  return <CheckoutScreen loaded={useLoaderData<ClientPageData<CheckoutContentState>>()} />;
}
