import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Price } from '@ui/Price';
import { QrCode } from '@ui/QrCode';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { TextField } from '@ui/TextField';
import { PIX_STATUS_POLL_MS } from '@storefront/state/constants';
import { useStores } from '@storefront/state/context';
import { useCheckoutActions } from '@storefront/state/checkout';
import { usePanel } from '@storefront/state/usePanel';
import { pixPanelMessages as messages } from './messages';

/** Seconds left until the ISO time, ticking every second while the panel shows it. */
function useSecondsLeft(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0;
}

/** spec 2 "Panels": the PIX payment of the order just submitted: QR code, copy-paste code, countdown, waiting and re-issue. */
export function PixPanel() {
  const intl = useIntl();
  const stores = useStores();
  const { orderPaid, reissuePix } = useCheckoutActions();
  const { lastOrder } = useSnapshot(stores.checkout);
  const pix = lastOrder?.pix;
  const left = useSecondsLeft(pix?.expiraEm);
  const [paid, setPaid] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [reissue, setReissue] = useState<'idle' | 'pending' | 'failed'>('idle');
  const panel = usePanel('pix');
  const open = panel.isOpen;
  const orderNumber = lastOrder?.orderNumber;
  const expired = Boolean(pix) && left === 0;

  // The waiting state: the order's status is asked until it is paid, while the panel is open.
  useEffect(() => {
    if (!open || !orderNumber || paid) return undefined;
    const timer = setInterval(() => {
      void orderPaid(orderNumber)
        .then((done) => {
          if (done) setPaid(true);
        })
        .catch(() => undefined);
    }, PIX_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [open, orderNumber, paid, orderPaid]);

  const time = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;

  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      {pix && orderNumber ? (
        <Stack gap={4}>
          <div>
            <span>{intl.formatMessage(messages.amount)}</span> <Price value={pix.valor} size="lg" />
          </div>
          {paid ? (
            <Alert tone="success" live>
              {intl.formatMessage(messages.paid)}
            </Alert>
          ) : expired ? (
            <Alert
              tone="warning"
              live
              action={
                <Button
                  variant="secondary"
                  isPending={reissue === 'pending'}
                  onPress={() => {
                    setReissue('pending');
                    void reissuePix().then((ok) => setReissue(ok ? 'idle' : 'failed'));
                  }}
                >
                  {intl.formatMessage(messages.reissue)}
                </Button>
              }
            >
              {intl.formatMessage(reissue === 'failed' ? messages.reissueFailed : messages.expired)}
            </Alert>
          ) : (
            <>
              <p>{intl.formatMessage(messages.steps)}</p>
              <Stack align="center">
                <QrCode value={pix.copiaECola} label={intl.formatMessage(messages.qr, { numpedido: orderNumber })} />
              </Stack>
              <Text role="timer" aria-live="off" weight="medium" numeric>
                {intl.formatMessage(messages.expiresIn, { time })}
              </Text>
              <TextField label={intl.formatMessage(messages.code)} value={pix.copiaECola} isReadOnly />
              <Button
                onPress={() => {
                  // The clipboard may be missing (an insecure page) or refuse: the code stays to copy by hand.
                  void Promise.resolve()
                    .then(() => navigator.clipboard.writeText(pix.copiaECola))
                    .then(
                      () => setCopy('copied'),
                      () => setCopy('failed'),
                    );
                }}
              >
                {intl.formatMessage(messages.copy)}
              </Button>
              {copy !== 'idle' ? (
                <Alert tone={copy === 'copied' ? 'success' : 'warning'} live>
                  {intl.formatMessage(copy === 'copied' ? messages.copied : messages.copyFailed)}
                </Alert>
              ) : null}
              <Text as="div" tone="muted">
                <Spinner size="sm" label={intl.formatMessage(messages.waiting)} showLabel />
              </Text>
            </>
          )}
        </Stack>
      ) : null}
    </SlidePanel>
  );
}
