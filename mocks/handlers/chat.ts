import { ws } from 'msw';
import type { MensagemChat, SalaChat } from '@storefront/api/contract';
import type { ChatEvent } from '@storefront/api/chat';
import type { MockDatabase } from '../db/database';

/** The chat socket (spec 7): rooms per client (general and per order), history pages, a reply from the supplier. */
export function chatHandlers(db: MockDatabase) {
  const chat = ws.link(/\/chat(\?.*)?$/);
  // Chat history lives in the database state (kept by the browser, restored by the reset).
  const history = {
    get: (sala: string): MensagemChat[] | undefined => db.data().chat[sala],
    has: (sala: string) => sala in db.data().chat,
    set: (sala: string, mensagens: MensagemChat[]) => {
      db.data().chat[sala] = mensagens;
      db.touch();
    },
  };
  const roomsOf = (idcliente: string): SalaChat[] => {
    const orders = db.orders(idcliente).slice(0, 2);
    const rooms: SalaChat[] = [
      { sala: `geral-${idcliente}`, canal: 'GERAL', idcliente, total_mensagens: 0 },
      ...orders.map((o) => ({ sala: `pedido-${o.numpedido}`, canal: 'PEDIDO', numpedido: o.numpedido, idcliente, total_mensagens: 0 })),
    ];
    for (const room of rooms) {
      if (!history.has(room.sala)) {
        history.set(room.sala, [
          { sala: room.sala, autor: 'FORNECEDOR', texto: 'Olá! Como podemos ajudar?', data: '2026-11-20T12:00:00.000Z' },
          { sala: room.sala, autor: 'CLIENTE', texto: 'Queria confirmar o horário de entrega.', data: '2026-11-20T12:01:00.000Z' },
        ]);
      }
      room.total_mensagens = history.get(room.sala)?.length ?? 0;
    }
    return rooms;
  };

  return [
    chat.addEventListener('connection', ({ client }) => {
      const token = new URL(client.url).searchParams.get('token') ?? '';
      const idcliente = token.replace(/^(jwt|token)-/, '');
      const emit = (event: ChatEvent) => client.send(JSON.stringify(event));
      client.addEventListener('message', (event) => {
        const message = JSON.parse(typeof event.data === 'string' ? event.data : '{}') as { type: string; sala?: string; texto?: string; page?: number; perpage?: number };
        // The token is checked at the handshake: an unknown session gets the message, then the door.
        if (!db.findUser(idcliente)) {
          emit({ type: 'erro', mensagem: 'Sessão expirada, efetue login novamente' });
          // After the message has gone out: closing at once would drop it.
          setTimeout(() => client.close(4001, 'unauthorized'), 50);
          return;
        }
        if (message.type === 'handshake') emit({ type: 'salas', salas: roomsOf(idcliente) });
        if (message.type === 'sala' && message.sala) {
          const all = history.get(message.sala) ?? [];
          const page = message.page ?? 1;
          const perpage = message.perpage ?? 30;
          emit({ type: 'historico', sala: message.sala, page, mensagens: all.slice(Math.max(0, all.length - page * perpage), all.length - (page - 1) * perpage) });
        }
        if (message.type === 'mensagem' && message.sala && message.texto?.trim()) {
          const sala = message.sala;
          const sent: MensagemChat = { sala, autor: 'CLIENTE', texto: message.texto.trim(), data: new Date().toISOString() };
          history.set(sala, [...(history.get(sala) ?? []), sent]);
          emit({ type: 'mensagem', mensagem: sent });
          setTimeout(() => {
            const reply: MensagemChat = { sala, autor: 'FORNECEDOR', texto: 'Recebemos sua mensagem e já vamos responder.', data: new Date().toISOString() };
            history.set(sala, [...(history.get(sala) ?? []), reply]);
            emit({ type: 'mensagem', mensagem: reply });
          }, 300);
        }
      });
    }),
  ];
}
