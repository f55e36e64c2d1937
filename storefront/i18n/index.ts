import type { MessageFormatElement } from 'react-intl';
import core from './pt-BR.core.ast.json';

/** spec 1: Portuguese is the default (and today the only) language; BRL the currency. */
export const locale = 'pt-BR';
export const currency = 'BRL';

/**
 * The pt-BR catalogue, pre-parsed by `npm run i18n:extract` (formatjs compile --ast): the browser never
 * parses a message, so the production build leaves the ICU parser out. The first page carries the
 * messages it may show; the later pages' ones join this same object before such a page renders
 * (react-intl reads it at each format), see `loadPageMessages`.
 */
const catalogue: Record<string, MessageFormatElement[]> = { ...core };
export { catalogue as messages };

let pages: Promise<void> | undefined;

/** The messages of the pages out of the first one (orders, account, checkout...): fetched once, with the first of them. */
export function loadPageMessages(): Promise<void> {
  pages ??= import('./pt-BR.pages.ast.json').then(
    (loaded) => {
      Object.assign(catalogue, loaded.default);
    },
    (error: unknown) => {
      // A failed fetch may be tried again by the next page (the lazy page reload of spec 8 covers the rest).
      pages = undefined;
      throw error;
    },
  );
  return pages;
}
