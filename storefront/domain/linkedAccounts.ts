/**
 * spec 6: which client accounts a login may buy for, and who manages linked users. Pure rules on the
 * session, apart from the switching and the users' management (state/linkedUsers), so the checkout and
 * the menu read them without that code.
 */
/** One client account a login is linked to (spec 3 `listaClientesVinculados`), one flagged principal. */
export interface LinkedAccount {
  id_usuario: string;
  nome: string;
  principal: boolean;
}

/** The session as the rules read it: the store or a snapshot of it. */
export interface LinkedSession {
  readonly usuario: { readonly idcliente: string; readonly listaClientesVinculados?: readonly Readonly<LinkedAccount>[] } | null;
  readonly representative: object | null;
}

/** spec 6: the accounts the session can switch between; none on a representative session. */
export function linkedAccountsOf(session: LinkedSession): readonly Readonly<LinkedAccount>[] {
  if (session.representative) return [];
  return session.usuario?.listaClientesVinculados ?? [];
}

/** The side menu's "Trocar de conta": the client has at least one other account to switch to. */
export function hasOtherAccounts(session: LinkedSession): boolean {
  const idcliente = session.usuario?.idcliente;
  return linkedAccountsOf(session).some((a) => a.id_usuario !== idcliente);
}

/**
 * spec 6: a main client manages linked users. A client without linked accounts is their own main
 * client; with them, only while buying as the account flagged principal. A representative is not.
 */
export function isMainClient(session: LinkedSession): boolean {
  if (session.representative || !session.usuario) return false;
  const accounts = linkedAccountsOf(session);
  return accounts.length === 0 || accounts.some((a) => a.principal && a.id_usuario === session.usuario?.idcliente);
}

/**
 * spec 3 order `usuarioVinculado`: a login linked to several client accounts (spec 6) that buys for one
 * of them other than its own principal account acts as a linked user; the order names that login (the
 * principal's `id_usuario`). Buying for its own account, or on a representative session, it is none.
 */
export function actingLinkedUser(session: LinkedSession): string | undefined {
  const principal = linkedAccountsOf(session).find((a) => a.principal)?.id_usuario;
  return principal && principal !== session.usuario?.idcliente ? principal : undefined;
}

/** The principal account first, then by name: the order the switcher lists them. */
export function sortAccounts<A extends Readonly<LinkedAccount>>(accounts: readonly A[]): A[] {
  return [...accounts].sort((a, b) => Number(b.principal) - Number(a.principal) || a.nome.localeCompare(b.nome, 'pt-BR'));
}
