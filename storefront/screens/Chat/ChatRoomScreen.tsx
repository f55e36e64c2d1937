import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Page } from '@ui/Page';
import { RowList } from '@ui/RowList';
import { Skeleton } from '@ui/Skeleton';
import { styled } from '@themes/stitches.config';
import { useStores } from '@storefront/state/context';
import { ChatConnectionStatus } from './ChatConnectionStatus';
import { ChatLoginPrompt } from './ChatRoomsScreen';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { chatMessages as messages } from '@storefront/components/Chat/messages';
import { roomName, useChat, useChatConnection } from '@storefront/components/Chat/useChat';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

/** The history scrolls inside a framed box of its own, so the field stays in view under it. */
const Log = styled('div', {
  display: 'grid',
  alignContent: 'start',
  gap: '$3',
  maxHeight: 'min(60vh, 36rem)',
  minHeight: '12rem',
  overflowY: 'auto',
  padding: '$3',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  backgroundColor: '$surface',
  outline: 'none',
  '&:focus-visible': { focusRing: 'outside' },
});

export interface ChatRoomViewProps {
  /** The room's id (spec 3 `sala`): `geral-{idcliente}` or `pedido-{numpedido}`. */
  sala: string;
}

/**
 * A chat room (spec 3 "Chat room"): its history as a polite live log (newest page first, older pages on
 * demand keeping the reading position), the connection's state, and the message field.
 */
export function ChatRoomView({ sala }: ChatRoomViewProps) {
  const intl = useIntl();
  const stores = useStores();
  const { usuario } = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const chat = useChat();
  useChatConnection(chat);
  const state = useSnapshot(chat.state);
  // The field follows every key press at once (valtio's async snapshot would move the caret).
  const { open } = useSnapshot(chat.state, { sync: true });
  const paths = useSupplierPaths();
  const logRef = useRef<HTMLDivElement>(null);
  /** Distance from the bottom before older messages came in, to keep the reader where they were. */
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  useEffect(() => {
    chat.openRoom(sala);
    return () => chat.leaveRoom();
  }, [chat, sala]);

  const shown = open?.sala === sala ? open : null;
  const count = shown?.messages.length ?? 0;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (keepFromBottom.current !== null && !shown?.loadingOlder) {
      log.scrollTop = log.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      log.scrollTop = log.scrollHeight;
    }
  }, [count, shown?.loadingOlder]);

  if (!usuario) return <ChatLoginPrompt />;
  const room = state.rooms.find((r) => r.sala === sala);
  const name = roomName(intl, sala, room);
  const supplier = fornecedor?.nome?.trim() || intl.formatMessage(messages.supplier);

  const loadOlder = () => {
    const log = logRef.current;
    if (log) keepFromBottom.current = log.scrollHeight - log.scrollTop;
    chat.loadOlder();
  };
  const send = () => {
    stickToBottom.current = true;
    chat.send();
  };

  return (
    <Page gap={4} measure="prose">
      <p>
        <Link href={paths.chats()}>{intl.formatMessage(messages.allRooms)}</Link>
      </p>
      <h1>{name}</h1>
      <ChatConnectionStatus chat={chat} />
      {shown?.hasOlder ? (
        <div>
          <Button variant="secondary" size="sm" isPending={shown.loadingOlder} onPress={loadOlder}>
            {intl.formatMessage(messages.older)}
          </Button>
        </div>
      ) : null}
      <Log
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage(messages.log, { name })}
        // The log scrolls: keyboard users reach it to read the history.
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          stickToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
        }}
      >
        {!shown || shown.status === 'loading' ? (
          state.status === 'failed' ? null : <Skeleton lines={4} label={intl.formatMessage(messages.loading)} />
        ) : shown.messages.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} icon="bell" headingLevel={2} size="compact">
            {intl.formatMessage(messages.emptyText)}
          </EmptyState>
        ) : (
          <RowList as="ol" gap={3}>
            {shown.messages.map((message) => (
              <MessageBubble key={message.key} message={message} supplier={supplier} onResend={(key) => chat.resend(key)} />
            ))}
          </RowList>
        )}
      </Log>
      <MessageComposer draft={shown?.draft ?? ''} onDraftChange={(text) => chat.setDraft(text)} isDisabled={!shown} onSend={send} />
    </Page>
  );
}

/** The route `conversas/:sala`. */
export function ChatRoomScreen() {
  const { sala = '' } = useParams();
  return <ChatRoomView sala={sala} />;
}
