import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Badge } from '@ui/Badge';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Page, PageHeader } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { Row, RowList } from '@ui/RowList';
import { Inline } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { useStores } from '@storefront/state/context';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { ChatConnectionStatus } from './ChatConnectionStatus';
import { chatMessages as messages } from '@storefront/components/Chat/messages';
import { roomName, useChat, useChatConnection } from '@storefront/components/Chat/useChat';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

/** A room's row: its name, a link, reads as the row's title. */
const Item = styled(Row, { '& a': { fontWeight: '$medium', fontSize: '$lg' } });

/** The chat for a visitor: what it is and the way in. */
export function ChatLoginPrompt() {
  const intl = useIntl();
  return (
    <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
  );
}

function RoomList() {
  const intl = useIntl();
  const chat = useChat();
  const { rooms, roomsStatus } = useSnapshot(chat.state);
  const paths = useSupplierPaths();
  if (roomsStatus === 'failed') return null;
  if (roomsStatus !== 'loaded') return <Skeleton lines={3} label={intl.formatMessage(messages.roomsLoading)} />;
  if (rooms.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.noRooms)} icon="bell" headingLevel={2}>
        {intl.formatMessage(messages.noRoomsText)}
      </EmptyState>
    );
  }
  return (
    <RowList aria-label={intl.formatMessage(messages.title)}>
      {rooms.map((room) => {
        const name = roomName(intl, room.sala, room);
        return (
          <Item key={room.sala}>
            <Link href={paths.chat(room.sala)} aria-label={intl.formatMessage(messages.roomLink, { name, unread: room.unread })}>
              {name}
            </Link>
            <Inline as="p" gap={2}>
              {room.unread > 0 ? <Badge tone="brand">{intl.formatMessage(messages.unread, { count: room.unread })}</Badge> : null}
              <Text as="span" tone="muted" size="sm">
                {intl.formatMessage(messages.total, { count: room.total_mensagens })}
              </Text>
            </Inline>
          </Item>
        );
      })}
    </RowList>
  );
}

/** spec 2 "Chat rooms": the general room and one per order, each with its unread messages. */
export function ChatRoomsScreen() {
  const intl = useIntl();
  const stores = useStores();
  const { usuario } = useSnapshot(stores.session);
  const chat = useChat();
  useChatConnection(chat);
  if (!usuario) return <ChatLoginPrompt />;
  return (
    <Page measure="prose">
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.intro)} />
      <ChatConnectionStatus chat={chat} />
      <RoomList />
    </Page>
  );
}

export { ChatRoomsScreen as Component };
