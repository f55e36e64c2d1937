import { ApiError } from '@storefront/api/errors';

/**
 * What kind of failure stopped a page, so its error screen blames the right thing: the shopper's
 * connection only when the network failed (no answer, or the browser says it is offline), the store when
 * the platform answered with an error (its text, to be shown as plain text), and neither for anything else.
 */
export type PageFailure = { kind: 'network' } | { kind: 'server'; serverText: string | undefined } | { kind: 'unexpected' };

/** A script chunk that could not be fetched: Chrome, Firefox and Safari each word it their own way. */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

const offline = () => typeof navigator !== 'undefined' && 'onLine' in navigator && !navigator.onLine;

export function pageFailureOf(error: unknown): PageFailure {
  if (error instanceof ApiError) return error.isNetworkError ? { kind: 'network' } : { kind: 'server', serverText: error.serverMessage };
  if (offline() || (error instanceof Error && CHUNK_FAILURE.test(error.message))) return { kind: 'network' };
  return { kind: 'unexpected' };
}
