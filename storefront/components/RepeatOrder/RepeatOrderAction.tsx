import { useRef, useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Skeleton } from '@ui/Skeleton';
import { Row, RowList } from '@ui/RowList';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { RepeatItem, UnavailableReason } from '@storefront/domain/repeatOrder';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { createRepeatOrderStore, resetRepeatOrder, useRepeatOrderActions } from '@storefront/state/repeatOrder';

const repeatOrderMessages = defineMessages<{
  repeat: NoMessageValues;
  title: { numpedido: string };
  loading: NoMessageValues;
  failed: NoMessageValues;
  added: NoMessageValues;
  changed: NoMessageValues;
  unchangedAll: NoMessageValues;
  noneAvailable: NoMessageValues;
  listName: NoMessageValues;
  quantityPrice: { quantity: string; price: string };
  priceChanged: { from: string; to: string };
  priceUp: NoMessageValues;
  priceDown: NoMessageValues;
  unavailable: NoMessageValues;
  notSold: NoMessageValues;
  outOfStock: NoMessageValues;
  noValidQuantity: NoMessageValues;
  raisedToMinimum: { quantity: string; minimum: string };
  roundedToStep: { quantity: string; step: string };
  cappedAtMaximum: { quantity: string; maximum: string };
  unchanged: NoMessageValues;
  add: NoMessageValues;
  cancel: NoMessageValues;
  close: NoMessageValues;
  retry: NoMessageValues;
  viewCart: NoMessageValues;
}>({
  repeat: { id: 'repeatOrder.repeat', defaultMessage: 'Repetir pedido', description: 'spec 2 "Repeat order": button opening the repeat order dialog' },
  title: { id: 'repeatOrder.title', defaultMessage: 'Repetir o pedido {numpedido}', description: 'Title of the repeat order dialog; numpedido is the order number' },
  loading: { id: 'repeatOrder.loading', defaultMessage: 'Conferindo os produtos do pedido', description: 'The order and its current products are loading' },
  failed: {
    id: 'repeatOrder.failed',
    defaultMessage: 'Não foi possível carregar os produtos do pedido',
    description: 'spec 8, verbatim: repeating an order failed (the cart is untouched)',
  },
  added: {
    id: 'repeatOrder.added',
    defaultMessage: 'Os produtos do pedido foram carregados no seu carrinho',
    description: 'spec 8, verbatim: the order items were added to the cart',
  },
  changed: {
    id: 'repeatOrder.changed',
    defaultMessage: 'Alguns produtos mudaram desde este pedido. Confira antes de adicionar ao carrinho.',
    description: 'Intro of the repeat dialog when prices, quantities or availability changed',
  },
  unchangedAll: {
    id: 'repeatOrder.unchangedAll',
    defaultMessage: 'Nada mudou desde este pedido: os produtos entram no carrinho com os mesmos preços e quantidades.',
    description: 'Intro of the repeat dialog when nothing changed',
  },
  noneAvailable: {
    id: 'repeatOrder.noneAvailable',
    defaultMessage: 'Nenhum produto deste pedido está disponível agora.',
    description: 'Every product of the order is unavailable: nothing can be added',
  },
  listName: { id: 'repeatOrder.listName', defaultMessage: 'Produtos do pedido', description: 'Accessible name of the list of the order products in the repeat dialog' },
  quantityPrice: { id: 'repeatOrder.quantityPrice', defaultMessage: '{quantity} × {price}', description: 'Quantity going into the cart times the current unit price' },
  priceChanged: { id: 'repeatOrder.priceChanged', defaultMessage: 'Preço mudou: de {from} para {to}', description: 'Old and new unit price of a product of the order' },
  priceUp: { id: 'repeatOrder.priceUp', defaultMessage: 'Subiu', description: 'Badge: the unit price went up since the order' },
  priceDown: { id: 'repeatOrder.priceDown', defaultMessage: 'Baixou', description: 'Badge: the unit price went down since the order' },
  unavailable: { id: 'repeatOrder.unavailable', defaultMessage: 'Indisponível', description: 'Badge: the product cannot be bought now and is left out' },
  notSold: { id: 'repeatOrder.notSold', defaultMessage: 'Não é mais vendido por este fornecedor; fica fora do carrinho.', description: 'Reason: the product is gone from the catalogue' },
  outOfStock: { id: 'repeatOrder.outOfStock', defaultMessage: 'Sem estoque no momento; fica fora do carrinho.', description: 'Reason: the product is out of stock' },
  noValidQuantity: {
    id: 'repeatOrder.noValidQuantity',
    defaultMessage: 'Não há quantidade válida para este produto agora; fica fora do carrinho.',
    description: 'Reason: the product minimum is above its maximum',
  },
  raisedToMinimum: {
    id: 'repeatOrder.raisedToMinimum',
    defaultMessage: 'Quantidade ajustada para {quantity} (mínimo de {minimum})',
    description: 'spec 4: the ordered quantity is below the product minimum per order',
  },
  roundedToStep: {
    id: 'repeatOrder.roundedToStep',
    defaultMessage: 'Quantidade ajustada para {quantity} (múltiplos de {step})',
    description: 'spec 4: the ordered quantity is not a multiple of the product granularity',
  },
  cappedAtMaximum: {
    id: 'repeatOrder.cappedAtMaximum',
    defaultMessage: 'Quantidade ajustada para {quantity} (máximo de {maximum})',
    description: 'spec 4: the ordered quantity is above the product maximum per order',
  },
  unchanged: { id: 'repeatOrder.unchanged', defaultMessage: 'Sem alterações', description: 'The product goes into the cart as ordered' },
  add: { id: 'repeatOrder.add', defaultMessage: 'Adicionar ao carrinho', description: 'Confirms adding the order products to the cart' },
  cancel: { id: 'repeatOrder.cancel', defaultMessage: 'Cancelar', description: 'Closes the repeat dialog without adding anything' },
  close: { id: 'repeatOrder.close', defaultMessage: 'Fechar', description: 'Closes the repeat dialog after the result' },
  retry: { id: 'repeatOrder.retry', defaultMessage: 'Tentar novamente', description: 'Loads the order products again after a failure' },
  viewCart: { id: 'repeatOrder.viewCart', defaultMessage: 'Ver carrinho', description: 'Opens the cart after the products were added' },
});

const messages = repeatOrderMessages;

const Body = styled('div', { display: 'grid', gap: '$4', '& p': { margin: 0 } });
/** A product whose quantity the repeat cannot keep stands apart on the surface colour. */
const Item = styled(Row, { variants: { dropped: { true: { backgroundColor: '$surface' } } } });
const Name = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontWeight: '$medium', overflowWrap: 'anywhere' });
const Result = styled('div', { outline: 'none' });

const reasons: Record<UnavailableReason, (typeof messages)['notSold']> = { notSold: messages.notSold, outOfStock: messages.outOfStock, noValidQuantity: messages.noValidQuantity };

function ItemChanges({ item, intl }: { item: Snapshot<RepeatItem>; intl: IntlShape }) {
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'BRL' });
  const amount = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });
  if (item.status === 'unavailable') {
    return (
      <Item stacked tight dropped>
        <Name>
          {item.nome}
          <Badge tone="danger">{intl.formatMessage(messages.unavailable)}</Badge>
        </Name>
        <Text tone="muted" size="sm">{intl.formatMessage(reasons[item.reason])}</Text>
      </Item>
    );
  }
  const quantity = amount(item.quantity);
  const notes = item.quantityReasons.map((reason) => {
    if (reason === 'raisedToMinimum') return intl.formatMessage(messages.raisedToMinimum, { quantity, minimum: amount(item.minimum) });
    if (reason === 'cappedAtMaximum') return intl.formatMessage(messages.cappedAtMaximum, { quantity, maximum: amount(item.maximum ?? item.quantity) });
    return intl.formatMessage(messages.roundedToStep, { quantity, step: amount(item.step) });
  });
  if (item.price !== 'same') notes.unshift(intl.formatMessage(messages.priceChanged, { from: money(item.oldUnitCents), to: money(item.newUnitCents) }));
  return (
    <Item stacked tight>
      <Name>
        {item.nome}
        {item.price === 'up' ? <Badge tone="warning">{intl.formatMessage(messages.priceUp)}</Badge> : null}
        {item.price === 'down' ? <Badge tone="success">{intl.formatMessage(messages.priceDown)}</Badge> : null}
      </Name>
      <Text tone="muted" size="sm">{intl.formatMessage(messages.quantityPrice, { quantity, price: money(item.newUnitCents) })}</Text>
      {notes.length ? notes.map((note) => <Text size="sm" key={note}>{note}</Text>) : <Text tone="muted" size="sm">{intl.formatMessage(messages.unchanged)}</Text>}
    </Item>
  );
}

export interface RepeatOrderActionProps {
  numpedido: string;
}

/**
 * spec 2 "Repeat order": the button opens a dialog that compares the order with the products as sold
 * now and lists what changed (price, availability, quantity) before anything goes into the cart.
 */
export function RepeatOrderAction({ numpedido }: RepeatOrderActionProps) {
  const intl = useIntl();
  const stores = useStores();
  const { prepareRepeatOrder, confirmRepeatOrder } = useRepeatOrderActions();
  const [store] = useState(createRepeatOrderStore);
  const repeat = useSnapshot(store);
  const [open, setOpen] = useState(false);
  const comparison = repeat.comparison;
  const prepare = () => void prepareRepeatOrder(store, numpedido);
  const result = useRef<HTMLDivElement>(null);
  // The confirm button leaves with the answer: focus goes to the answer, not to the page behind.
  const confirm = () => void confirmRepeatOrder(store).then(() => setTimeout(() => result.current?.focus()));

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) prepare();
    else resetRepeatOrder(store);
  };

  const body = () => {
    if (repeat.status === 'failed' || repeat.status === 'added') {
      return (
        <Result ref={result} tabIndex={-1}>
          {repeat.status === 'failed' ? (
            <Alert tone="danger" live>
              {intl.formatMessage(messages.failed)}
            </Alert>
          ) : (
            <Alert tone="success" live>
              {intl.formatMessage(messages.added)}
            </Alert>
          )}
        </Result>
      );
    }
    if (!comparison || repeat.status === 'loading' || repeat.status === 'idle') return <Skeleton lines={3} label={intl.formatMessage(messages.loading)} />;
    const intro = comparison.addable.length === 0 ? messages.noneAvailable : comparison.hasChanges ? messages.changed : messages.unchangedAll;
    return (
      <>
        {comparison.addable.length === 0 ? <Alert tone="warning">{intl.formatMessage(intro)}</Alert> : <p>{intl.formatMessage(intro)}</p>}
        <RowList aria-label={intl.formatMessage(messages.listName)}>
          {comparison.items.map((item) => (
            <ItemChanges key={item.idproduto} item={item} intl={intl} />
          ))}
        </RowList>
      </>
    );
  };

  const actions = (close: () => void) => {
    if (repeat.status === 'added') {
      return (
        <>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.close)}
          </Button>
          <Button
            onPress={() => {
              close();
              openPanel(stores.panels, 'cart');
            }}
          >
            {intl.formatMessage(messages.viewCart)}
          </Button>
        </>
      );
    }
    if (repeat.status === 'failed') {
      return (
        <>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.close)}
          </Button>
          <Button onPress={prepare}>{intl.formatMessage(messages.retry)}</Button>
        </>
      );
    }
    return (
      <>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        {comparison && comparison.addable.length === 0 ? null : (
          <Button isDisabled={repeat.status !== 'ready' && repeat.status !== 'adding'} isPending={repeat.status === 'adding'} onPress={confirm}>
            {intl.formatMessage(messages.add)}
          </Button>
        )}
      </>
    );
  };

  return (
    <Dialog
      trigger={<Button variant="secondary">{intl.formatMessage(messages.repeat)}</Button>}
      isOpen={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.title, { numpedido })}
      actions={actions}
    >
      <Body>{body()}</Body>
    </Dialog>
  );
}
