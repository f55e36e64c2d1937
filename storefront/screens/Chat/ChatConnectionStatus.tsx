import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import type { ChatStore } from '@storefront/state/chat';
import { SOCKET_RETRIES } from '@storefront/state/constants';
import { chatMessages as messages } from '@storefront/components/Chat/messages';

/**
 * What the socket is going through, said where the chat is: reconnecting (spec 9: up to 5 retries with
 * backoff), failed with a retry, or the server's own refusal ('Sessão expirada, efetue login novamente').
 */
export function ChatConnectionStatus({ chat }: { chat: ChatStore }) {
  const intl = useIntl();
  const { status, attempt, serverError } = useSnapshot(chat.state);
  const retry = (
    <Button size="sm" variant="secondary" onPress={() => chat.retry()}>
      {intl.formatMessage(messages.retry)}
    </Button>
  );
  if (serverError && status === 'failed') {
    return (
      <Alert tone="danger" live action={retry}>
        {serverError}
      </Alert>
    );
  }
  if (status === 'failed') {
    return (
      <Alert tone="danger" live action={retry}>
        {intl.formatMessage(messages.failed)}
      </Alert>
    );
  }
  if (status === 'reconnecting') {
    return (
      <Alert tone="warning" live>
        {intl.formatMessage(messages.reconnecting, { attempt, retries: SOCKET_RETRIES })}
      </Alert>
    );
  }
  return null;
}
