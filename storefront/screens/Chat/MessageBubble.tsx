import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { Inline } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { ChatMessage } from '@storefront/state/chat';
import { chatMessages as messages } from '@storefront/components/Chat/messages';

/** The shopper's own messages sit at the end in the brand's tint; the supplier's at the start. */
const Bubble = styled('li', {
  display: 'grid',
  gap: '$1',
  maxWidth: '85%',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $borderSubtle',
  backgroundColor: '$background',
  color: '$text',
  variants: {
    mine: { true: { justifySelf: 'end', borderColor: '$primaryBorder', backgroundColor: '$primarySubtle' }, false: { justifySelf: 'start' } },
  },
});
/** The text as typed: Shift+Enter's line breaks stay. */
const Body = styled(Text, { whiteSpace: 'pre-wrap' });

interface MessageBubbleProps {
  message: ChatMessage;
  /** The supplier's name, the author of every message that is not the shopper's. */
  supplier: string;
  onResend: (key: string) => void;
}

/** One message: author, time, text, and whether it went. */
export function MessageBubble({ message, supplier, onResend }: MessageBubbleProps) {
  const intl = useIntl();
  const mine = message.autor === 'CLIENTE';
  return (
    <Bubble mine={mine}>
      <Inline as="p" gap={2} align="stretch">
        <Text as="strong" size="sm">
          {mine ? intl.formatMessage(messages.you) : supplier}
        </Text>
        <Text as="time" tone="muted" size="sm" dateTime={message.data}>
          {intl.formatDate(message.data, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}
        </Text>
      </Inline>
      <Body>{message.texto}</Body>
      {message.delivery === 'pending' ? (
        <Text tone="muted" size="sm">
          {intl.formatMessage(messages.sending)}
        </Text>
      ) : null}
      {message.delivery === 'failed' ? (
        <Inline as="p" gap={2}>
          <Text as="span" tone="danger" size="sm" weight="medium">
            {intl.formatMessage(messages.notSent)}
          </Text>
          <Button size="sm" variant="ghost" onPress={() => onResend(message.key)}>
            {intl.formatMessage(messages.resend)}
          </Button>
        </Inline>
      ) : null}
    </Bubble>
  );
}
