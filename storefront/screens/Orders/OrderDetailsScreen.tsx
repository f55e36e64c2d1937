import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { QrCode } from '@ui/QrCode';
import { RadioGroup } from '@ui/RadioGroup';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { StatusSteps } from '@ui/StatusSteps';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { BRASILIA_TIME_ZONE } from '@storefront/domain/calendar';
import { addressLine } from '@storefront/domain/address';
import { supplierHas } from '@storefront/domain/gates';
import { canChangePaymentMethod, canRate, isQuote, orderProgress, orderTotals, RATING_COMMENT_MAX } from '@storefront/domain/orderList';
import { statusMessageId } from '@storefront/domain/statuses';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { useAppServices } from '@storefront/state/context';
import {
  changePaymentMethod,
  downloadOrderFile,
  generateReceipt,
  loadOrder,
  rateOrder,
  startPaymentChange,
  type OrderDetailsState,
  type PedidoDetalhe,
  type OrderDetailsStore,
  type OrderFile,
} from '@storefront/state/orders';
import type { ClientPageData } from '@storefront/state/pageData';
import { openPanel } from '@storefront/state/panels';
import { ChatAboutOrderLink } from '@storefront/components/Chat/ChatLinks';
import { RepeatOrderAction } from '@storefront/components/RepeatOrder/RepeatOrderAction';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { EmittedBy } from '@storefront/components/EmittedBy/EmittedBy';
import { ordersMessages as messages } from './messages';
import { OrderStatusBadge, useOrderDate } from './OrderSummary';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Page = styled('div', { display: 'grid', gap: '$5', '& h1, & h2, & p': { margin: 0 } });
const Head = styled('header', { display: 'grid', gap: '$2', '& > div': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' } });
const Columns = styled('div', { display: 'grid', gap: '$5', alignItems: 'start', '@lg': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } });
const Column = styled('div', { display: 'grid', gap: '$5', minWidth: 0 });
const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  minWidth: 0,
  '& h2': { fontSize: '$lg' },
});
const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .total': { fontWeight: '$bold', color: '$text', fontSize: '$lg' },
});
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Form = styled('form', { display: 'grid', gap: '$3', justifyItems: 'start', '& > div': { width: '100%' } });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', overflowWrap: 'anywhere' });
const Code = styled('p', { fontFamily: 'monospace', fontSize: '$sm', overflowWrap: 'anywhere', padding: '$2', backgroundColor: '$surface', borderRadius: '$md' });
const Items = styled('ul', {
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '$1 $3',
    paddingBlock: '$2',
    borderBottom: '$borderWidths$thin solid $borderSubtle',
  },
  '& li:last-child': { borderBottom: 'none' },
  '& strong': { fontVariantNumeric: 'tabular-nums' },
  '& li > p': { gridColumn: '1 / -1' },
});
const Facts = styled('dl', { display: 'grid', gap: '$1', margin: 0, '& dt': { color: '$textMuted', fontSize: '$sm' }, '& dd': { margin: 0, overflowWrap: 'anywhere' } });

/** Saves a downloaded file under its name: an object URL and an anchor with `download`. */
function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the URL after this task: revoking at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** The 1 to 5 stars (a radio group) and a comment; success and failure said where the form was. */
function RatingForm({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const { api } = useAppServices();
  const { rating, order } = useSnapshot(store);
  const [nota, setNota] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  if (!order) return null;
  if (order.avaliacao) {
    return (
      <Section aria-labelledby="avaliacao">
        <h2 id="avaliacao">{intl.formatMessage(messages.rateTitle)}</h2>
        {rating.sent ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.ratingSent)}
          </Alert>
        ) : null}
        <p>{intl.formatMessage(messages.yourRating, { count: order.avaliacao.nota })}</p>
        {order.avaliacao.comentario ? <Muted>{order.avaliacao.comentario}</Muted> : null}
      </Section>
    );
  }
  if (!canRate(order)) return null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void rateOrder(store, api, nota, comentario);
  };
  return (
    <Section aria-labelledby="avaliacao">
      <h2 id="avaliacao">{intl.formatMessage(messages.rateTitle)}</h2>
      {rating.failure ? (
        <Alert tone="danger" live>
          {rating.failure.text ?? intl.formatMessage(messages.ratingFailed)}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate aria-labelledby="avaliacao">
        <RadioGroup
          label={intl.formatMessage(messages.stars)}
          orientation="horizontal"
          value={nota === null ? null : String(nota)}
          onChange={(value) => setNota(Number(value))}
          isRequired
          isInvalid={rating.invalid === 'ratingRequired'}
          errorMessage={intl.formatMessage(messages.ratingRequired)}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: intl.formatMessage(messages.starOption, { count: n }) }))}
        />
        <TextField
          label={intl.formatMessage(messages.comment)}
          value={comentario}
          onChange={setComentario}
          isInvalid={rating.invalid === 'commentTooLong'}
          errorMessage={intl.formatMessage(messages.commentTooLong, { max: RATING_COMMENT_MAX })}
        />
        <Button type="submit" isPending={rating.sending}>
          {intl.formatMessage(messages.sendRating)}
        </Button>
      </Form>
    </Section>
  );
}

/** spec 7: another payment method for an order not yet paid nor cancelled, chosen in a dialog. */
function PaymentSection({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const { order, payment } = useSnapshot(store);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!order) return null;
  const openDialog = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) return;
    setChosen(order.formaPagamento.idformapagto);
    void startPaymentChange(store, stores, api);
  };
  return (
    <Section aria-labelledby="pagamento">
      <h2 id="pagamento">{intl.formatMessage(messages.payment)}</h2>
      {payment.changed ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.paymentChanged, { descricao: order.formaPagamento.descricao })}
        </Alert>
      ) : null}
      <Facts>
        <dt>{intl.formatMessage(messages.paymentMethod)}</dt>
        <dd>{order.formaPagamento.descricao}</dd>
      </Facts>
      {canChangePaymentMethod(order.status) ? (
        <Dialog
          title={intl.formatMessage(messages.changePayment)}
          isOpen={open}
          onOpenChange={openDialog}
          trigger={<Button variant="secondary">{intl.formatMessage(messages.changePayment)}</Button>}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button
                isPending={payment.saving}
                isDisabled={payment.methodsStatus !== 'loaded' || !chosen || chosen === order.formaPagamento.idformapagto}
                onPress={() => {
                  if (!chosen) return;
                  void changePaymentMethod(store, stores, api, chosen).then((changed) => {
                    if (changed) close();
                  });
                }}
              >
                {intl.formatMessage(messages.savePayment)}
              </Button>
            </>
          )}
        >
          {payment.failure ? (
            <Alert tone="danger" live>
              {payment.failure.text ?? intl.formatMessage(messages.paymentFailed)}
            </Alert>
          ) : null}
          {payment.methodsStatus === 'failed' ? <Alert tone="danger">{intl.formatMessage(messages.methodsFailed)}</Alert> : null}
          {payment.methodsStatus === 'loaded' ? (
            <RadioGroup
              label={intl.formatMessage(messages.newPayment)}
              value={chosen}
              onChange={setChosen}
              options={payment.methods.map((m) => ({ value: m.idformapagto, label: m.descricao }))}
            />
          ) : null}
          {payment.methodsStatus === 'loading' ? <Skeleton lines={3} label={intl.formatMessage(messages.methodsLoading)} /> : null}
        </Dialog>
      ) : null}
    </Section>
  );
}

/** DANFE, export, receipt, "repeat order" and its chat room (with the chat module, spec 5): the order's documents and actions. */
function ActionsSection({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const { order, download, receipt } = useSnapshot(store);
  const { fornecedor } = useSnapshot(stores.supplier);
  const [saved, setSaved] = useState<string | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);
  if (!order) return null;
  const fetchFile = (file: OrderFile) => {
    setSaved(null);
    void downloadOrderFile(store, stores, api, file).then((result) => {
      if (!result) return;
      saveFile(result);
      setSaved(result.fileName);
    });
  };
  const failedText = download.failed ? (download.failed.text ?? intl.formatMessage(download.failed.file === 'danfe' ? messages.danfeFailed : messages.exportFailed)) : null;
  return (
    <Section aria-labelledby="acoes">
      <h2 id="acoes">{intl.formatMessage(messages.actions)}</h2>
      {failedText ? (
        <Alert tone="danger" live>
          {failedText}
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.downloaded, { fileName: saved })}
        </Alert>
      ) : null}
      {receipt.status === 'failed' ? (
        <Alert tone="danger" live>
          {receipt.failure?.text ?? intl.formatMessage(messages.receiptFailed)}
        </Alert>
      ) : null}
      <Actions>
        <Button variant="secondary" isPending={download.busy === 'danfe'} onPress={() => fetchFile('danfe')}>
          {intl.formatMessage(messages.danfe)}
        </Button>
        <Button variant="secondary" isPending={download.busy === 'export'} onPress={() => fetchFile('export')}>
          {intl.formatMessage(messages.export)}
        </Button>
        <Button
          variant="secondary"
          isPending={receipt.status === 'loading'}
          onPress={() =>
            void generateReceipt(store, stores, api).then((ok) => {
              if (ok) setReceiptOpen(true);
            })
          }
        >
          {intl.formatMessage(messages.receipt)}
        </Button>
        {isQuote(order) ? null : <RepeatOrderAction numpedido={order.numpedido} />}
        {supplierHas(fornecedor, 'chat') ? <ChatAboutOrderLink numpedido={order.numpedido} /> : null}
      </Actions>
      <Dialog
        title={intl.formatMessage(messages.receiptTitle)}
        isOpen={receiptOpen && receipt.charge !== null}
        onOpenChange={setReceiptOpen}
        actions={(close) => <Button onPress={close}>{intl.formatMessage(messages.close)}</Button>}
      >
        {receipt.charge ? (
          <>
            <Totals>
              <dt>{intl.formatMessage(messages.receiptAmount)}</dt>
              <dd>
                <Price value={receipt.charge.valor} />
              </dd>
            </Totals>
            <Muted>{intl.formatMessage(messages.receiptValidUntil, { time: intl.formatTime(receipt.charge.expiraEm, { timeStyle: 'short', timeZone: BRASILIA_TIME_ZONE }) })}</Muted>
            <QrCode value={receipt.charge.copiaECola} label={intl.formatMessage(messages.receiptQr, { numpedido: order.numpedido })} size={200} />
            <p>{intl.formatMessage(messages.receiptCode)}</p>
            <Code>{receipt.charge.copiaECola}</Code>
          </>
        ) : null}
      </Dialog>
    </Section>
  );
}

/** Items, delivery fee, coupon discount and total. */
function SummarySection({ order }: { order: PedidoDetalhe }) {
  const intl = useIntl();
  const totals = orderTotals({ ...order, desconto: order.dadospedido?.valorDesconto });
  const cupom = order.dadospedido?.cupom;
  return (
    <Section aria-labelledby="resumo">
      <h2 id="resumo">{intl.formatMessage(messages.summary)}</h2>
      <Totals>
        <dt>{intl.formatMessage(messages.subtotal)}</dt>
        <dd>
          <Price value={totals.subtotal} size="sm" />
        </dd>
        {order.tipoEntrega === 'DELIVERY' ? (
          <>
            <dt>{intl.formatMessage(messages.deliveryFee)}</dt>
            <dd>{totals.deliveryFee > 0 ? <Price value={totals.deliveryFee} size="sm" /> : intl.formatMessage(messages.free)}</dd>
          </>
        ) : null}
        {totals.discount > 0 || cupom ? (
          <>
            <dt>{cupom ? intl.formatMessage(messages.coupon, { cupom }) : intl.formatMessage(messages.discount)}</dt>
            <dd>{intl.formatMessage(messages.minus, { value: intl.formatNumber(totals.discount, { style: 'currency', currency: 'BRL' }) })}</dd>
          </>
        ) : null}
        <dt className="total">{intl.formatMessage(messages.total)}</dt>
        <dd className="total">
          <Price value={totals.total} />
        </dd>
      </Totals>
    </Section>
  );
}

/** The details of one order once loaded. */
function OrderDetails({ store, order }: { store: OrderDetailsStore; order: PedidoDetalhe }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const dateOf = useOrderDate();
  const progress = orderProgress(order);
  const title = intl.formatMessage(isQuote(order) ? messages.quoteNumber : messages.orderNumber, { numpedido: order.numpedido });
  const place = order.tipoEntrega === 'RETIRADA' ? order.lojaRetira : order.enderecoentrega;
  return (
    <Page>
      <Link href={paths.orders()}>{intl.formatMessage(messages.back)}</Link>
      <Head>
        <div>
          <h1>{title}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <Muted>{intl.formatMessage(messages.placedOn, { date: dateOf(order) })}</Muted>
        {order.emitidoPor ? <EmittedBy emitter={order.emitidoPor} /> : null}
      </Head>
      <Columns>
        <Column>
          <Section aria-labelledby="andamento">
            <h2 id="andamento">{intl.formatMessage(messages.progress)}</h2>
            <StatusSteps
              label={intl.formatMessage(messages.progress)}
              currentId={progress.currentId}
              isCancelled={progress.cancelled}
              isComplete={progress.steps.every((s) => s.state === 'done')}
              steps={progress.steps.map((s) => ({ id: s.status, label: intl.formatMessage(domainMessages[statusMessageId(s.status) as keyof typeof domainMessages]) }))}
            />
          </Section>
          <Section aria-labelledby="itens">
            <h2 id="itens">{intl.formatMessage(messages.items)}</h2>
            <Items aria-labelledby="itens">
              {order.itens.map((item, i) => (
                <li key={`${item.idproduto}-${i}`}>
                  <span>{item.nome}</span>
                  <strong>{intl.formatNumber(item.total, { style: 'currency', currency: 'BRL' })}</strong>
                  <Muted>
                    {intl.formatMessage(messages.itemLine, {
                      quantidade: intl.formatNumber(item.quantidade, { maximumFractionDigits: 3 }),
                      preco: intl.formatNumber(item.precoUnitario, { style: 'currency', currency: 'BRL' }),
                    })}
                  </Muted>
                </li>
              ))}
            </Items>
          </Section>
          <RatingForm store={store} />
        </Column>
        <Column>
          <SummarySection order={order} />
          <Section aria-labelledby="entrega">
            <h2 id="entrega">{intl.formatMessage(messages.deliveryTitle)}</h2>
            <Facts>
              <dt>{intl.formatMessage(messages.deliveryType)}</dt>
              <dd>{intl.formatMessage(order.tipoEntrega === 'RETIRADA' ? messages.pickup : messages.delivery)}</dd>
              {place ? (
                <>
                  <dt>{intl.formatMessage(order.tipoEntrega === 'RETIRADA' ? messages.pickupAt : messages.deliverTo)}</dt>
                  <dd>{'nome' in place ? intl.formatMessage(messages.store, { nome: place.nome, endereco: place.descricao_endereco_loja }) : addressLine(place, { withCep: true })}</dd>
                </>
              ) : null}
            </Facts>
            {place ? null : <Muted>{intl.formatMessage(messages.noPlace)}</Muted>}
          </Section>
          <PaymentSection store={store} />
          <ActionsSection store={store} />
        </Column>
      </Columns>
    </Page>
  );
}

/**
 * spec 2 "Order details": status steps (spec 4, delivery or pickup), delivery, items, totals with the
 * coupon, payment (changeable while open), 'Pedido emitido por', rating, DANFE, export and receipt.
 */
export function OrderDetailsScreen({ loaded }: { loaded: ClientPageData<OrderDetailsState> }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const { numpedido = '' } = useParams();
  const paths = useSupplierPaths();
  const session = useSnapshot(stores.session);
  // The loader's order; rating, downloads, the receipt and a new payment method act on it here.
  const store = usePageStore(loaded);
  const details = useSnapshot(store);

  if (!session.usuario) {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.orderNumber, { numpedido })}
        actions={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}
      >
        <p>{intl.formatMessage(messages.visitor)}</p>
      </StatusPanel>
    );
  }
  if (details.status === 'failed') {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.orderFailed)}
        announce="alert"
        actions={
          <>
            <Button onPress={() => void loadOrder(store, api, numpedido)}>{intl.formatMessage(messages.retry)}</Button>
            <Link href={paths.orders()}>{intl.formatMessage(messages.back)}</Link>
          </>
        }
      >
        {details.failure?.text ? <p>{details.failure.text}</p> : null}
      </StatusPanel>
    );
  }
  if (details.status !== 'loaded' || !details.order) return <Skeleton lines={8} label={intl.formatMessage(messages.loadingOrder)} />;
  return <OrderDetails store={store} order={details.order as PedidoDetalhe} />;
}

/** The route module: the order its loader brought. */
export function Component() {
  return <OrderDetailsScreen loaded={useLoaderData<ClientPageData<OrderDetailsState>>()} />;
}
