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
  | { kind: 'credentials'; serverText: string | undefined }
  | { kind: 'awaitingApproval'; serverText: string | undefined }
  | { kind: 'unavailable' };

export interface SessionState {
  status: SessionStatus;
  usuario: Usuario | null;
  failure: LoginFailure | null;
}

export function createSessionStore() {
  return proxy<SessionState>({ status: 'anonymous', usuario: null, failure: null });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
