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
    expect(rooms[0]).toMatchObject({ sala: 'geral-c-maria', canal: 'GERAL' });
    expect(rooms.some((r) => r.canal === 'PEDIDO' && r.numpedido)).toBe(true);

    chat.join('geral-c-maria', 1, 30);
    await vi.waitFor(() => expect(events.some((e) => e.type === 'historico')).toBe(true));

    chat.send('geral-c-maria', 'A entrega pode ser amanhã?');
    await vi.waitFor(() => {
      const texts = events.flatMap((e) => (e.type === 'mensagem' ? [`${e.mensagem.autor}: ${e.mensagem.texto}`] : []));
      expect(texts).toEqual(['CLIENTE: A entrega pode ser amanhã?', 'FORNECEDOR: Recebemos sua mensagem e já vamos responder.']);
    });
    chat.close();
  });

  it('refuses an unknown token with the session message', async () => {
    const events: ChatEvent[] = [];
    const closed = vi.fn();
    openChat('http://plataforma.test/api/', 'jwt-ninguem', (event) => events.push(event), closed);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'erro', mensagem: 'Sessão expirada, efetue login novamente' }));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
  });
});
