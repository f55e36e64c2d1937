import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatUrl, openChat, type ChatEvent } from '@storefront/api/chat';
import { createMockServer } from '../node';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('the chat socket (spec 7)', () => {
  it('builds the socket address beside the API, with the token', () => {
    expect(chatUrl('https://api.exemplo.com.br/v1/', 'jwt-1')).toBe('wss://api.exemplo.com.br/v1/chat?token=jwt-1');
    expect(chatUrl('/api/', 'abc', 'http://localhost:5173')).toBe('ws://localhost:5173/api/chat?token=abc');
  });

  it('lists the rooms after the handshake, pages the history and answers a message', async () => {
    const events: ChatEvent[] = [];
    const chat = openChat('http://plataforma.test/api/', 'jwt-c-maria', (event) => events.push(event));
    await vi.waitFor(() => expect(events.some((e) => e.type === 'salas')).toBe(true));
    const rooms = events.find((e): e is Extract<ChatEvent, { type: 'salas' }> => e.type === 'salas')!.salas;
    // Every room: the supplier's greeting (unread) and the client's question (never unread).
    expect(rooms[0]).toMatchObject({ sala: 'geral-c-maria', canal: 'GERAL', total_mensagens: 2, notificacoes: 1 });
    expect(rooms.some((r) => r.canal === 'PEDIDO' && r.numpedido)).toBe(true);
    expect(rooms.every((r) => r.notificacoes === 1)).toBe(true);

    chat.join('geral-c-maria', 1, 30);
    await vi.waitFor(() => expect(events.some((e) => e.type === 'historico')).toBe(true));

    chat.send('geral-c-maria', 'A entrega pode ser amanhã?');
    await vi.waitFor(() => {
      const texts = events.flatMap((e) => (e.type === 'mensagem' ? [`${e.mensagem.autor}: ${e.mensagem.texto}`] : []));
      expect(texts).toEqual(['CLIENTE: A entrega pode ser amanhã?', 'FORNECEDOR: Recebemos sua mensagem e já vamos responder.']);
    });
    chat.close();
  });

  it("counts the supplier's messages the client has not read per room (spec 3 notifications)", async () => {
    const roomsOf = async (act?: (chat: ReturnType<typeof openChat>, events: ChatEvent[]) => Promise<void>) => {
      const events: ChatEvent[] = [];
      const chat = openChat('http://plataforma.test/api/', 'jwt-c-maria', (event) => events.push(event));
      await vi.waitFor(() => expect(events.some((e) => e.type === 'salas')).toBe(true));
      const salas = events.find((e): e is Extract<ChatEvent, { type: 'salas' }> => e.type === 'salas')!.salas;
      await act?.(chat, events);
      chat.close();
      return Object.fromEntries(salas.map((r) => [r.sala, r.notificacoes]));
    };
    const replies = (events: ChatEvent[]) => events.filter((e) => e.type === 'mensagem' && e.mensagem.autor === 'FORNECEDOR').length;

    const before = await roomsOf();
    const order = Object.keys(before).find((sala) => sala.startsWith('pedido-'))!;
    // The general room was opened above (the reply arrived in it); the order room gets a reply without being opened.
    await roomsOf(async (chat, events) => {
      chat.send(order, 'Qual o prazo?');
      await vi.waitFor(() => expect(replies(events)).toBe(1));
    });
    expect(await roomsOf()).toMatchObject({ 'geral-c-maria': 0, [order]: 2 });
    await roomsOf(async (chat, events) => {
      chat.join(order, 1, 30);
      await vi.waitFor(() => expect(events.some((e) => e.type === 'historico')).toBe(true));
    });
    expect((await roomsOf())[order]).toBe(0);
  });

  it('refuses an unknown token with the session message', async () => {
    const events: ChatEvent[] = [];
    const closed = vi.fn();
    openChat('http://plataforma.test/api/', 'jwt-ninguem', (event) => events.push(event), closed);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'erro', mensagem: 'Sessão expirada, efetue login novamente' }));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
  });
});
