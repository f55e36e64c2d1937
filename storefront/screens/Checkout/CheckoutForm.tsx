import { useState, type SyntheticEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { RadioGroup } from '@ui/RadioGroup';
import { Spinner } from '@ui/Spinner';
import { TextField } from '@ui/TextField';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { addressLabel, addressLine, addressReference } from '@storefront/domain/address';
import { activeCoupon } from '@storefront/domain/coupons';
import { canSubmitOrder } from '@storefront/domain/gates';
import { toReais } from '@storefront/domain/money';
import { domainMessages } from '@storefront/i18n/domainMessages';
// The files, not the folder's index: that would bring the cart panel itself (its module-level styles run).
import { CartLoadAlert } from '@storefront/components/CartAlerts/CartLoadAlert';
import { LockedCartAlert } from '@storefront/components/CartAlerts/LockedCartAlert';
import { useCouponBenefit } from '@storefront/components/CouponBenefit/useCouponBenefit';
import { setCartText } from '@storefront/state/cart';
import { useCartActions } from '@storefront/state/useCartActions';
import {
  chooseDeliveryDate,
  chooseDeliveryOption,
  checkoutTotals,
  selectedDelivery,
  selectedPayment,
 useCheckoutActions } from '@storefront/state/checkout';
import { deliveryChoices } from '@storefront/state/checkoutOffer';
import type { SubmitFailure } from '@storefront/state/checkoutStore';
import { characteristicsPayload, type CheckoutContentStore } from '@storefront/state/checkoutContent';
import { useStores } from '@storefront/state/context';
import { removeCoupon, useCouponActions } from '@storefront/state/coupons';
import { openPanel } from '@storefront/state/panels';
import { ComboContents } from '@storefront/components/ComboContents/ComboContents';
import { Characteristics, characteristicsAnswered, type CharacteristicFields } from './Characteristics';
import { formMessages } from './CheckoutForm.messages';
import { Section } from './layout';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { useFormatDay } from '@storefront/i18n/formatDay';

/**
 * The checkout's form, a chunk of its own: only a signed-in shopper with a cart sees it, and the browser
 * always draws it itself (her cart is the browser's, so the server's page never has it). A visitor's
 * checkout, and the cart page Lighthouse measures, carry none of it. The page renders its three parts
 * around the supplier's instructions, which stay mounted from "cart coming back" to the form.
 */

const Summary = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  '@md': { position: 'sticky', top: '$4' },
});
const Line = styled('li', { display: 'flex', justifyContent: 'space-between', gap: '$3', fontSize: '$sm' });
const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2',
  margin: 0,
  paddingTop: '$3',
  borderTop: '$borderWidths$thin solid $borderSubtle',
  '& dt, & dd': { margin: 0 },
  '& dd': { textAlign: 'end' },
});
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '$3' });
const Grow = styled('div', { flex: '1 1 12rem' });
const StoreLine = styled('span', { display: 'flex', flexWrap: 'wrap', columnGap: '$3' });
/** The delivery options' place while they are asked for: the usual one option fills it, so nothing below moves. */
const OptionsPending = styled('div', { display: 'flex', alignItems: 'center', variants: { reserve: { true: { minHeight: '$placeholderOption' } } } });


function failureText(failure: SubmitFailure, format: (descriptor: MessageDescriptor, values?: Record<string, string>) => string): string {
  switch (failure.kind) {
    case 'emptyCart':
      return format(domainMessages['order.emptyCart']);
    case 'storeRequired':
      return format(domainMessages['order.storeRequired']);
    case 'addressRequired':
      return format(domainMessages['order.addressRequired']);
    case 'loginRequired':
      return format(domainMessages['gate.loginToBuy']);
    case 'notApproved':
      return format(domainMessages['gate.awaitingApproval']);
    case 'deliveryRequired':
      return format(formMessages.deliveryRequired);
    case 'paymentRequired':
      return format(formMessages.paymentRequired);
    case 'cardRequired':
      return format(formMessages.cardRequired);
    case 'duplicate':
      return format(formMessages.duplicate, { message: failure.message, itens: failure.itens });
    case 'unavailable':
      return [format(formMessages.unavailable), failure.serverText].filter(Boolean).join(' ');
  }
}

/** Above the instructions: a cart held by a negotiation or not loaded, and a client still awaiting approval. */
export function FormAlerts() {
  const intl = useIntl();
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const supplier = useSnapshot(stores.supplier);
  // spec 5 restrict-not-approved-user-submission: said before the shopper fills anything in, not only on submit.
  const gate = canSubmitOrder(supplier.fornecedor?.tag ?? [], { authenticated: Boolean(session.usuario), approved: Boolean(session.usuario?.cadastro_aprovado) });
  return (
    <>
      <LockedCartAlert />
      <CartLoadAlert />
      {!gate.allowed && gate.reason === 'awaitingApproval' ? (
        <Alert tone="warning" title={intl.formatMessage(domainMessages['gate.awaitingApproval'] as MessageDescriptor)}>
          {intl.formatMessage(formMessages.awaitingApprovalText)}
        </Alert>
      ) : null}
    </>
  );
}

/** Below the instructions: delivery or pickup, payment, coupon, notes and the characteristics. */
export function FormSections({ content, fields }: { content: CheckoutContentStore; fields: CharacteristicFields }) {
  const intl = useIntl();
  const stores = useStores();
  const { chooseSubscription } = useCartActions();
  const { applyCoupon } = useCouponActions();
  const { chooseDeliveryType, chooseAddress, chooseStore, choosePayment } = useCheckoutActions();
  const cart = useSnapshot(stores.cart);
  const checkout = useSnapshot(stores.checkout);
  const benefit = useCouponBenefit();
  const formatDay = useFormatDay();
  const [couponCode, setCouponCode] = useState('');
  const choices = deliveryChoices(stores);
  // The coupon in force, from the snapshot: one that changes re-renders it (the summary prices the cart).
  const coupon = activeCoupon(cart.coupons);
  const method = selectedPayment(stores);
  const option = selectedDelivery({ checkout });

  const submitCoupon = (event: SyntheticEvent) => {
    event.preventDefault();
    void applyCoupon(couponCode).then((ok) => {
      if (ok) setCouponCode('');
    });
  };

  return (
    <>
      <Section aria-labelledby="entrega">
        <h2 id="entrega">{intl.formatMessage(formMessages.delivery)}</h2>
        {choices.pickup && choices.delivery ? (
          <RadioGroup
            label={intl.formatMessage(formMessages.deliveryType)}
            orientation="horizontal"
            appearance="cards"
            value={checkout.tipoEntrega}
            onChange={(value) => void chooseDeliveryType(value === 'RETIRADA' ? 'RETIRADA' : 'DELIVERY')}
            options={[
              { value: 'DELIVERY', label: intl.formatMessage(formMessages.typeDelivery) },
              { value: 'RETIRADA', label: intl.formatMessage(formMessages.typePickup) },
            ]}
          />
        ) : (
          <Text tone="muted">{intl.formatMessage(checkout.tipoEntrega === 'RETIRADA' ? formMessages.onlyPickup : formMessages.onlyDelivery)}</Text>
        )}
        {checkout.tipoEntrega === 'DELIVERY' ? (
          checkout.addresses.status === 'loaded' && checkout.addresses.list.length === 0 ? (
            <Alert tone="info">{intl.formatMessage(formMessages.noAddress)}</Alert>
          ) : (
            <RadioGroup
              label={intl.formatMessage(formMessages.address)}
              appearance="cards"
              value={checkout.addresses.selected}
              onChange={(value) => void chooseAddress(value)}
              options={checkout.addresses.list.map((a) => ({
                value: a.idendereco ?? '',
                label: addressLabel(a),
                description: addressReference(a) ? (
                  <StoreLine>
                    <span>{addressLine(a, { withCep: true })}</span>
                    <span>{intl.formatMessage(formMessages.addressReference, { ref: addressReference(a) })}</span>
                  </StoreLine>
                ) : (
                  addressLine(a, { withCep: true })
                ),
              }))}
            />
          )
        ) : (
          <RadioGroup
            label={intl.formatMessage(formMessages.store)}
            appearance="cards"
            value={checkout.pickupStore === null ? null : String(checkout.pickupStore)}
            onChange={(value) => void chooseStore(Number(value))}
            options={checkout.serviceArea.lojas.map((loja, i) => ({
              value: String(i),
              label: loja.nome,
              description: (
                <StoreLine>
                  <span>{loja.descricao_endereco_loja}</span>
                  {checkout.delivery.options[i]?.data_de_entrega ? (
                    <span>{intl.formatMessage(formMessages.forecast, { date: formatDay(checkout.delivery.options[i].data_de_entrega) })}</span>
                  ) : null}
                  <Link href={`https://www.openstreetmap.org/?mlat=${loja.lat}&mlon=${loja.lng}#map=17/${loja.lat}/${loja.lng}`} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage(formMessages.map, { name: loja.nome })}
                  </Link>
                </StoreLine>
              ),
            }))}
          />
        )}
        {checkout.delivery.status === 'loading' ? (
          // Pickup's options are its stores, already above: only delivery's list is still to come.
          <OptionsPending reserve={checkout.tipoEntrega === 'DELIVERY'}>
            <Spinner label={intl.formatMessage(formMessages.optionsLoading)} showLabel size="sm" />
          </OptionsPending>
        ) : null}
        {checkout.serviceArea.status === 'failed' ? (
          <Alert tone="warning" live>
            {intl.formatMessage(formMessages.areaFailed)}
          </Alert>
        ) : null}
        {checkout.delivery.status === 'outsideArea' ? (
          <Alert tone="warning" live>
            {intl.formatMessage(formMessages.outsideArea)}
          </Alert>
        ) : null}
        {checkout.delivery.status === 'none' ? (
          <Alert tone="warning" live>
            {intl.formatMessage(formMessages.noOption)}
          </Alert>
        ) : null}
        {checkout.delivery.status === 'failed' ? (
          <Alert tone="warning" live title={intl.formatMessage(formMessages.schedulingFailed)}>
            {checkout.delivery.serverHtml ? (
              <LazySafeHtml html={checkout.delivery.serverHtml} />
            ) : null}
          </Alert>
        ) : null}
        {/* Pickup options are the stores themselves (one each): the store choice above is the option. */}
        {checkout.delivery.status === 'loaded' && checkout.tipoEntrega === 'DELIVERY' ? (
          <RadioGroup
            label={intl.formatMessage(formMessages.options)}
            appearance="cards"
            value={checkout.delivery.selected}
            onChange={(value) => chooseDeliveryOption(stores, value)}
            options={checkout.delivery.options.map((o) => ({
              value: o.id,
              label: `${o.descricao} · ${o.valor > 0 ? intl.formatMessage(formMessages.fee, { fee: intl.formatNumber(o.valor, { style: 'currency', currency: 'BRL' }) }) : intl.formatMessage(formMessages.free)}`,
              description: o.data_de_entrega ? intl.formatMessage(formMessages.forecast, { date: formatDay(o.data_de_entrega) }) : undefined,
            }))}
          />
        ) : null}
        {option && option.agendamento.length > 0 ? (
          // The option schedules a few dates (agendamento): each is one choice, read with its weekday.
          <RadioGroup
            label={intl.formatMessage(formMessages.date)}
            description={intl.formatMessage(formMessages.dateHint)}
            orientation="horizontal"
            appearance="cards"
            value={checkout.delivery.date}
            onChange={(value) => chooseDeliveryDate(stores, value)}
            options={option.agendamento.map((a) => ({
              value: a.data,
              label: formatDay(a.data, { weekday: 'short', day: '2-digit', month: '2-digit' }),
            }))}
          />
        ) : null}
      </Section>

      <Section aria-labelledby="pagamento">
        <h2 id="pagamento">{intl.formatMessage(formMessages.payment)}</h2>
        {checkout.payment.status === 'failed' ? <Alert tone="danger">{intl.formatMessage(formMessages.paymentFailed)}</Alert> : null}
        <RadioGroup
          label={intl.formatMessage(formMessages.paymentMethod)}
          appearance="cards"
          value={checkout.payment.selected}
          onChange={(value) => void choosePayment(value)}
          options={checkout.payment.methods.map((m) => ({ value: m.idformapagto, label: m.descricao }))}
        />
        {method?.tipo === 'CARTAO' ? (
          <Row>
            {checkout.card ? (
              <p>{intl.formatMessage(formMessages.cardGiven, { bandeira: checkout.card.bandeira, final: checkout.card.final, parcelas: checkout.card.parcelas })}</p>
            ) : null}
            <Button variant="secondary" onPress={() => openPanel(stores.panels, 'card')}>
              {intl.formatMessage(checkout.card ? formMessages.cardChange : formMessages.cardAdd)}
            </Button>
          </Row>
        ) : null}
        {method?.tipo === 'PIX' ? <Text tone="muted">{intl.formatMessage(formMessages.pixNote)}</Text> : null}
        {method?.tipo === 'BOLETO' ? <Text tone="muted">{intl.formatMessage(formMessages.boletoNote)}</Text> : null}
      </Section>

      <Section aria-labelledby="cupom">
        <h2 id="cupom">{intl.formatMessage(formMessages.coupon)}</h2>
        {coupon ? (
          <Row>
            {/* A discount the platform applied without a coupon (spec 3 "Cart"): not a coupon to remove. */}
            {coupon.codigocupom ? (
              <>
                <p>
                  {intl.formatMessage(cart.coupons.manual ? formMessages.couponActive : formMessages.couponAutomatic, { code: coupon.codigocupom, benefit: benefit(coupon) })}
                </p>
                <Button variant="ghost" onPress={() => removeCoupon(stores.cart)}>
                  {intl.formatMessage(formMessages.couponRemove)}
                </Button>
              </>
            ) : (
              <p>{intl.formatMessage(formMessages.couponPlatform, { benefit: benefit(coupon) })}</p>
            )}
          </Row>
        ) : null}
        <form onSubmit={submitCoupon} aria-label={intl.formatMessage(formMessages.coupon)}>
          <Row>
            <Grow>
              <TextField label={intl.formatMessage(formMessages.couponField)} name="cupom" value={couponCode} onChange={setCouponCode} autoComplete="off" />
            </Grow>
            <Button type="submit" variant="secondary" isPending={cart.couponStatus === 'checking'}>
              {intl.formatMessage(formMessages.couponApply)}
            </Button>
            <Button variant="ghost" onPress={() => openPanel(stores.panels, 'coupons')}>
              {intl.formatMessage(formMessages.couponList)}
            </Button>
          </Row>
        </form>
        {cart.couponFailure ? (
          <Alert tone="danger" live>
            {cart.couponFailure.kind === 'invalid'
              ? cart.couponFailure.serverText
              : cart.couponFailure.kind === 'betterAutomatic'
                ? intl.formatMessage(domainMessages['coupon.betterAutomatic'] as MessageDescriptor)
                : intl.formatMessage(formMessages.couponUnverified)}
          </Alert>
        ) : null}
      </Section>

      <Section aria-labelledby="observacoes">
        <h2 id="observacoes">{intl.formatMessage(formMessages.notes)}</h2>
        <TextField label={intl.formatMessage(formMessages.notesField)} name="observacao" value={cart.observacao} onChange={(v) => setCartText(stores.cart, 'observacao', v)} />
        <TextField
          label={intl.formatMessage(formMessages.customerNumber)}
          name="numPedidoCliente"
          value={cart.numPedidoCliente}
          onChange={(v) => setCartText(stores.cart, 'numPedidoCliente', v)}
        />
        {cart.subscription ? (
          <RadioGroup
            label={cart.subscription.label || intl.formatMessage(formMessages.subscription)}
            description={cart.subscription.mensagem || undefined}
            value={cart.subscription.selected ?? ''}
            onChange={(value) => chooseSubscription(value || null)}
            options={[
              { value: '', label: intl.formatMessage(formMessages.subscriptionNone) },
              ...cart.subscription.tipos.map((t) => ({ value: t.idtipoassinatura, label: t.label })),
            ]}
          />
        ) : null}
      </Section>

      <Characteristics store={content} fieldsRef={fields} />
    </>
  );
}

/** Beside the form: the lines, the totals and "Enviar pedido". */
export function FormSummary({ content, fields }: { content: CheckoutContentStore; fields: CharacteristicFields }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { submitOrder } = useCheckoutActions();
  const supplier = useSnapshot(stores.supplier);
  const cart = useSnapshot(stores.cart);
  const checkout = useSnapshot(stores.checkout);
  const totals = checkoutTotals({ supplier, cart, checkout });
  const option = selectedDelivery({ checkout });
  const failure = checkout.submission.failure;
  const money = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });

  const submit = () => {
    if (!characteristicsAnswered(content, fields)) return;
    void submitOrder({ caracteristicas: characteristicsPayload(content) }).then((order) => {
      if (!order) return;
      // spec 8: an order taken without a number still goes to its page, which says so.
      void navigate(paths.submitted(order.orderNumber));
      if (order.pix) openPanel(stores.panels, 'pix');
    });
  };

  return (
    <Summary aria-labelledby="resumo">
      <h2 id="resumo">{intl.formatMessage(formMessages.summary)}</h2>
      <Stack as="ul" gap={2}>
        {cart.lines.map((line) => (
          <Line key={line.product.idproduto}>
            <div>
              {intl.formatMessage(formMessages.itemLine, {
                nome: line.product.nome,
                quantity: intl.formatNumber(line.quantity, { maximumFractionDigits: 3 }),
                unit: line.product.unidade,
              })}
              {line.combo ? <ComboContents name={line.product.nome} combo={line.combo} /> : null}
            </div>
          </Line>
        ))}
      </Stack>
      <Totals>
        <dt>{intl.formatMessage(formMessages.subtotal)}</dt>
        <dd>{money(totals.itemsCents)}</dd>
        {totals.discountCents > 0 ? (
          <>
            <dt>{intl.formatMessage(formMessages.discount)}</dt>
            <dd>{intl.formatMessage(formMessages.discountValue, { value: money(totals.discountCents) })}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage(formMessages.deliveryFee)}</dt>
        <dd>{option ? (totals.feeCents > 0 ? money(totals.feeCents) : intl.formatMessage(formMessages.free)) : intl.formatMessage(formMessages.feePending)}</dd>
        <dt>
          <strong>{intl.formatMessage(formMessages.total)}</strong>
        </dt>
        <dd>
          <Price value={toReais(totals.totalCents)} size="lg" />
        </dd>
      </Totals>
      {failure ? (
        <Alert tone="danger" live>
          {failureText(failure, (d, v) => intl.formatMessage(d, v))}
        </Alert>
      ) : null}
      <Button size="lg" fullWidth isPending={checkout.submission.status === 'pending' || checkout.submission.status === 'submitted'} onPress={submit}>
        {intl.formatMessage(formMessages.submit)}
      </Button>
    </Summary>
  );
}
