import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { RadioGroup } from '@ui/RadioGroup';
import { Skeleton } from '@ui/Skeleton';
import { canChangePaymentMethod } from '@storefront/domain/orderList';
import type { OrderDetailsStore } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import { Facts, Section } from './layout';
import { ordersMessages as messages } from './messages';

/** spec 7: another payment method for an order not yet paid nor cancelled, chosen in a dialog. */
export function OrderPayment({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const { startPaymentChange, changePaymentMethod } = useOrderActions();
  const { order, payment } = useSnapshot(store);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!order) return null;
  const openDialog = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) return;
    setChosen(order.formaPagamento.idformapagto);
    void startPaymentChange(store);
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
                  void changePaymentMethod(store, chosen).then((changed) => {
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
