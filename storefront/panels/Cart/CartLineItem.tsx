import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Snapshot } from 'valtio';
import { Checkbox } from '@ui/Checkbox';
import { IconButton } from '@ui/IconButton';
import { Price } from '@ui/Price';
import { QuantityStepper } from '@ui/QuantityStepper';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { PricedLine } from '@storefront/domain/cart';
import { toReais } from '@storefront/domain/money';
import { nextCheaperTier } from '@storefront/domain/pricing';
import { shownUnit, type QuantityReason } from '@storefront/domain/quantity';
import { domainMessages } from '@storefront/i18n/domainMessages';
import type { CartLineState } from '@storefront/state/cartStore';
import { useCartActions } from '@storefront/state/useCartActions';
import { useStores } from '@storefront/state/context';
import { ComboContents } from '@storefront/components/ComboContents/ComboContents';
import { CouponNote } from './layout';
import { cartPanelMessages as messages } from './messages';

const Line = styled('li', { display: 'grid', gap: '$2', paddingBottom: '$4', borderBottom: '$borderWidths$thin solid $borderSubtle' });
const Name = styled('p', { margin: 0, fontWeight: '$medium' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const Heading = styled('div', { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '$2' });
const Reason = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

export interface CartLineItemProps {
  line: Snapshot<CartLineState>;
  /** The line as the cart's total prices it. */
  priced: PricedLine;
  /** Its items with the coupon on prices, when the coupon lowers them (spec 3 habilitar_visualizacao_desconto). */
  itemsWithCoupon: number | undefined;
  couponNote: string;
  /** The cart's own, read once by the panel for all its lines. */
  locked: boolean;
  reasons: Snapshot<QuantityReason[]> | undefined;
  tags: readonly string[];
  /** The remove button pressed: the panel moves the focus once the line is gone. */
  onRemove: (button: Element) => void;
}

/** One line of the cart: name (and a combo's contents), stepper and price, the quantity's reasons, services, gift wrap and the next cheaper step. */
export function CartLineItem({ line, priced, itemsWithCoupon, couponNote, locked, reasons = [], tags, onRemove }: CartLineItemProps) {
  const intl = useIntl();
  const stores = useStores();
  const { changeQuantity, setServices, setGiftWrap } = useCartActions();
  const money = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });
  const unit = line.product.unidade;
  const tier = nextCheaperTier(line.product, line.quantity, tags);
  return (
    <Line>
      <Heading>
        <div>
          <Name>{line.product.nome}</Name>
          {line.combo ? <ComboContents name={line.product.nome} combo={line.combo} /> : null}
        </div>
        {locked ? null : (
          <IconButton
            icon="trash"
            size="sm"
            data-line-remove
            label={intl.formatMessage(messages.remove, { name: line.product.nome })}
            onPress={(event) => onRemove(event.currentTarget)}
          />
        )}
      </Heading>
      <Row>
        <QuantityStepper
          label={line.product.nome}
          value={line.quantity}
          step={line.product.granularidade ?? 1}
          maxValue={line.product.maxporpedido}
          unit={shownUnit(unit)}
          isReadOnly={locked}
          onChange={(action) => {
            const product = stores.cart.lines.find((l) => l.product.idproduto === line.product.idproduto)?.product;
            if (product) changeQuantity(product, action);
          }}
        />
        <Price
          value={toReais(itemsWithCoupon === undefined ? priced.totalCents : itemsWithCoupon + priced.packagingCents)}
          oldValue={itemsWithCoupon === undefined ? undefined : toReais(priced.totalCents)}
        />
      </Row>
      {itemsWithCoupon === undefined ? null : <CouponNote>{couponNote}</CouponNote>}
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
      {(line.product.servicosAdicionais ?? []).map((service) => (
        <Checkbox
          key={service.id}
          isSelected={line.services.some((s) => s.id === service.id)}
          isReadOnly={locked}
          onChange={(on) => {
            const ids = line.services.map((s) => s.id).filter((id) => id !== service.id);
            setServices(line.product.idproduto, on ? [...ids, service.id] : ids);
          }}
        >
          {intl.formatMessage(messages.service, { name: service.nome, price: money(Math.round(service.preco * 100)) })}
        </Checkbox>
      ))}
      {line.product.preco_embalagem ? (
        <Checkbox
          isSelected={line.giftWrap}
          isReadOnly={locked}
          onChange={(on) => setGiftWrap(line.product.idproduto, on)}
        >
          {intl.formatMessage(messages.giftWrap, { price: money(Math.round(line.product.preco_embalagem * 100)) })}
        </Checkbox>
      ) : null}
      {tier ? (
        <Text tone="success" size="sm" weight="medium">
          {intl.formatMessage(domainMessages['cart.explain.buyMore'] as MessageDescriptor, {
            quantity: intl.formatNumber(tier.moreQuantity, { maximumFractionDigits: 3 }),
            unit,
            price: money(tier.unitCents),
          })}
        </Text>
      ) : null}
    </Line>
  );
}
