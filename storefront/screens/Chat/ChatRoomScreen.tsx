import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { TextArea } from '@ui/TextArea';
import { styled } from '@themes/stitches.config';
import type { ChatMessage } from '@storefront/state/chat';
import { useAppServices } from '@storefront/state/context';
import { ChatConnectionStatus } from './ChatConnectionStatus';
import { ChatLoginPrompt } from './ChatRoomsScreen';
import { chatMessages as messages } from '@storefront/components/Chat/messages';
import { roomName, useChat, useChatConnection } from '@storefront/components/Chat/useChat';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Page = styled('div', { display: 'grid', gap: '$4', maxWidth: '$prose', minWidth: 0, '& h1, & p': { margin: 0 } });
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
const List = styled('ol', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
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
const Byline = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$2', fontSize: '$sm', color: '$textMuted', '& strong': { color: '$text' } });
const Text = styled('p', { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Delivery = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontSize: '$sm', color: '$textMuted' });
const Failed = styled('span', { color: '$danger', fontWeight: '$medium' });
const Form = styled('form', { display: 'grid', gap: '$2', gridTemplateColumns: '1fr auto', alignItems: 'end', '& > :first-child': { minWidth: 0 } });

/** One message: author, time, text, and whether it went. */
function Message({ message, supplier, onResend }: { message: ChatMessage; supplier: string; onResend: (key: string) => void }) {
  const intl = useIntl();
  const mine = message.autor === 'CLIENTE';
  return (
    <Bubble mine={mine}>
      <Byline>
        <strong>{mine ? intl.formatMessage(messages.you) : supplier}</strong>
        <time dateTime={message.data}>{intl.formatDate(message.data, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}</time>
      </Byline>
      <Text>{message.texto}</Text>
      {message.delivery === 'pending' ? <Delivery>{intl.formatMessage(messages.sending)}</Delivery> : null}
      {message.delivery === 'failed' ? (
        <Delivery>
          <Failed>{intl.formatMessage(messages.notSent)}</Failed>
          <Button size="sm" variant="ghost" onPress={() => onResend(message.key)}>
            {intl.formatMessage(messages.resend)}
          </Button>
        </Delivery>
      ) : null}
    </Bubble>
  );
}

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
  const { stores } = useAppServices();
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
  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    stickToBottom.current = true;
    chat.send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never in the middle of an IME composition.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <Page>
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
          <List>
            {shown.messages.map((message) => (
              <Message key={message.key} message={message} supplier={supplier} onResend={(key) => chat.resend(key)} />
            ))}
          </List>
        )}
      </Log>
      <Form onSubmit={submit} noValidate>
        <TextArea
          label={intl.formatMessage(messages.input)}
          description={intl.formatMessage(messages.inputHint)}
          value={shown?.draft ?? ''}
          onChange={(text) => chat.setDraft(text)}
          isDisabled={!shown}
          rows={2}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" isDisabled={!shown?.draft.trim()}>
          {intl.formatMessage(messages.send)}
        </Button>
      </Form>
    </Page>
  );
}

/** The route `conversas/:sala`. */
export function ChatRoomScreen() {
  const { sala = '' } = useParams();
  return <ChatRoomView sala={sala} />;
}
