import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Icon } from '@ui/Icon';
import { LazyQuantityStepper } from '@ui/LazyQuantityStepper';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { shownUnit } from '@storefront/domain/quantity';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { changeProductQuantity, requestAdd, type ProductContext, type ProductStore } from '@storefront/state/product';
import { productScreenMessages as messages } from './messages';
import { rarePart } from './rarePart';

/** An unavailable product's alert. */
const LazyAvailabilityAlert = rarePart(lazy(async () => ({ default: (await import('./AvailabilityAlert')).AvailabilityAlert })));

const Status = styled('p', { margin: 0, fontWeight: '$bold', color: '$textMuted' });
const Buy = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start', maxWidth: '$panelWidth' });
const Chosen = styled('section', {
  display: 'grid',
  gap: '$1',
  '& h2': { margin: 0, fontSize: '$md' },
  '& ul': { margin: 0, paddingInlineStart: '$4', fontSize: '$sm' },
});

/**
 * What the shopper can do with the product: log in, hear when it is back, "Adicionar", or the cart's
 * quantity with what the cart said about it; the services chosen with it, and an age declined.
 */
export function ProductBuy({ store, context, showPrices }: { store: ProductStore; context: ProductContext; showPrices: boolean }) {
  const intl = useIntl();
  const stores = useStores();
  const { produto, ageDeclined } = useSnapshot(store);
  const session = useSnapshot(stores.session);
  const cart = useSnapshot(stores.cart);

  /** After "Adicionar" puts the product in the cart, the stepper that replaced the button takes focus. */
  const buyArea = useRef<HTMLDivElement>(null);
  const focusStepper = useRef(false);
  const idproduto = produto?.idproduto;
  const line = cart.lines.find((l) => l.product.idproduto === idproduto);
  const inCartNow = line !== undefined;
  useEffect(() => {
    if (!inCartNow || !focusStepper.current) return;
    focusStepper.current = false;
    buyArea.current?.querySelector('input')?.focus();
  }, [inCartNow]);
  if (!produto) return null;

  const quantity = line?.quantity ?? 0;
  const reasons = (cart.reasons[produto.idproduto] ?? []).filter((reason) => reason !== 'removedBelowMinimum');
  // The services chosen with the product are part of its cart line.
  const chosen = line?.services ?? [];
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });

  let buy: ReactNode;
  if (!showPrices) {
    buy = session.usuario ? null : (
      <Button variant="secondary" onPress={() => openPanel(stores.panels, 'login')}>
        {intl.formatMessage(messages.login)}
      </Button>
    );
  } else if (!produto.disponivel) {
    buy = (
      <>
        <Status>{intl.formatMessage(messages.unavailable)}</Status>
        <LazyAvailabilityAlert store={store} context={context} />
      </>
    );
  } else if (quantity > 0) {
    buy = (
      <>
        <LazyQuantityStepper
          label={produto.nome}
          value={quantity}
          step={produto.granularidade ?? 1}
          maxValue={produto.maxporpedido}
          unit={shownUnit(produto.unidade)}
          isReadOnly={cart.locked}
          onChange={(action) => {
            // The store's product (not the read-only snapshot) goes to the cart, as in the catalogue.
            if (store.produto) changeProductQuantity(context, store.produto, action);
          }}
        />
        {reasons.map((reason) => (
          <Text tone="muted" size="sm" key={reason}>
            {intl.formatMessage(domainMessages[`cart.quantity.${reason}`] as MessageDescriptor, {
              quantity: intl.formatNumber(quantity, { maximumFractionDigits: 3 }),
              step: intl.formatNumber(produto.granularidade ?? 1, { maximumFractionDigits: 3 }),
              unit: produto.unidade,
            })}
          </Text>
        ))}
      </>
    );
  } else {
    buy = (
      <Button
        size="lg"
        isDisabled={cart.locked}
        onPress={() => {
          if (!store.produto) return;
          focusStepper.current = true;
          requestAdd(store, context, store.produto);
        }}
      >
        <Icon name="cart" size="sm" />
        {intl.formatMessage(messages.add)}
      </Button>
    );
  }

  return (
    <>
      <Buy ref={buyArea}>{buy}</Buy>
      {ageDeclined.includes(produto.idproduto) && produto.idadeMinima ? (
        <Alert tone="info" live>
          {intl.formatMessage(messages.ageDeclined, { idade: produto.idadeMinima })}
        </Alert>
      ) : null}
      {quantity > 0 && chosen.length > 0 ? (
        <Chosen aria-labelledby="servicos-escolhidos">
          <h2 id="servicos-escolhidos">{intl.formatMessage(messages.chosenServices)}</h2>
          <ul>
            {chosen.map((s) => (
              <li key={s.id}>{intl.formatMessage(messages.chosenService, { name: s.nome, price: money(s.preco) })}</li>
            ))}
          </ul>
        </Chosen>
      ) : null}
    </>
  );
}
