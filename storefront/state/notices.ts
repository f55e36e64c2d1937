import { proxy } from 'valtio';

/**
 * What the shopper is told in a toast, wherever she is (catalogue, product page, checkout, an open
 * panel): the notices of spec 7 "How answers are used" and spec 8, and the undo of a removal.
 */
export type Notice =
  /** spec 7: a cart-save reply with a message field gives a warning toast with that message. */
  | { kind: 'cartMessage'; text: string }
  /** spec 8: 'Não foi possível carregar nenhum produto para o carrinho.' */
  | { kind: 'cartEmptyReply' }
  /** spec 5 and 8: 'Não foi possivel salvar o carrinho', with the server's text when it sent one. */
  | { kind: 'cartSaveFailed'; text: string | undefined }
  /** spec 5: an empty cart is not saved without a client; it stays (empty) in this browser. */
  | { kind: 'emptyCartNotSaved' }
  /** A cart line the shopper removed, with the way to put it back. */
  | { kind: 'lineRemoved'; name: string; undo: () => void }
  /** spec 5: the supplier holds back unapproved clients: the session ended here, with the review message. */
  | { kind: 'heldForReview' }
  /** spec 8: the API-key login failed: the platform's text, else 'Erro ao obter cliente!'. */
  | { kind: 'apiKeyLoginFailed'; text: string | undefined };

export interface NoticesState {
  /** Told but not yet shown: the toast region takes them in order. */
  pending: { id: number; notice: Notice }[];
}

export function createNoticesStore() {
  return proxy<NoticesState>({ pending: [] });
}

export type NoticesStore = ReturnType<typeof createNoticesStore>;

let lastId = 0;

export function notify(store: NoticesStore, notice: Notice): void {
  lastId += 1;
  store.pending.push({ id: lastId, notice });
}

/** The notices told since the last call, oldest first; they are shown once. */
export function takeNotices(store: NoticesStore): Notice[] {
  if (store.pending.length === 0) return [];
  const taken = store.pending.map((p) => p.notice);
  store.pending = [];
  return taken;
}
