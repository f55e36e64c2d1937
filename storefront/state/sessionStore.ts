import { proxy } from 'valtio';
import type { Usuario } from '@storefront/api/endpoints';

/*
 * The session's state and its creator, apart from the login actions (session.ts), so the first page
 * does not carry the login rules.
 */

/** spec 4 "Login": not authenticated, then fetching the user by login, then authenticated. */
export type SessionStatus = 'anonymous' | 'fetchingUser' | 'authenticating' | 'authenticated';

/** Why a login failed, each with its spec 8 message (the server's own text wins where it sent one). */
export type LoginFailure =
  | { kind: 'invalidLogin' }
  /** `unknownUser`: the platform answered 401, no such user or a wrong password. */
  | { kind: 'credentials'; serverText: string | undefined; unknownUser: boolean }
  | { kind: 'awaitingApproval'; serverText: string | undefined }
  | { kind: 'unavailable' }
  /** spec 8: authentication answered 2xx without a usable user or token. */
  | { kind: 'unusable' };

export interface SessionState {
  status: SessionStatus;
  /** The client the session buys for: the signed-in client, or the one a representative acts for. */
  usuario: Usuario | null;
  failure: LoginFailure | null;
  /** spec 6: the representative's own user while they act for a client (the banner's way back); null otherwise. */
  representative: Usuario | null;
  /** spec 4 "Login": representative and linked-user sessions flag a switch of user under way. */
  switching: boolean;
  /** spec 8: the session check found the session gone ('Sessão expirada, efetue login novamente'). */
  expired: boolean;
  /** The platform's own text when it ended the session (spec 7: a product list answering `action: logout`). */
  expiredText: string | null;
}

export const initialSession = (): SessionState => ({
  status: 'anonymous',
  usuario: null,
  failure: null,
  representative: null,
  switching: false,
  expired: false,
  expiredText: null,
});

export function createSessionStore() {
  return proxy<SessionState>(initialSession());
}

export type SessionStore = ReturnType<typeof createSessionStore>;
