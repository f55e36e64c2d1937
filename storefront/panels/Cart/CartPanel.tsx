import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { Inline, Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import { couponDiscount, couponPrice } from '@storefront/domain/coupons';
import { TAGS } from '@storefront/domain/gates';
import { toReais } from '@storefront/domain/money';
import { cartSummary } from '@storefront/state/cart';
import { useCartActions } from '@storefront/state/useCartActions';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel } from '@storefront/state/panels';
import { couponPriceMessages, useCouponOnPrices } from '@storefront/components/CatalogueCard/couponPrices';
import { CartSyncStatus } from '@storefront/components/CartSyncStatus/CartSyncStatus';
import { CartLoadAlert } from '@storefront/components/CartAlerts/CartLoadAlert';
import { CartLineItem } from './CartLineItem';
import { CartRecommendations } from './CartRecommendations';
import { CouponNote } from './layout';
import { CartShipping } from './CartShipping';
import { LockedCartAlert } from '@storefront/components/CartAlerts/LockedCartAlert';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { cartPanelMessages as messages } from './messages';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

const FooterStack = styled('div', { display: 'grid', gap: '$3', width: '100%' });
const Footer = styled('div', { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '$3', width: '100%' });

/** spec 2 "Panels": the cart, from the right: lines with their steppers, hints and reasons, notices and the total. */
export function CartPanel() {
  const paths = useSupplierPaths();
  const intl = useIntl();
  const stores = useStores();
  const { removeLine, clearCart } = useCartActions();
  const panel = usePanel('cart');
  const cart = useSnapshot(stores.cart);
  const supplier = useSnapshot(stores.supplier);
  const coupon = useCouponOnPrices();
  const [confirmClear, setConfirmClear] = useState(false);
  const lines = useRef<HTMLUListElement>(null);
  /** Where the removed line was: its remove button is gone, so focus goes to the line now in its place. */
  const removedAt = useRef<{ index: number; panel: HTMLElement | null } | null>(null);
  useEffect(() => {
    const removed = removedAt.current;
    if (!removed) return;
    removedAt.current = null;
    const buttons = lines.current?.querySelectorAll<HTMLElement>('[data-line-remove]') ?? [];
    // The last line gone: the panel itself (its title names it), never the page behind.
    (buttons[Math.min(removed.index, buttons.length - 1)] ?? removed.panel)?.focus();
  }, [cart.lines.length]);
  const tags = supplier.fornecedor?.tag ?? [];
  // From the snapshot, so a changed line re-renders this panel; the priced lines are looked up by product.
  const summary = cartSummary(cart, tags);
  const priced = new Map(summary.lines.map((line) => [line.product.idproduto, line]));
  // spec 3 habilitar_visualizacao_desconto, only where prices are visible (spec 5): each line's items with the coupon.
  const { showPrices } = usePriceGate(tags);
  const couponItems = new Map(
    showPrices && coupon
      ? summary.lines.flatMap((line) => {
          const cents = couponPrice(coupon, { idproduto: line.product.idproduto, rule: line.rule, cents: line.itemsCents });
          return cents === undefined ? [] : [[line.product.idproduto, cents] as const];
        })
      : [],
  );
  // The total takes the cart's whole discount, as the checkout does (the lines, rounded one by one, may add up a cent off).
  const couponTotal = coupon && couponItems.size > 0 ? summary.totalCents - couponDiscount(coupon, summary.lines) : undefined;
  const couponNote = coupon ? intl.formatMessage(couponPriceMessages.note, { code: coupon.codigocupom }) : '';

  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      {...panel}
      footer={
        summary.lineCount > 0 ? (
          <FooterStack>
            <Footer>
              <span>{intl.formatMessage(messages.total, { count: summary.lineCount })}</span>
              <Price
                value={toReais(couponTotal ?? summary.totalCents)}
                oldValue={couponTotal === undefined ? undefined : toReais(summary.totalCents)}
                size="lg"
              />
            </Footer>
            {couponTotal === undefined ? null : <CouponNote>{couponNote}</CouponNote>}
            <Link appearance="primary" fullWidth href={paths.checkout()} onPress={() => closePanel(stores.panels)}>
              {intl.formatMessage(messages.checkout)}
            </Link>
          </FooterStack>
        ) : undefined
      }
    >
      <LockedCartAlert />
      {/* The page's own copy is hidden behind this modal panel: the panel says it too. */}
      <CartSyncStatus placement="panel" />
      <CartLoadAlert />
      {summary.lineCount === 0 && cart.restoring ? (
        <Spinner label={intl.formatMessage(messages.restoring)} showLabel />
      ) : summary.lineCount === 0 ? (
        <EmptyState icon="cart" headingLevel={3} title={intl.formatMessage(messages.empty)}>
          <p>{intl.formatMessage(messages.emptyText)}</p>
        </EmptyState>
      ) : (
        <Stack as="ul" gap={4} ref={lines}>
          {cart.lines.flatMap((line, index) => {
            const pricedLine = priced.get(line.product.idproduto);
            if (!pricedLine) return [];
            return [
              <CartLineItem
                key={line.product.idproduto}
                line={line}
                priced={pricedLine}
                itemsWithCoupon={couponItems.get(line.product.idproduto)}
                couponNote={couponNote}
                locked={cart.locked}
                reasons={cart.reasons[line.product.idproduto]}
                tags={tags}
                onRemove={(button) => {
                  removedAt.current = { index, panel: button.closest('[role="dialog"]') };
                  removeLine(line.product.idproduto);
                }}
              />,
            ];
          })}
        </Stack>
      )}
      {summary.lineCount > 0 && !cart.locked ? (
        <Inline justify="end">
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm">
                {intl.formatMessage(messages.clear)}
              </Button>
            }
            isOpen={confirmClear}
            onOpenChange={setConfirmClear}
            title={intl.formatMessage(messages.clearTitle)}
            cancelLabel={intl.formatMessage(messages.keep)}
            confirmLabel={intl.formatMessage(messages.clear)}
            onConfirm={(close) => {
              close();
              void clearCart();
            }}
          >
            <p>{intl.formatMessage(messages.clearText, { count: summary.lineCount })}</p>
          </ConfirmDialog>
        </Inline>
      ) : null}
      {/* A supplier that only offers pickup has no delivery fee to estimate. */}
      {tags.includes(TAGS.hasDelivery) ? <CartShipping /> : null}
      <CartRecommendations />
    </SlidePanel>
  );
}
