import { SESSION_PATHS, TOKEN_IN_COOKIE } from '@storefront/domain/session';
import type { MensagemChat, SalaChat } from './contract';
import { chatSocket } from './endpoints';

/** What the chat socket says (spec 7 "Other calls"; the event names are ours, see ASSUMPTIONS.md). */
export type ChatEvent =
  | { type: 'salas'; salas: SalaChat[] }
  | { type: 'historico'; sala: string; mensagens: MensagemChat[]; page: number }
  | { type: 'mensagem'; mensagem: MensagemChat }
  | { type: 'erro'; mensagem: string };

export interface ChatConnection {
  /** Opens a room (general or an order's) with a page of its history. */
  join(sala: string, page: number, perpage: number): void;
  send(sala: string, texto: string): void;
  close(): void;
}

/**
 * The socket URL beside the API: `https://api.x/` becomes `wss://api.x/chat?token=…`.
 * @internal exported for its test
 */
export function chatUrl(baseURL: string, token: string, origin = typeof location === 'undefined' ? 'http://localhost' : location.origin): string {
  const url = new URL(`${baseURL.replace(/\/+$/, '')}/${chatSocket.path}`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

function parse(data: unknown): ChatEvent | undefined {
  try {
    const event = JSON.parse(String(data)) as ChatEvent;
    return typeof event.type === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The socket's token when the page holds only the stand-in (domain/session): the storefront server
 * reads it from the session cookie, for this socket only.
 */
async function serverChatToken(): Promise<string> {
  const answer = await fetch(SESSION_PATHS.chatToken, { headers: { accept: 'application/json' } });
  const body = (await answer.json().catch(() => null)) as { token?: unknown } | null;
  if (!answer.ok || typeof body?.token !== 'string' || !body.token) throw new Error(`chat token: ${answer.status}`);
  return body.token;
}

/**
 * Connects to the chat with the session token and sends the handshake; every event the server sends
 * reaches `onEvent`. Reconnection and its retry count (spec 9: 5) belong to the state layer. What is
 * sent before the socket is open waits for it.
 */
export function openChat(baseURL: string, token: string, onEvent: (event: ChatEvent) => void, onClose?: () => void): ChatConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  const queue: string[] = [];
  const send = (message: object) => {
    const text = JSON.stringify(message);
    if (socket?.readyState === WebSocket.OPEN) socket.send(text);
    else queue.push(text);
  };
  const open = (bearer: string) => {
    if (closed) return;
    const opened = new WebSocket(chatUrl(baseURL, bearer));
    socket = opened;
    opened.addEventListener('open', () => {
      opened.send(JSON.stringify({ type: 'handshake', token: bearer }));
      for (const text of queue.splice(0)) opened.send(text);
    });
    opened.addEventListener('message', (message) => {
      const event = parse(message.data);
      if (event) onEvent(event);
    });
    opened.addEventListener('close', () => onClose?.());
  };
  if (token === TOKEN_IN_COOKIE) {
    serverChatToken().then(open, () => {
      if (!closed) onClose?.();
    });
  } else {
    open(token);
  }
  return {
    join: (sala, page, perpage) => send({ type: 'sala', sala, page, perpage }),
    send: (sala, texto) => send({ type: 'mensagem', sala, texto }),
    close: () => {
      closed = true;
      socket?.close();
    },
  };
}
