import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { cartShippingFailureMessages as messages } from './CartShippingFailure.messages';

export interface CartShippingFailureProps {
  isOpen: boolean;
  /** The server's `Mensagem`, or our own words when it sent none. Plain text: React escapes it. */
  text: string;
  onClose: () => void;
}

/** spec 8 "Shipping-by-cep errors read the field Mensagem and open a modal": the text and a way out. */
export function CartShippingFailure({ isOpen, text, onClose }: CartShippingFailureProps) {
  const intl = useIntl();
  return (
    <Dialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      hideClose
      title={intl.formatMessage(messages.title)}
      actions={(close) => <Button onPress={close}>{intl.formatMessage(messages.close)}</Button>}
    >
      <p>{text}</p>
    </Dialog>
  );
}
