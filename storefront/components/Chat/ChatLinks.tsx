import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Badge } from '@ui/Badge';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';
import { unreadTotal } from '@storefront/state/chat';
import { useStores } from '@storefront/state/context';
import { chatMessages as messages } from './messages';
import { orderRoomId, useChat, useChatConnection } from './useChat';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Label = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2' });
const Hidden = styled('span', { visuallyHidden: true });

/**
 * The header's or menu's way to the chat, with the unread messages (spec 3 "notifications"). While it
 * is shown to a signed-in client it keeps the chat socket open, so new messages count at once.
 */
export interface UnreadChatLinkProps {
  /** Also done when followed (the menu closes itself). */
  onPress?: () => void;
}

export function UnreadChatLink({ onPress }: UnreadChatLinkProps) {
  const intl = useIntl();
  const stores = useStores();
  const { usuario } = useSnapshot(stores.session);
  const chat = useChat();
  useChatConnection(chat);
  const unread = unreadTotal(useSnapshot(chat.state));
  const paths = useSupplierPaths();
  if (!usuario) return null;
  return (
    <Link href={paths.chats()} onPress={onPress}>
      <Label>
        {intl.formatMessage(messages.title)}
        <Hidden>{intl.formatMessage(messages.unreadLink, { count: unread })}</Hidden>
        {unread > 0 ? (
          <span aria-hidden="true">
            <Badge tone="brand">{unread}</Badge>
          </span>
        ) : null}
      </Label>
    </Link>
  );
}

export interface ChatAboutOrderLinkProps {
  numpedido: string;
}

/** "Conversar sobre este pedido": the order's chat room, from its details. */
export function ChatAboutOrderLink({ numpedido }: ChatAboutOrderLinkProps) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  return (
    <Link appearance="button" href={paths.chat(orderRoomId(numpedido))}>
      {intl.formatMessage(messages.aboutOrder)}
    </Link>
  );
}
