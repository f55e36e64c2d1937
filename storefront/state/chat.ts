import { proxy, subscribe } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import { openChat, type ChatConnection, type ChatEvent } from '@storefront/api/chat';
import type { MensagemChat, SalaChat } from '@storefront/api/contract';
import { CHAT_PAGE, CHAT_PER_PAGE, CHAT_RELEASE_GRACE_MS, CHAT_SEND_CONFIRM_TIMEOUT_MS, SOCKET_RETRIES, SOCKET_RETRY_BACKOFF_MS } from './constants';
import type { SessionStore } from './sessionStore';
import { useAppServices } from './context';

/** The socket's life: connecting, open after the handshake, reconnecting with backoff, failed after the retries, closed. */
type ChatStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

/** A room (spec 3 "Chat room") and how many of its messages the client has not read (the server's `notificacoes`, kept live). */
export interface ChatRoom extends Omit<SalaChat, 'notificacoes'> {
  unread: number;
}

/** A message as the room shows it: `pending` until the server echoes it, `failed` when it never did. */
export interface ChatMessage extends MensagemChat {
  key: string;
  delivery: 'sent' | 'pending' | 'failed';
}

interface OpenRoom {
  sala: string;
  /** spec 4 "Loading flags": the first history page on its way, then loaded. */
  status: 'loading' | 'loaded';
  /** Oldest first. */
  messages: ChatMessage[];
  /** The oldest history page loaded (spec 9: page 1 first, 30 per page). */
  page: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The message being typed; a message that could not be sent comes back here. */
  draft: string;
}

interface ChatState {
  status: ChatStatus;
  /** Reconnections tried since the socket last worked (spec 9: at most SOCKET_RETRIES). */
  attempt: number;
  /** spec 4 "Loading flags" for the rooms: loading until the handshake answers, failed when the socket gave up first. */
  roomsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  rooms: ChatRoom[];
  open: OpenRoom | null;
  /** The server's own `erro` text (e.g. 'Sessão expirada, efetue login novamente'). */
  serverError: string | null;
}

export interface ChatOptions {
  /** The first reconnection wait, doubled at each retry (stories pass a few milliseconds). */
  backoffMs?: number;
  retries?: number;
  confirmTimeoutMs?: number;
  /** How long the socket outlives its last user. */
  releaseGraceMs?: number;
  /** The socket opener (storefront/api/chat.ts); replaceable in tests. */
  connect?: typeof openChat;
}

interface ChatDeps {
  api: Pick<ApiClient, 'config'>;
  session: SessionStore;
}

const initialState = (): ChatState => ({ status: 'idle', attempt: 0, roomsStatus: 'idle', rooms: [], open: null, serverError: null });

/** The same message from the server twice (a history page and a live event, or a page after a reconnection). */
const identity = (m: MensagemChat) => `${m.data}\n${m.autor}\n${m.texto}`;

/** The server's messages merged with the ones shown, oldest first; unconfirmed ones stay last. */
function merge(shown: readonly ChatMessage[], arriving: readonly MensagemChat[]): ChatMessage[] {
  const sent = new Map(shown.filter((m) => m.delivery === 'sent').map((m) => [m.key, m]));
  for (const m of arriving) sent.set(identity(m), { ...m, key: identity(m), delivery: 'sent' });
  const ordered = [...sent.values()].sort((a, b) => a.data.localeCompare(b.data));
  return [...ordered, ...shown.filter((m) => m.delivery !== 'sent')];
}

/** The token the chat socket opens with: the platform's JWT when the login brought one, else the session token. */
function chatTokenOf(session: Pick<SessionStore, 'usuario'>): string | undefined {
  return session.usuario?.jwttoken || session.usuario?.token || undefined;
}

/** Unread messages of every room: the header's badge. */
export function unreadTotal(state: { readonly rooms: readonly Pick<ChatRoom, 'unread'>[] }): number {
  return state.rooms.reduce((sum, room) => sum + room.unread, 0);
}

/**
 * The chat of spec 1-3 and 7: rooms (general and per order) over a websocket opened with the session's
 * token and a handshake, history pages (spec 9: page 1, 30 per page), sending with the server's echo as
 * confirmation and reconnection with exponential backoff up to SOCKET_RETRIES (spec 9), then failed.
 *
 * Unread counts (spec 3 "notifications"): each room starts from the server's `notificacoes`; the
 * supplier's live messages add to a room that is not open, the client's own messages never count, and
 * opening a room reads it (the server resets its count when the room is joined).
 */
function createChatStore(deps: ChatDeps, options: ChatOptions = {}) {
  const retries = options.retries ?? SOCKET_RETRIES;
  const backoffMs = options.backoffMs ?? SOCKET_RETRY_BACKOFF_MS;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? CHAT_SEND_CONFIRM_TIMEOUT_MS;
  const releaseGraceMs = options.releaseGraceMs ?? CHAT_RELEASE_GRACE_MS;
  const connectSocket = options.connect ?? openChat;
  const state = proxy<ChatState>(initialState());

  let connection: ChatConnection | null = null;
  /** Events of an older socket are ignored. */
  let generation = 0;
  /** The client and token the socket was opened for. */
  let owner: { idcliente: string; token: string } | null = null;
  /** The room already asked for on this socket. */
  let joined: string | null = null;
  /** The server said why it closes (its `erro`): retrying would only repeat it. */
  let refused = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const confirmTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let users = 0;
  let sequence = 0;

  const clearTimers = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    for (const timer of confirmTimers.values()) clearTimeout(timer);
    confirmTimers.clear();
  };

  function failMessage(key: string) {
    clearTimeout(confirmTimers.get(key));
    confirmTimers.delete(key);
    const open = state.open;
    const message = open?.messages.find((m) => m.key === key && m.delivery === 'pending');
    if (!open || !message) return;
    message.delivery = 'failed';
    // A message that did not go keeps its text: back in the field unless something else is being typed.
    if (!open.draft) open.draft = message.texto;
  }

  function join(sala: string, page: number) {
    if (!connection) return;
    if (page === CHAT_PAGE) joined = sala;
    connection.join(sala, page, CHAT_PER_PAGE);
  }

  function onEvent(event: ChatEvent) {
    if (event.type === 'erro') {
      refused = true;
      state.serverError = event.mensagem;
      return;
    }
    if (event.type === 'salas') {
      Object.assign(state, { status: 'open', attempt: 0, roomsStatus: 'loaded', serverError: null });
      // The open room is read (joined again below after a reconnection); a count that is not a number is none.
      state.rooms = event.salas.map(({ notificacoes, ...sala }) => ({
        ...sala,
        unread: state.open?.sala === sala.sala ? 0 : Math.max(0, Math.trunc(notificacoes) || 0),
      }));
      // Back after a reconnection: the open room catches up with what it missed.
      if (state.open && joined !== state.open.sala) join(state.open.sala, CHAT_PAGE);
      return;
    }
    const open = state.open;
    if (event.type === 'historico') {
      if (!open || open.sala !== event.sala) return;
      open.messages = merge(open.messages, event.mensagens);
      if (event.page >= open.page) Object.assign(open, { page: event.page, hasOlder: event.mensagens.length >= CHAT_PER_PAGE });
      Object.assign(open, { status: 'loaded', loadingOlder: false });
      return;
    }
    const message = event.mensagem;
    const room = state.rooms.find((r) => r.sala === message.sala);
    if (room) {
      room.total_mensagens += 1;
      // Only the supplier's messages are unread, and only outside the room the client has open.
      if (message.autor === 'FORNECEDOR' && open?.sala !== room.sala) room.unread += 1;
    }
    if (!open || open.sala !== message.sala) return;
    const echoed = message.autor === 'CLIENTE' ? open.messages.find((m) => m.delivery === 'pending' && m.texto === message.texto) : undefined;
    if (echoed) {
      clearTimeout(confirmTimers.get(echoed.key));
      confirmTimers.delete(echoed.key);
      Object.assign(echoed, { ...message, key: identity(message), delivery: 'sent' });
    } else if (!open.messages.some((m) => m.key === identity(message))) {
      open.messages = merge(open.messages, [message]);
    }
  }

  function onDrop() {
    connection = null;
    joined = null;
    for (const key of [...confirmTimers.keys()]) failMessage(key);
    if (refused || state.attempt >= retries) {
      state.status = 'failed';
      if (state.roomsStatus !== 'loaded') state.roomsStatus = 'failed';
      if (state.open) state.open.loadingOlder = false;
      return;
    }
    state.attempt += 1;
    state.status = 'reconnecting';
    // spec 9 "Socket retries": exponential backoff, 1x, 2x, 4x... the first wait.
    retryTimer = setTimeout(connect, backoffMs * 2 ** (state.attempt - 1));
  }

  function connect() {
    retryTimer = undefined;
    const idcliente = deps.session.usuario?.idcliente;
    const token = chatTokenOf(deps.session);
    if (!idcliente || !token) {
      close();
      return;
    }
    owner = { idcliente, token };
    refused = false;
    joined = null;
    const current = ++generation;
    state.status = state.attempt > 0 ? 'reconnecting' : 'connecting';
    if (state.roomsStatus !== 'loaded') state.roomsStatus = 'loading';
    connection = connectSocket(
      deps.api.config.baseURL,
      token,
      (event) => {
        if (current === generation) onEvent(event);
      },
      () => {
        if (current === generation) onDrop();
      },
    );
    if (state.open) join(state.open.sala, CHAT_PAGE);
  }

  /** Sends the draft (or `text`): shown at once as pending, confirmed by the server's echo. */
  function send(text?: string): boolean {
    const open = state.open;
    const texto = (text ?? open?.draft ?? '').trim();
    if (!open || !texto) return false;
    sequence += 1;
    const key = `local-${sequence}`;
    open.messages.push({ sala: open.sala, autor: 'CLIENTE', texto, data: new Date().toISOString(), key, delivery: 'pending' });
    open.draft = '';
    confirmTimers.set(key, setTimeout(() => failMessage(key), confirmTimeoutMs));
    if (!connection || state.status !== 'open') {
      failMessage(key);
      return false;
    }
    connection.send(open.sala, texto);
    return true;
  }

  /** Closes the socket and forgets the rooms (logout, leaving the chat, another client). */
  function close() {
    generation += 1;
    clearTimers();
    clearTimeout(graceTimer);
    const closing = connection;
    connection = null;
    closing?.close();
    owner = null;
    joined = null;
    Object.assign(state, { ...initialState(), status: 'closed' });
  }

  /** The session changed hands (logout, another client, a new token): this socket is not theirs. */
  const stopWatching = subscribe(deps.session, () => {
    const idcliente = deps.session.usuario?.idcliente;
    const token = chatTokenOf(deps.session);
    if (owner ? owner.idcliente === idcliente && owner.token === token : !(users > 0 && idcliente && token && state.status === 'closed')) return;
    close();
    if (users > 0) connect();
  });

  return {
    state,

    /** A screen or badge needs the chat: the socket opens (or stays open) until the last one lets go. */
    acquire(): () => void {
      users += 1;
      clearTimeout(graceTimer);
      if (!connection && !retryTimer && state.status !== 'failed') connect();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) graceTimer = setTimeout(close, releaseGraceMs);
      };
    },

    /** The "Tentar novamente" after the retries ran out or the server refused: a fresh round of retries. */
    retry() {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const closing = connection;
      connection = null;
      generation += 1;
      closing?.close();
      Object.assign(state, { attempt: 0, serverError: null });
      connect();
    },

    /** Opens a room with its newest history page; its messages count as read. */
    openRoom(sala: string) {
      if (state.open?.sala === sala) return;
      state.open = { sala, status: 'loading', messages: [], page: CHAT_PAGE, hasOlder: false, loadingOlder: false, draft: '' };
      joined = null;
      const room = state.rooms.find((r) => r.sala === sala);
      if (room) room.unread = 0;
      if (connection) join(sala, CHAT_PAGE);
    },

    leaveRoom() {
      for (const key of [...confirmTimers.keys()]) failMessage(key);
      state.open = null;
      joined = null;
    },

    /** "Carregar mensagens anteriores": the next page, put before the ones shown. */
    loadOlder() {
      const open = state.open;
      if (!open || !connection || state.status !== 'open' || open.loadingOlder || !open.hasOlder) return;
      open.loadingOlder = true;
      join(open.sala, open.page + 1);
    },

    setDraft(text: string) {
      if (state.open) state.open.draft = text;
    },

    send,

    /** A message that was not sent, sent again. */
    resend(key: string): boolean {
      const open = state.open;
      const failed = open?.messages.find((m) => m.key === key && m.delivery === 'failed');
      if (!open || !failed) return false;
      open.messages = open.messages.filter((m) => m !== failed);
      if (open.draft === failed.texto) open.draft = '';
      return send(failed.texto);
    },

    close,

    /** Stops watching the session (a store made for one test or story). */
    dispose() {
      stopWatching();
      close();
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

const appChats = new WeakMap<object, ChatStore>();

/**
 * The app's one chat, shared by the chat screens and the header's badge: made on first use for the
 * app's session and API client (fresh stores in tests and stories get their own).
 */
export function chatStoreOf(deps: ChatDeps, options?: ChatOptions): ChatStore {
  let chat = appChats.get(deps.session);
  if (!chat) {
    chat = createChatStore(deps, options);
    appChats.set(deps.session, chat);
  }
  return chat;
}

/** The app's one chat, made for its session and API client: components never hold the client. */
export function useChatStore(options?: ChatOptions): ChatStore {
  const { stores, api } = useAppServices();
  return chatStoreOf({ api, session: stores.session }, options);
}
