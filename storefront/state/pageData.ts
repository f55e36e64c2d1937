import { proxy, snapshot } from 'valtio';
import type { SessionState } from './sessionStore';

/**
 * A page loader's data: what it loaded, and for which client. The screen makes its store from `data`,
 * and a change of client (a login here, a switch of account, a logout) runs the loader again.
 */
export interface ClientPageData<T> {
  idcliente: string | null;
  data: T;
}

/**
 * A page's store loaded for its route loader: a fresh store filled by the page's own load, handed over as
 * plain data (the server writes it into the page, the browser hydrates with it).
 */
export async function loadPageStore<T extends object>(stores: { session: Pick<SessionState, 'usuario'> }, store: T, load: (store: T) => Promise<void>): Promise<ClientPageData<T>> {
  const idcliente = stores.session.usuario?.idcliente ?? null;
  await load(store);
  return { idcliente, data: snapshot(store) as T };
}

/** The store a screen acts on, made from its loader's data: a copy, so the loader's data stays as loaded. */
export const pageStoreOf = <T extends object>(data: T): T => proxy(structuredClone(data));
