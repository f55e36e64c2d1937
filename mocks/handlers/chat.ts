import { ws } from 'msw';
import type { MockDatabase } from '../db/database';
import { startChatConversation, type ChatFaults } from './chatRooms';

/** Where the client opens the chat socket: `…/chat?token=…` beside the API (storefront/api/chat.ts). */
export const CHAT_SOCKET_PATH = /\/chat(\?.*)?$/;

/**
 * The chat socket (spec 7) in MSW (browser and Node): rooms per client (general and per order),
 * history pages, a reply from the supplier; the behaviour lives in `chatRooms.ts`, shared with the
 * journeys' `ws` server. `faults` come from the scenario.
 */
export function chatHandlers(db: MockDatabase, faults: ChatFaults = {}) {
  const chat = ws.link(CHAT_SOCKET_PATH);
  return [
    chat.addEventListener('connection', ({ client }) => {
      const conversation = startChatConversation(
        db,
        { url: client.url.toString(), send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
        faults,
      );
      client.addEventListener('message', (event) => conversation.receive(event.data));
    }),
  ];
}
