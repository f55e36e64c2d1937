import type { AppConfig } from '@storefront/app/config';

/** The storefront server's settings, read from its environment at start (README "Deploying"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The platform the server calls and forwards `/api/` to (API_BASE_URL). */
  platformUrl: string;
  /** What the page is told: its calls go to this server's `/api/`. */
  app: AppConfig;
  /**
   * Request headers the server passes on to the platform, on its own calls and on forwarded ones
   * (PLATFORM_FORWARD_HEADERS). Empty by default; the journeys name the mock platform's `x-banco`.
   */
  forwardHeaders: string[];
}

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function absoluteUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not an absolute URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${raw}`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** `defaults` are the development server's (the mock platform beside it); production names its own. */
export function readServerConfig(env: NodeJS.ProcessEnv, defaults: { platformUrl?: string; defaultSupplier?: string; port: number }): ServerConfig {
  const platform = value(env, 'API_BASE_URL') ?? defaults.platformUrl;
  if (!platform) throw new Error('API_BASE_URL is not set: the address of the ordering platform (README "Deploying").');
  const port = Number(value(env, 'PORT') ?? defaults.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT ?? ''}`);
  return {
    port,
    host: value(env, 'HOST') ?? '0.0.0.0',
    platformUrl: absoluteUrl('API_BASE_URL', platform),
    app: {
      apiBaseUrl: '/api/',
      appToken: value(env, 'APP_TOKEN') ?? 'vitrine-demo',
      separator: value(env, 'APP_TOKEN_SEPARATOR') ?? ':',
      whiteLabelSupplier: value(env, 'WHITE_LABEL_SUPPLIER'),
      defaultSupplier: value(env, 'DEFAULT_SUPPLIER') ?? defaults.defaultSupplier,
      providerSiteUrl: absoluteUrl('PROVIDER_SITE_URL', value(env, 'PROVIDER_SITE_URL') ?? 'https://example.com/'),
    },
    forwardHeaders: (value(env, 'PLATFORM_FORWARD_HEADERS') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  };
}
