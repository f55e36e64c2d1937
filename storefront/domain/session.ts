import { cookieValues } from './cookies';

/*
 * The signed-in session across the page and the storefront server. The platform's token lives in an
 * HttpOnly cookie that page scripts cannot read: the server sets it from a login's answer, adds it to
 * the calls it forwards and resumes the session from it. The page keeps a stand-in where the token was.
 */

/** HttpOnly: the platform's tokens and the login e-mail (what the login-token landing of another domain needs). */
const SESSION_COOKIE = 'vitrine_sessao';
/**
 * Readable: which client the session buys for now. The page writes it as spec 4 persistence allows
 * (session consent, not a representative's); the server resumes a session only when it is there.
 */
const CLIENT_COOKIE = 'vitrine_cliente';

/** Where the token was in a login's answer, once the server has put the real one in its cookie. */
export const TOKEN_IN_COOKIE = 'httponly-cookie';

/** A user as the page may hold it: the stand-in where the token was, and no JWT. */
export function withTokenInCookie<T extends { token?: string; jwttoken?: string }>(usuario: T): T & { token: string } {
  const copy = { ...usuario, token: TOKEN_IN_COOKIE };
  delete copy.jwttoken;
  return copy;
}

/** The server's own session paths, beside the consent form's. */
export const SESSION_PATHS = {
  /** The chat socket's token (spec 7), asked for when the chat opens. */
  chatToken: '/_storefront/sessao/chat',
  /** `?para=` another supplier domain's login-token landing: the server puts the token in and goes there (spec 2). */
  handover: '/_storefront/sessao/levar',
} as const;

/** A link to the storefront server's own paths (these and the consent form's): a document request, never the app's router. */
export function isServerPath(to: string, origin: string): boolean {
  try {
    const url = new URL(to, origin);
    return url.origin === origin && url.pathname.startsWith('/_storefront/');
  } catch {
    return false;
  }
}

const THIRTY_DAYS_S = 2_592_000;

const removedCookie = (name: string) => `${name}=; path=/; max-age=0; samesite=lax`;

export interface SessionCookie {
  token: string;
  jwttoken?: string;
  email?: string;
}

export interface ClientCookie {
  idcliente: string;
  /** An API-key session keeps which key it is, for its orders (spec 3). */
  idapikeys?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (record: Record<string, unknown>, field: string) => (typeof record[field] === 'string' && record[field] ? record[field] : undefined);

/** A cookie's JSON value, or nothing for one that is absent, damaged or from another version. */
function readJson(cookies: string, name: string): Record<string, unknown> | undefined {
  const raw = cookieValues(cookies).get(name);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(name: string, value: object, options: { httpOnly: boolean; secure: boolean; persistent: boolean }): string {
  return [
    `${name}=${encodeURIComponent(JSON.stringify(value))}`,
    'path=/',
    ...(options.persistent ? [`max-age=${THIRTY_DAYS_S}`] : []),
    'samesite=lax',
    ...(options.httpOnly ? ['httponly'] : []),
    ...(options.secure ? ['secure'] : []),
  ].join('; ');
}

/** `persistent`: kept across visits (the shopper allowed session cookies); otherwise it ends with the browser. */
export function sessionCookie(session: SessionCookie, options: { secure: boolean; persistent: boolean }): string {
  const value = { token: session.token, ...(session.jwttoken ? { jwttoken: session.jwttoken } : {}), ...(session.email ? { email: session.email } : {}) };
  return writeJson(SESSION_COOKIE, value, { ...options, httpOnly: true });
}

export function sessionFromCookies(cookies: string): SessionCookie | undefined {
  const value = readJson(cookies, SESSION_COOKIE);
  const token = value && text(value, 'token');
  if (!value || !token) return undefined;
  const jwttoken = text(value, 'jwttoken');
  const email = text(value, 'email');
  return { token, ...(jwttoken ? { jwttoken } : {}), ...(email ? { email } : {}) };
}

/** A `Cookie` header less the session's cookie. */
export const withoutSessionCookie = (cookies: string) =>
  cookies
    .split(';')
    .filter((part) => !part.trim().startsWith(`${SESSION_COOKIE}=`))
    .join(';')
    .trim();

/** The cookie that says who the session buys for, or (null) the one that removes it. */
export function clientCookie(client: ClientCookie | null, secure: boolean): string {
  if (!client) return removedCookie(CLIENT_COOKIE);
  const value = { idcliente: client.idcliente, ...(client.idapikeys ? { idapikeys: client.idapikeys } : {}) };
  return writeJson(CLIENT_COOKIE, value, { httpOnly: false, secure, persistent: true });
}

export function clientFromCookies(cookies: string): ClientCookie | undefined {
  const value = readJson(cookies, CLIENT_COOKIE);
  const idcliente = value && text(value, 'idcliente');
  if (!value || !idcliente) return undefined;
  const idapikeys = text(value, 'idapikeys');
  return { idcliente, ...(idapikeys ? { idapikeys } : {}) };
}

/** Logout, and a session the platform refused: both session cookies go. */
export const endedSessionCookies = () => [removedCookie(SESSION_COOKIE), removedCookie(CLIENT_COOKIE)];

/** The token the platform's calls and the chat send: its JWT when the login brought one, else the login token. */
export const bearerOf = (session: Pick<SessionCookie, 'token' | 'jwttoken'>) => session.jwttoken ?? session.token;
