import { bareHost } from './supplier';

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
 * spec 2 `/{supplier}/login-token/{token}/{email}`: switching to a supplier that has its own domain,
 * other than the current host, opens that domain's login landing so the session goes along
 * (`https://{dominio}/{slug}/login-token/{token}/{email}`). On the same host the session is already
 * there: the supplier's home path, as on a loopback host (localhost, 127.0.0.1). A page served over
 * plain http (the `*.localhost` demo domains) keeps http and its port, so the landing is reachable there.
 */
export function loginTokenUrl(fornecedor: LoginTokenTarget, usuario: LoginTokenUser | null, currentOrigin: string): string {
  // One path segment: a slug from the server such as `/evil.example` must not make `//evil.example`.
  const home = `/${encodeURIComponent(fornecedor.segment)}`;
  const host = hostOf(fornecedor.dominio ?? '');
  let current: URL;
  try {
    current = new URL(currentOrigin);
  } catch {
    return home;
  }
  if (!host || !usuario?.token || LOOPBACK.has(current.hostname) || bareHost(host) === bareHost(current.host)) return home;
  const origin = current.protocol === 'http:' ? `http://${host}${current.port ? `:${current.port}` : ''}` : `https://${host}`;
  return `${origin}${home}/login-token/${encodeURIComponent(usuario.token)}/${encodeURIComponent(usuario.email)}`;
}
