import type { MensagemChat, SalaChat } from '@storefront/api/contract';
import type { ChatEvent } from '@storefront/api/chat';
import type { MockDatabase } from '../db/database';

/**
 * The chat platform's behaviour, shared by MSW's socket handler (browser, Node) and the `ws` server of
 * `mocks/server.ts` (journeys), so both speak the same rooms, history and replies.
 */

/** Faults a scenario can ask of the chat socket (see `mocks/scenarios`). */
export interface ChatFaults {
  /** The socket is closed as soon as it connects: the client goes reconnecting, then failed. */
  refuse?: boolean;
  /** The handshake is never answered: the rooms stay loading. */
  silent?: boolean;
  /** Rooms without history (a new client). */
  empty?: boolean;
  /** Rooms start with this many messages (more than a page of 30: older pages to load). */
  history?: number;
  /** Each history page takes this long. */
  historyDelayMs?: number;
  /** The token is refused as an expired session. */
  expired?: boolean;
}

/** One socket as the conversation sees it, whatever serves it. */
export interface ChatPeer {
  /** The address the client opened (`…/chat?token=…`). */
  url: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

const SESSION_EXPIRED = 'Sessão expirada, efetue login novamente';
const SUPPLIER_REPLY = 'Recebemos sua mensagem e já vamos responder.';
/** How long the supplier takes to answer a message. */
const SUPPLIER_REPLY_MS = 300;

interface ClientMessage {
  type?: string;
  sala?: string;
  texto?: string;
  page?: number;
  perpage?: number;
}

function parse(data: unknown): ClientMessage {
  try {
    const value: unknown = JSON.parse(typeof data === 'string' ? data : '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** The newest `perpage` messages are page 1, the ones before them page 2, and so on. */
function historyPage(all: readonly MensagemChat[], page: number, perpage: number): MensagemChat[] {
  return all.slice(Math.max(0, all.length - page * perpage), Math.max(0, all.length - (page - 1) * perpage));
}

/** A long conversation, one message a minute, the supplier and the client taking turns. */
function longHistory(sala: string, count: number): MensagemChat[] {
  return Array.from({ length: count }, (_, i) => ({
    sala,
    autor: i % 2 ? 'CLIENTE' : 'FORNECEDOR',
    texto: `Mensagem ${i + 1} da conversa`,
    data: new Date(Date.UTC(2026, 10, 19, 12, i)).toISOString(),
  }));
}

/**
 * Starts one client's conversation on a socket that just connected; hand every frame it sends to
 * `receive`. The token (from the URL, checked again at the handshake) names the client.
 */
export function startChatConversation(db: MockDatabase, peer: ChatPeer, faults: ChatFaults = {}): { receive(data: unknown): void } {
  // Chat history lives in the database state (kept by the browser, restored by the reset).
  const history = {
    get: (sala: string): MensagemChat[] => db.data().chat[sala] ?? [],
    has: (sala: string) => sala in db.data().chat,
    set: (sala: string, mensagens: MensagemChat[]) => {
      db.data().chat[sala] = mensagens;
      db.touch();
    },
  };
  // spec 3 "notifications": the supplier's messages since the client last opened the room; a room never
  // opened has all of the supplier's messages unread. The client's own messages never count.
  const unread = {
    get: (sala: string): number => db.data().chatUnread?.[sala] ?? history.get(sala).filter((m) => m.autor === 'FORNECEDOR').length,
    set: (sala: string, count: number) => {
      (db.data().chatUnread ??= {})[sala] = count;
      db.touch();
    },
    /** A room seeded again starts never opened. */
    forget: (sala: string) => {
      delete db.data().chatUnread?.[sala];
    },
  };
  /** The room this socket has open: the supplier's messages arriving there are read as they arrive. */
  let joined: string | undefined;
  const roomsOf = (idcliente: string): SalaChat[] => {
    const orders = db.orders(idcliente).slice(0, 2);
    const rooms: SalaChat[] = [
      { sala: `geral-${idcliente}`, canal: 'GERAL', idcliente, total_mensagens: 0, notificacoes: 0 },
      ...orders.map((o) => ({ sala: `pedido-${o.numpedido}`, canal: 'PEDIDO', numpedido: o.numpedido, idcliente, total_mensagens: 0, notificacoes: 0 })),
    ];
    for (const room of rooms) {
      if (!history.has(room.sala)) {
        unread.forget(room.sala);
        history.set(
          room.sala,
          faults.empty
            ? []
            : faults.history
              ? longHistory(room.sala, faults.history)
              : [
                { sala: room.sala, autor: 'FORNECEDOR', texto: 'Olá! Como podemos ajudar?', data: '2026-11-20T12:00:00.000Z' },
                { sala: room.sala, autor: 'CLIENTE', texto: 'Queria confirmar o horário de entrega.', data: '2026-11-20T12:01:00.000Z' },
              ],
        );
      }
      room.total_mensagens = history.get(room.sala).length;
      room.notificacoes = unread.get(room.sala);
    }
    return rooms;
  };

  const token = new URL(peer.url, 'http://localhost').searchParams.get('token') ?? '';
  const idcliente = token.replace(/^(jwt|token)-/, '');
  const emit = (event: ChatEvent) => peer.send(JSON.stringify(event));
  if (faults.refuse) {
    peer.close(4503, 'indisponivel');
    return { receive: () => undefined };
  }

  return {
    receive(data) {
      const message = parse(data);
      // The token is checked at the handshake: an unknown session gets the message, then the door.
      if (faults.expired || !db.findUser(idcliente)) {
        emit({ type: 'erro', mensagem: SESSION_EXPIRED });
        // After the message has gone out: closing at once would drop it.
        setTimeout(() => peer.close(4001, 'unauthorized'), 50);
        return;
      }
      if (message.type === 'handshake' && !faults.silent) emit({ type: 'salas', salas: roomsOf(idcliente) });
      if (message.type === 'sala' && message.sala) {
        const sala = message.sala;
        const page = message.page ?? 1;
        // Opening a room reads it (older pages are asked from inside it).
        joined = sala;
        unread.set(sala, 0);
        const mensagens = historyPage(history.get(sala), page, message.perpage ?? 30);
        const answer = () => emit({ type: 'historico', sala, page, mensagens });
        if (faults.historyDelayMs) setTimeout(answer, faults.historyDelayMs);
        else answer();
      }
      if (message.type === 'mensagem' && message.sala && message.texto?.trim()) {
        const sala = message.sala;
        const sent: MensagemChat = { sala, autor: 'CLIENTE', texto: message.texto.trim(), data: new Date().toISOString() };
        history.set(sala, [...history.get(sala), sent]);
        emit({ type: 'mensagem', mensagem: sent });
        setTimeout(() => {
          const reply: MensagemChat = { sala, autor: 'FORNECEDOR', texto: SUPPLIER_REPLY, data: new Date().toISOString() };
          // Counted before the reply joins the history (a room never opened counts its history).
          const before = unread.get(sala);
          history.set(sala, [...history.get(sala), reply]);
          unread.set(sala, joined === sala ? 0 : before + 1);
          emit({ type: 'mensagem', mensagem: reply });
        }, SUPPLIER_REPLY_MS);
      }
    },
  };
}
