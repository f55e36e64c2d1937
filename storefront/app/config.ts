/**
 * What the page needs to know of the deployment. The server reads it from its environment at run time
 * (storefront/server/config.ts) and hands it to the page in its state; nothing is baked in at build time.
 */
export interface AppConfig {
  /** Where the page calls the platform: the storefront server's own `/api/` (one origin). */
  apiBaseUrl: string;
  appToken: string;
  separator: string;
  /** White-label mode: every path resolves to this supplier (spec 1). */
  whiteLabelSupplier: string | undefined;
  /** Where `/` goes when no supplier is locked. */
  defaultSupplier: string | undefined;
  /** Unknown or failing suppliers are sent here (spec 2). */
  providerSiteUrl: string;
}
