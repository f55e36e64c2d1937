/** Deployment settings from `import.meta.env` (README "Pointing at a real backend"). */
export interface AppConfig {
  apiBaseUrl: string;
  appToken: string;
  separator: string;
  /** White-label mode: every path resolves to this supplier (spec 1). */
  whiteLabelSupplier: string | undefined;
  /** Where `/` goes when no supplier is locked. */
  defaultSupplier: string | undefined;
  /** Unknown or failing suppliers are sent here (spec 2). */
  providerSiteUrl: string;
  /** The mock platform runs in a service worker (dev only; never in a production build). */
  mocks: boolean;
}

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | boolean | undefined>)[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function readConfig(): AppConfig {
  const apiBaseUrl = env('VITE_API_BASE_URL');
  return {
    apiBaseUrl: apiBaseUrl ?? '/api/',
    appToken: env('VITE_APP_TOKEN') ?? 'vitrine-demo',
    separator: env('VITE_APP_TOKEN_SEPARATOR') ?? ':',
    whiteLabelSupplier: env('VITE_WHITE_LABEL_SUPPLIER'),
    defaultSupplier: env('VITE_DEFAULT_SUPPLIER') ?? (import.meta.env.DEV ? 'demo' : undefined),
    providerSiteUrl: env('VITE_PROVIDER_SITE_URL') ?? 'https://example.com/',
    mocks: import.meta.env.DEV && !apiBaseUrl && env('VITE_MOCKS') !== 'off',
  };
}
