import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Price } from '@ui/Price';
import { QrCode } from '@ui/QrCode';
import { Inline } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { BRASILIA_TIME_ZONE } from '@storefront/domain/calendar';
import { supplierHas } from '@storefront/domain/gates';
import { isQuote } from '@storefront/domain/orderList';
import { useStores } from '@storefront/state/context';
import type { OrderDetailsStore, OrderFile } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import { ChatAboutOrderLink } from '@storefront/components/Chat/ChatLinks';
import { RepeatOrderAction } from '@storefront/components/RepeatOrder/RepeatOrderAction';
import { Section, Totals } from './layout';
import { ordersMessages as messages } from './messages';

const Code = styled('p', { fontFamily: 'monospace', fontSize: '$sm', overflowWrap: 'anywhere', padding: '$2', backgroundColor: '$surface', borderRadius: '$md' });

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

/** DANFE, export, receipt, "repeat order" and its chat room (with the chat module, spec 5): the order's documents and actions. */
export function OrderActions({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const stores = useStores();
  const { downloadOrderFile, generateReceipt } = useOrderActions();
  const { order, download, receipt } = useSnapshot(store);
  const { fornecedor } = useSnapshot(stores.supplier);
  const [saved, setSaved] = useState<string | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);
  if (!order) return null;
  const fetchFile = (file: OrderFile) => {
    setSaved(null);
    void downloadOrderFile(store, file).then((result) => {
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
      <Inline gap={2} align="stretch">
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
            void generateReceipt(store).then((ok) => {
              if (ok) setReceiptOpen(true);
            })
          }
        >
          {intl.formatMessage(messages.receipt)}
        </Button>
        {isQuote(order) ? null : <RepeatOrderAction numpedido={order.numpedido} />}
        {supplierHas(fornecedor, 'chat') ? <ChatAboutOrderLink numpedido={order.numpedido} /> : null}
      </Inline>
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
            <Text tone="muted" size="sm">{intl.formatMessage(messages.receiptValidUntil, { time: intl.formatTime(receipt.charge.expiraEm, { timeStyle: 'short', timeZone: BRASILIA_TIME_ZONE }) })}</Text>
            <QrCode value={receipt.charge.copiaECola} label={intl.formatMessage(messages.receiptQr, { numpedido: order.numpedido })} size={200} />
            <p>{intl.formatMessage(messages.receiptCode)}</p>
            <Code>{receipt.charge.copiaECola}</Code>
          </>
        ) : null}
      </Dialog>
    </Section>
  );
}
