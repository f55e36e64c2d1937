import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { RadioGroup } from '@ui/RadioGroup';
import { Spinner } from '@ui/Spinner';
import { TextField } from '@ui/TextField';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import { addressLabel, addressLine, addressReference } from '@storefront/domain/address';
import { canSubmitOrder } from '@storefront/domain/gates';
import { toReais } from '@storefront/domain/money';
import { domainMessages } from '@storefront/i18n/domainMessages';
// The files, not the folder's index: that would bring the cart panel itself (its module-level styles run).
import { CartLoadAlert } from '@storefront/panels/Cart/CartLoadAlert';
import { LockedCartAlert } from '@storefront/panels/Cart/LockedCartAlert';
import { useCouponBenefit } from '@storefront/panels/Coupons/couponBenefit';
import { cartContextFor, chooseSubscription, setCartText } from '@storefront/state/cart';
import {
  chooseAddress,
  chooseDeliveryDate,
  chooseDeliveryOption,
  chooseDeliveryType,
  choosePayment,
  chooseStore,
  checkoutTotals,
  openCheckout,
  selectedDelivery,
  selectedPayment,
  submitOrder,
} from '@storefront/state/checkout';
import { deliveryChoices } from '@storefront/state/checkoutOffer';
import type { SubmitFailure } from '@storefront/state/checkoutStore';
import { useAppServices } from '@storefront/state/context';
import { applyCoupon, removeCoupon } from '@storefront/state/coupons';
import { openPanel } from '@storefront/state/panels';
import { characteristicsPayload, type CheckoutContentState } from '@storefront/state/checkoutContent';
import type { ClientPageData } from '@storefront/state/pageData';
import { ComboContents } from '@storefront/screens/Shell/ComboContents';
import { usePageStore } from '../Shell';
import { Characteristics, OrderInstructions, useCharacteristicsCheck } from './CheckoutContent';
import { messages } from './checkoutMessages';

/** Only a failing lookup shows server HTML: the sanitiser loads when needed. */

const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  alignItems: 'start',
  '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
});
const Sections = styled('div', { display: 'grid', gap: '$6', minWidth: 0 });
const Section = styled('section', { display: 'grid', gap: '$4' });
const Summary = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  '@md': { position: 'sticky', top: '$4' },
});
const Lines = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
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
const Muted = styled('p', { margin: 0, color: '$textMuted' });

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
      return format(messages.deliveryRequired);
    case 'paymentRequired':
      return format(messages.paymentRequired);
    case 'cardRequired':
      return format(messages.cardRequired);
    case 'duplicate':
      return format(messages.duplicate, { message: failure.message, itens: failure.itens });
    case 'unavailable':
      return [format(messages.unavailable), failure.serverText].filter(Boolean).join(' ');
  }
}

/**
 * The checkout (spec 2 "Cart" and 4): delivery or pickup, payment, coupon, notes, the summary and the
 * submission. Its loader brings what the platform offers (into the checkout's store) and the supplier's
 * additions (`loaded`).
 */
export function CheckoutScreen({ loaded }: { loaded: ClientPageData<CheckoutContentState> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { fornecedor: segment = '' } = useParams();
  const { stores, api } = useAppServices();
  const session = useSnapshot(stores.session);
  const cart = useSnapshot(stores.cart);
  const checkout = useSnapshot(stores.checkout);
  useSnapshot(stores.supplier);
  const context = useMemo(() => cartContextFor(api, stores), [api, stores]);
  const benefit = useCouponBenefit();
  const [couponCode, setCouponCode] = useState('');
  const signedIn = Boolean(session.usuario);
  // spec 3: the supplier's order instructions and the characteristics the order carries.
  const content = usePageStore(loaded);
  const characteristics = useCharacteristicsCheck(content);
  const money = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });
  const date = (iso: string) => intl.formatDate(`${iso}T12:00:00`, { day: '2-digit', month: '2-digit', year: 'numeric' });

  // The offer came with the page, for her: now her cart at its terms, and its delivery options. Each
  // load of the page (another client signed in) opens it again.
  const offered = signedIn && loaded.idcliente === (session.usuario?.idcliente ?? null);
  // Whom the checkout was opened for (her cart reloaded, its delivery options asked).
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!offered) return;
    void openCheckout(stores, api).finally(() => setOpenedFor(loaded.idcliente));
  }, [offered, loaded, stores, api]);

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

  if (cart.lines.length === 0 && !stores.cart.saving) {
    return (
      <>
        {title}
        {/* Neither is a cart still coming back, nor one that could not be loaded (its error and retry). */}
        {cart.restoring ? (
          // The instructions do not wait for the cart: in the server's page already, they stay put when it
          // comes. The same key in the same place keeps them mounted across the switch (a remount would
          // blank them until their sanitiser's chunk arrived).
          <Layout>
            <Sections>
              <OrderInstructions key="instructions" store={content} />
              <Spinner label={intl.formatMessage(messages.cartRestoring)} showLabel />
            </Sections>
          </Layout>
        ) : cart.loadFailed ? <CartLoadAlert /> : <EmptyState
          icon="cart"
          title={intl.formatMessage(messages.emptyTitle)}
          action={
            <Link appearance="button" href={`/${segment}/produtos`}>
              {intl.formatMessage(messages.emptyAction)}
            </Link>
          }
        />}
      </>
    );
  }

  const choices = deliveryChoices(stores);
  const totals = checkoutTotals(stores);
  const coupon = totals.cupom;
  const method = selectedPayment(stores);
  const option = selectedDelivery(stores);
  const failure = checkout.submission.failure;
  // spec 5 restrict-not-approved-user-submission: said before the shopper fills anything in, not only on submit.
  const gate = canSubmitOrder(stores.supplier.fornecedor?.tag ?? [], { authenticated: signedIn, approved: Boolean(session.usuario?.cadastro_aprovado) });

  const submitCoupon = (event: SyntheticEvent) => {
    event.preventDefault();
    void applyCoupon(stores.cart, context, couponCode).then((ok) => {
      if (ok) setCouponCode('');
    });
  };

  const submit = () => {
    if (!characteristics.check()) return;
    void submitOrder(stores, api, { caracteristicas: characteristicsPayload(content) }).then((order) => {
      if (!order) return;
      // spec 8: an order taken without a number still goes to its page, which says so.
      void navigate(order.numpedido ? `/${segment}/submissao/${encodeURIComponent(order.numpedido)}` : `/${segment}/submissao`);
      if (order.pix) openPanel(stores.panels, 'pix');
    });
  };

  return (
    <>
      {title}
      <Layout>
        <Sections>
          <LockedCartAlert />
          <CartLoadAlert />
          {!gate.allowed && gate.reason === 'awaitingApproval' ? (
            <Alert tone="warning" title={intl.formatMessage(domainMessages['gate.awaitingApproval'] as MessageDescriptor)}>
              {intl.formatMessage(messages.awaitingApprovalText)}
            </Alert>
          ) : null}
          <OrderInstructions key="instructions" store={content} />
          <Section aria-labelledby="entrega">
            <h2 id="entrega">{intl.formatMessage(messages.delivery)}</h2>
            {choices.pickup && choices.delivery ? (
              <RadioGroup
                label={intl.formatMessage(messages.deliveryType)}
                orientation="horizontal"
                appearance="cards"
                value={checkout.tipoEntrega}
                onChange={(value) => void chooseDeliveryType(stores, api, value === 'RETIRADA' ? 'RETIRADA' : 'DELIVERY')}
                options={[
                  { value: 'DELIVERY', label: intl.formatMessage(messages.typeDelivery) },
                  { value: 'RETIRADA', label: intl.formatMessage(messages.typePickup) },
                ]}
              />
            ) : (
              <Muted>{intl.formatMessage(checkout.tipoEntrega === 'RETIRADA' ? messages.onlyPickup : messages.onlyDelivery)}</Muted>
            )}
            {checkout.tipoEntrega === 'DELIVERY' ? (
              checkout.addresses.status === 'loaded' && checkout.addresses.list.length === 0 ? (
                <Alert tone="info">{intl.formatMessage(messages.noAddress)}</Alert>
              ) : (
                <RadioGroup
                  label={intl.formatMessage(messages.address)}
                  appearance="cards"
                  value={checkout.addresses.selected}
                  onChange={(value) => void chooseAddress(stores, api, value)}
                  options={checkout.addresses.list.map((a) => ({
                    value: a.idendereco ?? '',
                    label: addressLabel(a),
                    description: addressReference(a) ? (
                      <StoreLine>
                        <span>{addressLine(a, { withCep: true })}</span>
                        <span>{intl.formatMessage(messages.addressReference, { ref: addressReference(a) })}</span>
                      </StoreLine>
                    ) : (
                      addressLine(a, { withCep: true })
                    ),
                  }))}
                />
              )
            ) : (
              <RadioGroup
                label={intl.formatMessage(messages.store)}
                appearance="cards"
                value={checkout.pickup.selected === null ? null : String(checkout.pickup.selected)}
                onChange={(value) => void chooseStore(stores, api, Number(value))}
                options={checkout.pickup.stores.map((loja, i) => ({
                  value: String(i),
                  label: loja.nome,
                  description: (
                    <StoreLine>
                      <span>{loja.descricao_endereco_loja}</span>
                      {checkout.delivery.options[i]?.data_de_entrega ? (
                        <span>{intl.formatMessage(messages.forecast, { date: date(checkout.delivery.options[i].data_de_entrega) })}</span>
                      ) : null}
                      <Link href={`https://www.openstreetmap.org/?mlat=${loja.lat}&mlon=${loja.lng}#map=17/${loja.lat}/${loja.lng}`} target="_blank" rel="noopener noreferrer">
                        {intl.formatMessage(messages.map, { name: loja.nome })}
                      </Link>
                    </StoreLine>
                  ),
                }))}
              />
            )}
            {checkout.delivery.status === 'loading' ? (
              // Pickup's options are its stores, already above: only delivery's list is still to come.
              <OptionsPending reserve={checkout.tipoEntrega === 'DELIVERY'}>
                <Spinner label={intl.formatMessage(messages.optionsLoading)} showLabel size="sm" />
              </OptionsPending>
            ) : null}
            {checkout.pickup.status === 'failed' ? (
              <Alert tone="warning" live>
                {intl.formatMessage(messages.areaFailed)}
              </Alert>
            ) : null}
            {checkout.delivery.status === 'outsideArea' ? (
              <Alert tone="warning" live>
                {intl.formatMessage(messages.outsideArea)}
              </Alert>
            ) : null}
            {checkout.delivery.status === 'none' ? (
              <Alert tone="warning" live>
                {intl.formatMessage(messages.noOption)}
              </Alert>
            ) : null}
            {checkout.delivery.status === 'failed' ? (
              <Alert tone="warning" live title={intl.formatMessage(messages.schedulingFailed)}>
                {checkout.delivery.serverHtml ? (
                  <LazySafeHtml html={checkout.delivery.serverHtml} />
                ) : null}
              </Alert>
            ) : null}
            {/* Pickup options are the stores themselves (one each): the store choice above is the option. */}
            {checkout.delivery.status === 'loaded' && checkout.tipoEntrega === 'DELIVERY' ? (
              <RadioGroup
                label={intl.formatMessage(messages.options)}
                appearance="cards"
                value={checkout.delivery.selected}
                onChange={(value) => chooseDeliveryOption(stores, value)}
                options={checkout.delivery.options.map((o) => ({
                  value: o.id,
                  label: `${o.descricao} · ${o.valor > 0 ? intl.formatMessage(messages.fee, { fee: intl.formatNumber(o.valor, { style: 'currency', currency: 'BRL' }) }) : intl.formatMessage(messages.free)}`,
                  description: o.data_de_entrega ? intl.formatMessage(messages.forecast, { date: date(o.data_de_entrega) }) : undefined,
                }))}
              />
            ) : null}
            {option && option.agendamento.length > 0 ? (
              // The option schedules a few dates (agendamento): each is one choice, read with its weekday.
              <RadioGroup
                label={intl.formatMessage(messages.date)}
                description={intl.formatMessage(messages.dateHint)}
                orientation="horizontal"
                appearance="cards"
                value={checkout.delivery.date}
                onChange={(value) => chooseDeliveryDate(stores, value)}
                options={option.agendamento.map((a) => ({
                  value: a.data,
                  label: intl.formatDate(`${a.data}T12:00:00`, { weekday: 'short', day: '2-digit', month: '2-digit' }),
                }))}
              />
            ) : null}
          </Section>

          <Section aria-labelledby="pagamento">
            <h2 id="pagamento">{intl.formatMessage(messages.payment)}</h2>
            {checkout.payment.status === 'failed' ? <Alert tone="danger">{intl.formatMessage(messages.paymentFailed)}</Alert> : null}
            <RadioGroup
              label={intl.formatMessage(messages.paymentMethod)}
              appearance="cards"
              value={checkout.payment.selected}
              onChange={(value) => void choosePayment(stores, api, value)}
              options={checkout.payment.methods.map((m) => ({ value: m.idformapagto, label: m.descricao }))}
            />
            {method?.tipo === 'CARTAO' ? (
              <Row>
                {checkout.card ? (
                  <p>{intl.formatMessage(messages.cardGiven, { bandeira: checkout.card.bandeira, final: checkout.card.final, parcelas: checkout.card.parcelas })}</p>
                ) : null}
                <Button variant="secondary" onPress={() => openPanel(stores.panels, 'card')}>
                  {intl.formatMessage(checkout.card ? messages.cardChange : messages.cardAdd)}
                </Button>
              </Row>
            ) : null}
            {method?.tipo === 'PIX' ? <Muted>{intl.formatMessage(messages.pixNote)}</Muted> : null}
            {method?.tipo === 'BOLETO' ? <Muted>{intl.formatMessage(messages.boletoNote)}</Muted> : null}
          </Section>

          <Section aria-labelledby="cupom">
            <h2 id="cupom">{intl.formatMessage(messages.coupon)}</h2>
            {coupon ? (
              <Row>
                {/* A discount the platform applied without a coupon (spec 3 "Cart"): not a coupon to remove. */}
                {coupon.codigocupom ? (
                  <>
                    <p>
                      {intl.formatMessage(cart.coupons.manual ? messages.couponActive : messages.couponAutomatic, { code: coupon.codigocupom, benefit: benefit(coupon) })}
                    </p>
                    <Button variant="ghost" onPress={() => removeCoupon(stores.cart)}>
                      {intl.formatMessage(messages.couponRemove)}
                    </Button>
                  </>
                ) : (
                  <p>{intl.formatMessage(messages.couponPlatform, { benefit: benefit(coupon) })}</p>
                )}
              </Row>
            ) : null}
            <form onSubmit={submitCoupon} aria-label={intl.formatMessage(messages.coupon)}>
              <Row>
                <Grow>
                  <TextField label={intl.formatMessage(messages.couponField)} name="cupom" value={couponCode} onChange={setCouponCode} autoComplete="off" />
                </Grow>
                <Button type="submit" variant="secondary" isPending={cart.couponStatus === 'checking'}>
                  {intl.formatMessage(messages.couponApply)}
                </Button>
                <Button variant="ghost" onPress={() => openPanel(stores.panels, 'coupons')}>
                  {intl.formatMessage(messages.couponList)}
                </Button>
              </Row>
            </form>
            {cart.couponFailure ? (
              <Alert tone="danger" live>
                {cart.couponFailure.kind === 'invalid'
                  ? cart.couponFailure.serverText
                  : cart.couponFailure.kind === 'betterAutomatic'
                    ? intl.formatMessage(domainMessages['coupon.betterAutomatic'] as MessageDescriptor)
                    : intl.formatMessage(messages.couponUnverified)}
              </Alert>
            ) : null}
          </Section>

          <Section aria-labelledby="observacoes">
            <h2 id="observacoes">{intl.formatMessage(messages.notes)}</h2>
            <TextField label={intl.formatMessage(messages.notesField)} name="observacao" value={cart.observacao} onChange={(v) => setCartText(stores.cart, 'observacao', v)} />
            <TextField
              label={intl.formatMessage(messages.customerNumber)}
              name="numPedidoCliente"
              value={cart.numPedidoCliente}
              onChange={(v) => setCartText(stores.cart, 'numPedidoCliente', v)}
            />
            {cart.subscription ? (
              <RadioGroup
                label={cart.subscription.label || intl.formatMessage(messages.subscription)}
                description={cart.subscription.mensagem || undefined}
                value={cart.subscription.selected ?? ''}
                onChange={(value) => chooseSubscription(stores.cart, context, value || null)}
                options={[
                  { value: '', label: intl.formatMessage(messages.subscriptionNone) },
                  ...cart.subscription.tipos.map((t) => ({ value: t.idtipoassinatura, label: t.label })),
                ]}
              />
            ) : null}
          </Section>

          <Characteristics store={content} fieldsRef={characteristics.fieldsRef} />
        </Sections>

        <Summary aria-labelledby="resumo">
          <h2 id="resumo">{intl.formatMessage(messages.summary)}</h2>
          <Lines>
            {cart.lines.map((line) => (
              <Line key={line.product.idproduto}>
                <div>
                  {intl.formatMessage(messages.itemLine, {
                    nome: line.product.nome,
                    quantity: intl.formatNumber(line.quantity, { maximumFractionDigits: 3 }),
                    unit: line.product.unidade,
                  })}
                  {line.combo ? <ComboContents name={line.product.nome} combo={line.combo} /> : null}
                </div>
              </Line>
            ))}
          </Lines>
          <Totals>
            <dt>{intl.formatMessage(messages.subtotal)}</dt>
            <dd>{money(totals.itemsCents)}</dd>
            {totals.discountCents > 0 ? (
              <>
                <dt>{intl.formatMessage(messages.discount)}</dt>
                <dd>{intl.formatMessage(messages.discountValue, { value: money(totals.discountCents) })}</dd>
              </>
            ) : null}
            <dt>{intl.formatMessage(messages.deliveryFee)}</dt>
            <dd>{option ? (totals.feeCents > 0 ? money(totals.feeCents) : intl.formatMessage(messages.free)) : intl.formatMessage(messages.feePending)}</dd>
            <dt>
              <strong>{intl.formatMessage(messages.total)}</strong>
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
            {intl.formatMessage(messages.submit)}
          </Button>
        </Summary>
      </Layout>
    </>
  );
}

/** The route module: the checkout with its loader's data. */
export function Component() {
  return <CheckoutScreen loaded={useLoaderData<ClientPageData<CheckoutContentState>>()} />;
}
