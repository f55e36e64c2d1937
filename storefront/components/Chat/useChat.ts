import { createContext, useContext, useEffect } from 'react';
import type { IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ChatOptions, ChatRoom, ChatStore } from '@storefront/state/chat';
import { useStores } from '@storefront/state/context';
import { useChatStore } from '@storefront/state/chat';
import { chatMessages } from './messages';

/**
 * Options of the app's chat when it is first made (stories pass a short backoff).
 * @internal for the chat stories (tests/support/chatStory.tsx); the app makes its chat with the defaults
 */
export const ChatOptionsContext = createContext<ChatOptions | undefined>(undefined);

/** The app's one chat (rooms, open room, socket), shared by the chat screens and the header's badge. */
export function useChat(): ChatStore {
  return useChatStore(useContext(ChatOptionsContext));
}

/** Keeps the chat socket open while the component is shown to a signed-in client (closed on leaving and logout). */
export function useChatConnection(chat: ChatStore): void {
  const stores = useStores();
  const signedIn = Boolean(useSnapshot(stores.session).usuario);
  useEffect(() => (signedIn ? chat.acquire() : undefined), [chat, signedIn]);
}

/** The chat room of an order (the platform names it `pedido-{numpedido}`, see ASSUMPTIONS.md). */
export const orderRoomId = (numpedido: string) => `pedido-${numpedido}`;

/** "Geral" or "Pedido nº 4501". */
export function roomName(intl: IntlShape, sala: string, room?: Pick<ChatRoom, 'canal' | 'numpedido'>): string {
  const numpedido = room?.numpedido ?? /^pedido-(.+)$/.exec(sala)?.[1];
  if (room?.canal === 'GERAL' || !numpedido) return intl.formatMessage(chatMessages.general);
  return intl.formatMessage(chatMessages.order, { numpedido });
}
