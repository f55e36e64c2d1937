import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@storefront/api/chat';
import { startHttpMockServer } from './server';

let server: Awaited<ReturnType<typeof startHttpMockServer>>;
beforeAll(async () => {
  server = await startHttpMockServer({ port: 0 });
});
afterAll(() => server.close());

/** A raw socket to the HTTP mock server's chat, as the production build opens it (plus `banco`/`cenario`). */
function connect(query: string) {
  const events: ChatEvent[] = [];
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}chat?token=jwt-c-maria&${query}`);
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
  socket.addEventListener('message', (e) => events.push(JSON.parse(String(e.data)) as ChatEvent));
  const send = (message: object) => socket.send(JSON.stringify(message));
  socket.addEventListener('open', () => send({ type: 'handshake', token: 'jwt-c-maria' }));
  return { events, send, closed, socket };
}

/** spec 3 "notifications" of the general room, from the rooms the handshake answered. */
const unreadOf = (events: ChatEvent[]) => (events[0]?.type === 'salas' ? events[0].salas.find((r) => r.sala === 'geral-c-maria')?.notificacoes : undefined);

/*
 * A real socket to a real server, whose reply waits SUPPLIER_REPLY_MS: vi.waitFor's default second was
 * too short once, on a machine busy with other test runs. Waits and the test get room for that.
 */
const SOCKET_WAIT = { timeout: 5000 };

const historyOf = (events: ChatEvent[]) => events.flatMap((e) => (e.type === 'historico' ? e.mensagens.map((m) => m.texto) : []));

describe('the chat socket of the HTTP mock server (journeys)', () => {
  it('speaks the same conversation as the MSW handler, one database per `banco`', async () => {
    const a = connect('banco=chat-a');
    await vi.waitFor(() => expect(a.events[0]).toMatchObject({ type: 'salas' }), SOCKET_WAIT);
    expect(unreadOf(a.events)).toBe(1);
    a.send({ type: 'mensagem', sala: 'geral-c-maria', texto: 'Vocês entregam sábado?' });
    await vi.waitFor(() => expect(a.events.filter((e) => e.type === 'mensagem')).toHaveLength(2), SOCKET_WAIT);
    a.socket.close();

    const again = connect('banco=chat-a');
    await vi.waitFor(() => expect(again.events[0]).toMatchObject({ type: 'salas' }), SOCKET_WAIT);
    // The greeting and the reply, which came while the room was not open; the client's own message is not unread.
    expect(unreadOf(again.events)).toBe(2);
    again.send({ type: 'sala', sala: 'geral-c-maria', page: 1, perpage: 30 });
    await vi.waitFor(() => expect(historyOf(again.events)).toContain('Vocês entregam sábado?'), SOCKET_WAIT);
    again.socket.close();

    const read = connect('banco=chat-a');
    await vi.waitFor(() => expect(read.events[0]).toMatchObject({ type: 'salas' }), SOCKET_WAIT);
    expect(unreadOf(read.events)).toBe(0);
    read.socket.close();

    const other = connect('banco=chat-b');
    await vi.waitFor(() => expect(other.events[0]).toMatchObject({ type: 'salas' }), SOCKET_WAIT);
    expect(unreadOf(other.events)).toBe(1);
    other.send({ type: 'sala', sala: 'geral-c-maria', page: 1, perpage: 30 });
    await vi.waitFor(() => expect(historyOf(other.events)).toEqual(['Olá! Como podemos ajudar?', 'Queria confirmar o horário de entrega.']), SOCKET_WAIT);
    other.socket.close();
  }, 30_000);

  it('takes the scenario from `cenario`: a refused connection closes at once', async () => {
    const { closed } = connect('cenario=chat-falha');
    expect(await closed).toBe(4503);
  });
});
