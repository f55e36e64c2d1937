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

/** The socket URL beside the API: `https://api.x/` becomes `wss://api.x/chat?token=…`. */
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
 * Connects to the chat with the session token and sends the handshake; every event the server sends
 * reaches `onEvent`. Reconnection and its retry count (spec 9: 5) belong to the state layer.
 */
export function openChat(baseURL: string, token: string, onEvent: (event: ChatEvent) => void, onClose?: () => void): ChatConnection {
  const socket = new WebSocket(chatUrl(baseURL, token));
  const queue: string[] = [];
  const send = (message: object) => {
    const text = JSON.stringify(message);
    if (socket.readyState === WebSocket.OPEN) socket.send(text);
    else queue.push(text);
  };
  socket.addEventListener('open', () => {
    socket.send(JSON.stringify({ type: 'handshake', token }));
    for (const text of queue.splice(0)) socket.send(text);
  });
  socket.addEventListener('message', (message) => {
    const event = parse(message.data);
    if (event) onEvent(event);
  });
  socket.addEventListener('close', () => onClose?.());
  return {
    join: (sala, page, perpage) => send({ type: 'sala', sala, page, perpage }),
    send: (sala, texto) => send({ type: 'mensagem', sala, texto }),
    close: () => socket.close(),
  };
}
