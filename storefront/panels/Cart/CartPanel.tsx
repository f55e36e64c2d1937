import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Checkbox } from '@ui/Checkbox';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { QuantityStepper } from '@ui/QuantityStepper';
import { SlidePanel } from '@ui/SlidePanel';
import { styled } from '@themes/stitches.config';
import { TAGS } from '@storefront/domain/gates';
import { toReais } from '@storefront/domain/money';
import { nextCheaperTier } from '@storefront/domain/pricing';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { cartContextFor, cartSummary, changeQuantity, setGiftWrap } from '@storefront/state/cart';
import { useAppServices } from '@storefront/state/context';
import { closePanel } from '@storefront/state/panels';
import { CartSyncStatus } from '@storefront/screens/Shell/CartSyncStatus';
import { CartRecommendations } from './CartRecommendations';
import { CartShipping } from './CartShipping';
import { LockedCartAlert } from './LockedCartAlert';

const messages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  emptyReply: NoMessageValues;
  saveFailed: NoMessageValues;
  saveKept: NoMessageValues;
  total: { count: number };
  checkout: NoMessageValues;
  giftWrap: { price: string };
}>({
  checkout: { id: 'cart.checkout', defaultMessage: 'Finalizar pedido', description: 'Goes from the cart to the checkout' },
  giftWrap: { id: 'cart.giftWrap', defaultMessage: 'Embalar para presente (+ {price} por unidade)', description: 'Gift wrapping of a line, with the packaging price' },
  title: { id: 'cart.title', defaultMessage: 'Carrinho', description: 'Title of the cart panel' },
  empty: { id: 'cart.empty', defaultMessage: 'Seu carrinho está vazio', description: 'Title of the empty cart' },
  emptyText: { id: 'cart.emptyText', defaultMessage: 'Experimente adicionar alguns produtos.', description: 'What to do with an empty cart' },
  emptyReply: {
    id: 'cart.emptyReply',
    defaultMessage: 'Não foi possível carregar nenhum produto para o carrinho.',
    description: 'spec 8: the server answered a cart save with no items',
  },
  saveFailed: {
    id: 'cart.saveFailed',
    defaultMessage: 'Não foi possivel salvar o carrinho',
    description: "spec 5 (verbatim, spelling included): a cart save failed; the server's text and saveKept follow",
  },
  saveKept: { id: 'cart.saveKept', defaultMessage: 'Suas alterações continuam aqui.', description: 'After a failed cart save: nothing in the cart was lost' },
  total: {
    id: 'cart.total',
    defaultMessage: 'Total ({count, plural, one {# item} other {# itens}})',
    description: 'Label of the cart total, with how many lines the cart has',
  },
});

const Lines = styled('ul', { display: 'grid', gap: '$4', margin: 0, padding: 0, listStyle: 'none' });
const Line = styled('li', { display: 'grid', gap: '$2', paddingBottom: '$4', borderBottom: '$borderWidths$thin solid $borderSubtle' });
const Name = styled('p', { margin: 0, fontWeight: '$medium' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const Hint = styled('p', { margin: 0, fontSize: '$sm', color: '$success', fontWeight: '$medium' });
const Reason = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });
const FooterStack = styled('div', { display: 'grid', gap: '$3', width: '100%' });
const Footer = styled('div', { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '$3', width: '100%' });

/** spec 2 "Panels": the cart, from the right: lines with their steppers, hints and reasons, notices and the total. */
export function CartPanel({ supplierPath }: { supplierPath: string }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const panels = useSnapshot(stores.panels);
  const cart = useSnapshot(stores.cart);
  const supplier = useSnapshot(stores.supplier);
  const context = useMemo(() => cartContextFor(api, stores), [api, stores]);
  const tags = supplier.fornecedor?.tag ?? [];
  // From the snapshot, so a changed line re-renders this panel; the priced lines are looked up by product.
  const summary = cartSummary(cart, tags);
  const priced = new Map(summary.lines.map((line) => [line.product.idproduto, line]));
  const money = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });

  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      isOpen={panels.active === 'cart'}
      onOpenChange={(open) => {
        if (!open) closePanel(stores.panels);
      }}
      footer={
        summary.lineCount > 0 ? (
          <FooterStack>
            <Footer>
              <span>{intl.formatMessage(messages.total, { count: summary.lineCount })}</span>
              <Price value={toReais(summary.totalCents)} size="lg" />
            </Footer>
            <Link appearance="primary" fullWidth href={`${supplierPath}/finalizar`} onPress={() => closePanel(stores.panels)}>
              {intl.formatMessage(messages.checkout)}
            </Link>
          </FooterStack>
        ) : undefined
      }
    >
      <LockedCartAlert />
      {/* The page's own copy is hidden behind this modal panel: the panel says it too. */}
      <CartSyncStatus placement="panel" />
      {cart.notice?.kind === 'emptyReply' ? (
        <Alert tone="warning" live>
          {intl.formatMessage(messages.emptyReply)}
        </Alert>
      ) : null}
      {cart.notice?.kind === 'serverMessage' ? (
        <Alert tone="warning" live>
          {cart.notice.text}
        </Alert>
      ) : null}
      {cart.notice?.kind === 'saveFailed' ? (
        <Alert tone="danger" live title={intl.formatMessage(messages.saveFailed)}>
          {[cart.notice.text, intl.formatMessage(messages.saveKept)].filter(Boolean).join(' ')}
        </Alert>
      ) : null}
      {summary.lineCount === 0 ? (
        <EmptyState icon="cart" headingLevel={3} title={intl.formatMessage(messages.empty)}>
          <p>{intl.formatMessage(messages.emptyText)}</p>
        </EmptyState>
      ) : (
        <Lines>
          {cart.lines.flatMap((line) => {
            const pricedLine = priced.get(line.product.idproduto);
            if (!pricedLine) return [];
            const unit = line.product.unidade;
            const tier = nextCheaperTier(line.product, line.quantity, tags);
            const reasons = cart.reasons[line.product.idproduto] ?? [];
            return [
              <Line key={line.product.idproduto}>
                <Name>{line.product.nome}</Name>
                <Row>
                  <QuantityStepper
                    label={line.product.nome}
                    value={line.quantity}
                    step={line.product.granularidade ?? 1}
                    maxValue={line.product.maxporpedido}
                    unit={unit === 'un' ? undefined : unit}
                    isReadOnly={cart.locked}
                    onChange={(value) => {
                      const product = stores.cart.lines.find((l) => l.product.idproduto === line.product.idproduto)?.product;
                      if (product) changeQuantity(stores.cart, context, product, { type: 'SET', value });
                    }}
                  />
                  <Price value={toReais(pricedLine.totalCents)} />
                </Row>
                {reasons
                  .filter((reason) => reason !== 'removedBelowMinimum')
                  .map((reason) => (
                    <Reason key={reason}>
                      {intl.formatMessage(domainMessages[`cart.quantity.${reason}`] as MessageDescriptor, {
                        quantity: intl.formatNumber(line.quantity, { maximumFractionDigits: 3 }),
                        step: intl.formatNumber(line.product.granularidade ?? 1, { maximumFractionDigits: 3 }),
                        unit,
                      })}
                    </Reason>
                  ))}
                {line.product.preco_embalagem ? (
                  <Checkbox
                    isSelected={line.embalarParaPresente}
                    isReadOnly={cart.locked}
                    onChange={(on) => setGiftWrap(stores.cart, context, line.product.idproduto, on)}
                  >
                    {intl.formatMessage(messages.giftWrap, { price: money(Math.round(line.product.preco_embalagem * 100)) })}
                  </Checkbox>
                ) : null}
                {tier ? (
                  <Hint>
                    {intl.formatMessage(domainMessages['cart.explain.buyMore'] as MessageDescriptor, {
                      quantity: intl.formatNumber(tier.moreQuantity, { maximumFractionDigits: 3 }),
                      unit,
                      price: money(tier.unitCents),
                    })}
                  </Hint>
                ) : null}
              </Line>,
            ];
          })}
        </Lines>
      )}
      {/* A supplier that only offers pickup has no delivery fee to estimate. */}
      {tags.includes(TAGS.hasDelivery) ? <CartShipping /> : null}
      <CartRecommendations />
    </SlidePanel>
  );
}
