import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChat } from '@storefront/api/chat';
import type { MensagemChat } from '@storefront/api/contract';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import type { Usuario } from '@storefront/api/endpoints';
import { chatStoreOf, unreadTotal, type ChatOptions, type ChatStore } from './chat';
import { CHAT_PER_PAGE, SOCKET_RETRIES } from './constants';
import { createSessionStore } from './sessionStore';

const { mock } = useMockPlatform();
const api = { config: { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' } };
const opened: ChatStore[] = [];

afterEach(() => {
  for (const chat of opened.splice(0)) chat.dispose();
});

function signedIn(options: ChatOptions = {}, login: Partial<Usuario> = { token: 'token-c-maria', jwttoken: 'jwt-c-maria' }) {
  const session = createSessionStore();
  const usuario = mock.db.findUser('maria@exemplo.com.br');
  if (!usuario) throw new TypeError('no maria');
  Object.assign(session, { status: 'authenticated', usuario: { ...usuario, ...login } });
  const sockets: string[] = [];
  // A fresh session per test, so the app's one chat of that session is this test's own.
  const chat = chatStoreOf(
    { api, session },
    {
      ...options,
      connect: (baseURL, token, onEvent, onClose) => {
        sockets.push(token);
        return openChat(baseURL, token, onEvent, onClose);
      },
    },
  );
  opened.push(chat);
  return { chat, session, sockets, release: chat.acquire() };
}

/** A room with `count` messages, the supplier and the client taking turns, never opened. */
const seed = (sala: string, count: number) => {
  delete mock.db.data().chatUnread?.[sala];
  mock.db.data().chat[sala] = Array.from({ length: count }, (_, i): MensagemChat => ({
    sala,
    autor: i % 2 ? 'CLIENTE' : 'FORNECEDOR',
    texto: `Mensagem ${i + 1}`,
    data: new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString(),
  }));
};

describe('the chat store (spec 1-3, 7, 9)', () => {
  it('connects with the session JWT, lists the general room and the order rooms with their unread messages', async () => {
    const { chat, sockets } = signedIn();
    expect(chat.state).toMatchObject({ status: 'connecting', roomsStatus: 'loading' });
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    expect(sockets).toEqual(['jwt-c-maria']);
    const [geral, ...orders] = chat.state.rooms;
    // Each room's history: the supplier's greeting and the client's question; only the greeting is unread.
    expect(geral).toMatchObject({ sala: 'geral-c-maria', canal: 'GERAL', total_mensagens: 2, unread: 1 });
    expect(geral).not.toHaveProperty('notificacoes');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((r) => r.canal === 'PEDIDO' && r.numpedido && r.total_mensagens === 2 && r.unread === 1)).toBe(true);
    expect(unreadTotal(chat.state)).toBe(chat.state.rooms.length);
  });

  it('takes the session token when the login brought no JWT', async () => {
    const { chat, sockets } = signedIn({}, { token: 'token-c-maria', jwttoken: undefined });
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    expect(sockets).toEqual(['token-c-maria']);
  });

  it('opens a room with its newest page, marks it read, and pages older messages 30 at a time', async () => {
    seed('geral-c-maria', 65);
    const { chat } = signedIn();
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    // 33 of the 65 are the supplier's.
    expect(chat.state.rooms[0]?.unread).toBe(33);
    chat.openRoom('geral-c-maria');
    expect(chat.state.open?.status).toBe('loading');
    await vi.waitFor(() => expect(chat.state.open?.status).toBe('loaded'));
    expect(chat.state.open?.messages).toHaveLength(CHAT_PER_PAGE);
    expect(chat.state.open?.messages[0]?.texto).toBe('Mensagem 36');
    expect(chat.state.rooms[0]?.unread).toBe(0);
    expect(chat.state.open?.hasOlder).toBe(true);

    chat.loadOlder();
    expect(chat.state.open?.loadingOlder).toBe(true);
    await vi.waitFor(() => expect(chat.state.open?.messages).toHaveLength(60));
    expect(chat.state.open).toMatchObject({ page: 2, hasOlder: true, loadingOlder: false });
    expect(chat.state.open?.messages[0]?.texto).toBe('Mensagem 6');

    chat.loadOlder();
    await vi.waitFor(() => expect(chat.state.open?.messages).toHaveLength(65));
    expect(chat.state.open).toMatchObject({ page: 3, hasOlder: false });
    expect(chat.state.open?.messages.map((m) => m.texto).slice(0, 2)).toEqual(['Mensagem 1', 'Mensagem 2']);
  });

  it('sends optimistically, confirms with the echo, and counts a reply in a room not open as unread', async () => {
    const { chat } = signedIn();
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    const order = chat.state.rooms[1]!.sala;
    const unreadOf = (sala: string) => chat.state.rooms.find((r) => r.sala === sala)?.unread;
    chat.openRoom(order);
    expect(unreadOf(order)).toBe(0);
    await vi.waitFor(() => expect(chat.state.open?.status).toBe('loaded'));
    chat.setDraft('  Pode entregar às 10h?  ');
    expect(chat.send()).toBe(true);
    expect(chat.state.open?.draft).toBe('');
    expect(chat.state.open?.messages.at(-1)).toMatchObject({ texto: 'Pode entregar às 10h?', autor: 'CLIENTE', delivery: 'pending' });
    await vi.waitFor(() => expect(chat.state.open?.messages.at(-1)?.delivery).toBe('sent'));
    expect(chat.state.open?.messages.filter((m) => m.texto === 'Pode entregar às 10h?')).toHaveLength(1);

    // The supplier answers 300 ms later, while the client is in the general room; the client's own message never counted.
    chat.openRoom('geral-c-maria');
    expect(unreadOf(order)).toBe(0);
    await vi.waitFor(() => expect(unreadOf(order)).toBe(1));
    expect(unreadOf('geral-c-maria')).toBe(0);
    chat.openRoom(order);
    await vi.waitFor(() => expect(chat.state.open?.messages.at(-1)?.texto).toBe('Recebemos sua mensagem e já vamos responder.'));
    expect(unreadOf(order)).toBe(0);
  });

  it("starts from the server's counts on the next connection: opened rooms read, the rest as the server says", async () => {
    const first = signedIn();
    await vi.waitFor(() => expect(first.chat.state.status).toBe('open'));
    const [geral, order, ...others] = first.chat.state.rooms.map((r) => r.sala);
    first.chat.openRoom(order!);
    await vi.waitFor(() => expect(first.chat.state.open?.status).toBe('loaded'));
    // A reply while in another room: unread for the server too.
    first.chat.send('Chegou tudo certo.');
    first.chat.openRoom(geral!);
    await vi.waitFor(() => expect(first.chat.state.rooms.find((r) => r.sala === order)?.unread).toBe(1));
    first.chat.dispose();

    const second = signedIn();
    await vi.waitFor(() => expect(second.chat.state.status).toBe('open'));
    const unread = Object.fromEntries(second.chat.state.rooms.map((r) => [r.sala, r.unread]));
    expect(unread).toMatchObject({ [geral!]: 0, [order!]: 1 });
    for (const sala of others) expect(unread[sala]).toBe(mock.db.data().chat[sala]?.filter((m) => m.autor === 'FORNECEDOR').length);
  });

  it('keeps the text of a message that could not go, and sends it again', async () => {
    const { chat } = signedIn({ confirmTimeoutMs: 50 });
    chat.openRoom('geral-c-maria');
    // Not yet connected: not sent, the text back in the field.
    chat.setDraft('Olá');
    expect(chat.send()).toBe(false);
    expect(chat.state.open).toMatchObject({ draft: 'Olá' });
    expect(chat.state.open?.messages.at(-1)).toMatchObject({ texto: 'Olá', delivery: 'failed' });
    expect(chat.send('   ')).toBe(false);

    await vi.waitFor(() => expect(chat.state.open?.status).toBe('loaded'));
    const failed = chat.state.open!.messages.at(-1)!;
    expect(chat.resend(failed.key)).toBe(true);
    expect(chat.resend('nenhuma')).toBe(false);
    expect(chat.state.open?.draft).toBe('');
    await vi.waitFor(() => expect(chat.state.open?.messages.filter((m) => m.texto === 'Olá').map((m) => m.delivery)).toEqual(['sent']));
  });

  it('reconnects with exponential backoff up to the spec 9 retries, then fails until retried', async () => {
    mock.useScenario('chat-falha');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { chat, sockets } = signedIn({ backoffMs: 2 });
    await vi.waitFor(() => expect(chat.state.status).toBe('failed'));
    expect(sockets).toHaveLength(1 + SOCKET_RETRIES);
    expect(chat.state).toMatchObject({ attempt: SOCKET_RETRIES, roomsStatus: 'failed' });
    const waits = timeouts.mock.calls.map(([, ms]) => ms).filter((ms) => [2, 4, 8, 16, 32].includes(ms ?? 0));
    expect(waits).toEqual([2, 4, 8, 16, 32]);
    timeouts.mockRestore();

    mock.useScenario('padrao');
    chat.retry();
    expect(chat.state).toMatchObject({ status: 'connecting', attempt: 0 });
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    expect(chat.state.roomsStatus).toBe('loaded');
  });

  it('is reconnecting between attempts', async () => {
    mock.useScenario('chat-falha');
    const { chat } = signedIn({ backoffMs: 60_000 });
    await vi.waitFor(() => expect(chat.state).toMatchObject({ status: 'reconnecting', attempt: 1 }));
  });

  it("shows the server's error and does not retry a refused session", async () => {
    mock.useScenario('chat-sessao-expirada');
    const { chat, sockets } = signedIn({ backoffMs: 1 });
    await vi.waitFor(() => expect(chat.state.status).toBe('failed'));
    expect(chat.state.serverError).toBe('Sessão expirada, efetue login novamente');
    expect(sockets).toHaveLength(1);
  });

  it('closes on logout and forgets the rooms; reconnects for the next client', async () => {
    const { chat, session, sockets } = signedIn();
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    session.usuario = null;
    await vi.waitFor(() => expect(chat.state).toMatchObject({ status: 'closed', rooms: [], open: null }));
    const usuario = mock.db.findUser('maria@exemplo.com.br')!;
    session.usuario = { ...usuario, token: 'token-c-maria' };
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    expect(sockets).toEqual(['jwt-c-maria', 'token-c-maria']);
  });

  it('closes when its last user leaves, after a grace period', async () => {
    const { chat, release } = signedIn({ releaseGraceMs: 10 });
    await vi.waitFor(() => expect(chat.state.status).toBe('open'));
    const again = chat.acquire();
    release();
    release();
    await new Promise((r) => setTimeout(r, 30));
    expect(chat.state.status).toBe('open');
    again();
    await vi.waitFor(() => expect(chat.state.status).toBe('closed'));
  });

  it('gives the app one chat per session', () => {
    const session = createSessionStore();
    expect(chatStoreOf({ api, session })).toBe(chatStoreOf({ api, session }));
    expect(chatStoreOf({ api, session: createSessionStore() })).not.toBe(chatStoreOf({ api, session }));
  });
});
