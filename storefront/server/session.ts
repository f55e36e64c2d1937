import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import express, { type Request as ExpressRequest, type RequestHandler } from 'express';
import { endpointAt } from '@storefront/api/client';
import { endpoints, type Usuario } from '@storefront/api/endpoints';
import { fetchSupplier } from '@storefront/api/supplier';
import { consentFromCookies } from '@storefront/domain/consent';
import { defaultCookiePreferences } from '@storefront/state/consent';
import {
  bearerOf,
  SESSION_PATHS,
  sessionCookie,
  sessionFromCookies,
  TOKEN_IN_COOKIE,
  type SessionCookie,
  withTokenInCookie,
} from '@storefront/domain/session';
import { bareHost } from '@storefront/domain/supplier';
import { createStores } from '@storefront/state/stores';
import { createAppApi } from '@storefront/app/api';
import catalogue from '@storefront/i18n/pt-BR.json';
import type { ServerConfig } from './config';
import { supplierPaths } from '@storefront/paths';

/*
 * The session's side of the storefront server (domain/session): the platform's token is kept in an
 * HttpOnly cookie, taken out of the login answers the page reads, and put back on the calls that need it.
 */

/** What the session does to one forwarded call, read from the endpoint table. */
export interface ForwardedSession {
  /** Headers the platform gets for it: `Authorization` from the cookie where the call needs it. */
  headers: IncomingHttpHeaders;
  /** `issues`: the answer's token goes into the cookie; `ends`: the cookies go. */
  effect: 'issues' | 'ends' | undefined;
}

export function forwardedSession(config: ServerConfig, req: IncomingMessage, path: string): ForwardedSession {
  const name = endpointAt(req.method ?? 'GET', path, config.app);
  const ep = name ? endpoints[name] : undefined;
  const session = sessionFromCookies(req.headers.cookie ?? '');
  return {
    headers: ep && 'auth' in ep && ep.auth && session ? { authorization: `Bearer ${bearerOf(session)}` } : {},
    effect: ep && 'session' in ep ? ep.session : undefined,
  };
}

/** Whether the session cookie outlives the browser: as the shopper's answer allows (spec 4, the defaults until she answers). */
const keptAcrossVisits = (cookies: string) => (consentFromCookies(cookies) ?? defaultCookiePreferences).session;

/**
 * A login's answer as the page gets it: a usable one (spec 8: a user and a token) leaves its token in
 * the cookie it returns, and the page reads a stand-in. Anything else passes as it came.
 */
export function keepIssuedToken(body: Buffer, req: Pick<IncomingMessage, 'headers'>, secure: boolean): { body: Buffer; cookie?: string } {
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return { body };
  }
  if (typeof answer !== 'object' || answer === null) return { body };
  const usuario = answer as Partial<Usuario>;
  if (typeof usuario.token !== 'string' || !usuario.token) return { body };
  const kept: SessionCookie = {
    token: usuario.token,
    ...(typeof usuario.jwttoken === 'string' && usuario.jwttoken ? { jwttoken: usuario.jwttoken } : {}),
    ...(typeof usuario.email === 'string' && usuario.email ? { email: usuario.email } : {}),
  };
  return {
    body: Buffer.from(JSON.stringify(withTokenInCookie(usuario))),
    cookie: sessionCookie(kept, { secure, persistent: keptAcrossVisits(req.headers.cookie ?? '') }),
  };
}

const EXPIRED = catalogue['session.expired'];

/** A landing of another supplier domain, with the stand-in where the token goes: `/{segment}/login-token/{stand-in}/{email}`. */
const LANDING = new RegExp(`^/[^/]+/login-token/${TOKEN_IN_COOKIE}/[^/]+$`);

function handoverTarget(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash && LANDING.test(url.pathname)
      ? url
      : null;
  } catch {
    return null;
  }
}

const origin = (req: ExpressRequest) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * The session's own paths: the chat socket's token (spec 7), and the way to another supplier's domain
 * with the session (spec 2), where the server writes the token into the landing only after the
 * platform has confirmed that host is that supplier's.
 */
export function sessionRoutes(config: ServerConfig): express.Router {
  const router = express.Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  };
  router.get(SESSION_PATHS.chatToken, noStore, (req, res) => {
    const session = sessionFromCookies(req.headers.cookie ?? '');
    if (!session) res.status(401).json({ mensagem: EXPIRED });
    else res.json({ token: bearerOf(session) });
  });
  router.get(SESSION_PATHS.handover, noStore, (req, res, next) => {
    const target = handoverTarget(req.query.para);
    const session = sessionFromCookies(req.headers.cookie ?? '');
    const segment = target?.pathname.split('/')[1] ?? '';
    if (!target || !session) {
      res.redirect(302, target ? supplierPaths(segment).home : '/');
      return;
    }
    void (async () => {
      const cookies = req.headers.cookie ?? '';
      const api = createAppApi({ ...config.app, apiBaseUrl: config.platformUrl }, createStores(consentFromCookies(cookies)), () => undefined, { cookies: () => cookies });
      const fornecedor = await fetchSupplier(api, { domain: target.host }).catch(() => null);
      const theirs = fornecedor?.dominio && bareHost(fornecedor.dominio) === bareHost(target.host) && new URL(origin(req)).host !== target.host;
      if (!theirs) {
        res.redirect(302, supplierPaths(segment).home);
        return;
      }
      const landing = new URL(target);
      landing.pathname = target.pathname
        .split('/')
        .map((part) => (part === TOKEN_IN_COOKIE ? encodeURIComponent(session.token) : part))
        .join('/');
      res.redirect(302, landing.href);
    })().catch(next);
  });
  return router;
}
