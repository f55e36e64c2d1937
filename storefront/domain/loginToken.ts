import { SESSION_PATHS, TOKEN_IN_COOKIE } from './session';
import { bareHost } from './supplier';
import { supplierPaths } from '@storefront/paths';

/** The supplier being switched to: where its pages live (`/{segment}`) and its own domain, if any. */
export interface LoginTokenTarget {
  segment: string;
  dominio?: string;
}

/** The signed-in user whose session goes along: the platform's token and the login e-mail. */
export interface LoginTokenUser {
  token?: string;
  email: string;
}

/**
 * A developer's machine, Storybook and tests serve every supplier on one loopback host: the suppliers'
 * configured domains are addresses of production, so switching stays here.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host part of a configured domain, `www.` kept (it is the address the supplier serves). */
function hostOf(dominio: string): string {
  return dominio
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
}

/**
 * Where a supplier's pages are served when it has a domain of its own other than the current host: that
 * domain, over https, or over http with the current port on a page served over plain http (the
 * `*.localhost` demo domains). null: this host (no domain, the same one, or a loopback host).
 */
function supplierOrigin(dominio: string | undefined, current: URL): string | null {
  const host = hostOf(dominio ?? '');
  if (!host || LOOPBACK.has(current.hostname) || bareHost(host) === bareHost(current.host)) return null;
  return current.protocol === 'http:' ? `http://${host}${current.port ? `:${current.port}` : ''}` : `https://${host}`;
}

function parsed(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

// One path segment each (supplierPaths encodes): a slug such as `/evil.example` must not make `//evil.example`.
const homeOf = (segment: string) => supplierPaths(segment).home;
const landing = (segment: string, token: string, email: string) => supplierPaths(segment).loginToken(token, email);

/**
 * spec 2 `/{supplier}/login-token/{token}/{email}`: switching to a supplier that has its own domain,
 * other than the current host, opens that domain's login landing so the session goes along
 * (`https://{dominio}/{slug}/login-token/{token}/{email}`). On the same host the session is already
 * there: the supplier's home path, as on a loopback host (localhost, 127.0.0.1).
 */
export function loginTokenUrl(fornecedor: LoginTokenTarget, usuario: LoginTokenUser | null, currentOrigin: string): string {
  const current = parsed(currentOrigin);
  const origin = current && supplierOrigin(fornecedor.dominio, current);
  if (!origin || !usuario?.token) return homeOf(fornecedor.segment);
  const target = `${origin}${landing(fornecedor.segment, usuario.token, usuario.email)}`;
  // The token is in the storefront server's cookie: the server writes it into the landing (domain/session).
  return usuario.token === TOKEN_IN_COOKIE ? `${current.origin}${SESSION_PATHS.handover}?para=${encodeURIComponent(target)}` : target;
}

/**
 * spec 6 and 7 `gerar_token_jwt`: the access link a main client sends a linked user, the supplier's
 * login-token landing (spec 2) with the user's token. It is opened elsewhere, so it is a whole address:
 * on the supplier's own domain when it has one, as above, else on this site. null when the current
 * origin cannot be read.
 */
export function accessLinkUrl(fornecedor: LoginTokenTarget, user: { token: string; email: string }, currentOrigin: string): string | null {
  const current = parsed(currentOrigin);
  if (!current) return null;
  return `${supplierOrigin(fornecedor.dominio, current) ?? current.origin}${landing(fornecedor.segment, user.token, user.email)}`;
}
