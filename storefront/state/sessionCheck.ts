import type { ApiClient } from '@storefront/api/client';
import { ApiError } from '@storefront/api/errors';
import { heldForReview } from '@storefront/domain/gates';
import { SESSION_RECHECK_AFTER_HIDDEN_MS } from './constants';
import { closePanel, type PanelsStore } from './panels';
import { initialSession, type SessionStore } from './sessionStore';
import { useBound } from './context';

/*
 * spec 8 session check: 'Sessão expirada, efetue login novamente' clears the login and the menu. Light
 * on purpose (no cart or login rules): every page carries it.
 */

type SessionDeps = { session: SessionStore; panels: PanelsStore };

/**
 * The platform ended the session: signed out (session back to its defaults), `expired` set with the
 * platform's own text when it sent one (spec 7 product list `action: logout`), panels but the login closed.
 */
export function expireSession({ session, panels }: SessionDeps, text?: string): void {
  Object.assign(session, { ...initialSession(), expired: true, expiredText: text?.trim() || null });
  if (panels.active !== 'login') closePanel(panels);
}

/**
 * spec 5: block-not-approved-user and support-budget hold back an unapproved client. A session that
 * reaches such a supplier (another supplier's login, a session resumed from an earlier visit, an
 * approval withdrawn) ends there with 'Seu cadastro já foi confirmado e aguarda aprovação', as the login
 * there would have. A representative's session is theirs, not the client's. True when it ended.
 */
export function holdBackUnapproved(session: SessionStore, tags: readonly string[]): boolean {
  const usuario = session.usuario;
  if (session.status !== 'authenticated' || !usuario || session.representative) return false;
  if (!heldForReview(tags, { authenticated: true, approved: usuario.cadastro_aprovado })) return false;
  Object.assign(session, { ...initialSession(), failure: { kind: 'awaitingApproval', serverText: undefined } });
  return true;
}

/** The expiry notice was read (or the shopper signed in again). */
export function dismissExpiry(session: SessionStore): void {
  Object.assign(session, { expired: false, expiredText: null });
}

export type SessionCheck = 'skipped' | 'ok' | 'expired' | 'approvalChanged' | 'unavailable';

/**
 * Asks the platform for the signed-in client again (spec 7 `GET cliente`). A refusal (401/403) expires
 * the session; a changed `cadastro_aprovado` is taken in and reported, since spec 2 sends the shopper to
 * the supplier home after an approval change. Not reaching the platform changes nothing.
 */
export async function checkSession(stores: SessionDeps, api: ApiClient): Promise<SessionCheck> {
  const { session } = stores;
  const current = session.usuario;
  if (session.status !== 'authenticated' || !current) return 'skipped';
  try {
    const fresh = await api.call('cliente', { params: { idcliente: current.idcliente } });
    if (session.usuario?.idcliente !== current.idcliente) return 'skipped';
    if (fresh.cadastro_aprovado === current.cadastro_aprovado) return 'ok';
    session.usuario = { ...current, cadastro_aprovado: fresh.cadastro_aprovado };
    return 'approvalChanged';
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return 'unavailable';
    if (session.usuario?.idcliente === current.idcliente) expireSession(stores);
    return 'expired';
  }
}

/** What the watch needs of `document`. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Checks the session when the page becomes visible after being hidden at least 5 minutes (a tab left
 * overnight). Returns the function that stops watching.
 */
export function watchSessionVisibility(
  doc: VisibilitySource,
  run: () => void,
  now: () => number = () => Date.now(),
): () => void {
  let hiddenAt: number | null = doc.visibilityState === 'hidden' ? now() : null;
  const onChange = () => {
    if (doc.visibilityState === 'hidden') {
      hiddenAt ??= now();
      return;
    }
    const since = hiddenAt;
    hiddenAt = null;
    if (since !== null && now() - since >= SESSION_RECHECK_AFTER_HIDDEN_MS) run();
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

/** The session check (spec 8), bound to the app's stores and API client: screens never hold either. */
export function useSessionCheckActions() {
  return useBound(({ stores, api }) => ({
    checkSession: () => checkSession(stores, api),
  }));
}
