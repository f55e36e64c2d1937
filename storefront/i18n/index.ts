import { TYPE } from '@formatjs/icu-messageformat-parser';
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

/** `code` (a later page's or a panel's chunk), fetched side by side with the later pages' messages. */
export async function withPageMessages<T>(code: Promise<T>): Promise<T> {
  return (await Promise.all([code, loadPageMessages()]))[0];
}

/**
 * The catalogue with a supplier's own wording of some messages (spec 7 `static-text`, message id to text).
 * Each text becomes one literal element, which react-intl hands back as it is: never read as a message
 * format (a stray `{` or `'` cannot throw), and React escapes it like any text. Without wording it is the
 * catalogue itself; with some, a view that reads the catalogue live, so the later pages' messages join it.
 */
export function messagesWith(wording: Readonly<Record<string, string>>): Record<string, MessageFormatElement[]> {
  const own = new Map(Object.entries(wording).map(([id, text]): [string, MessageFormatElement[]] => [id, [{ type: TYPE.literal, value: text }]]));
  if (own.size === 0) return catalogue;
  const worded = (id: string | symbol) => (typeof id === 'string' ? own.get(id) : undefined);
  return new Proxy(catalogue, {
    get: (target, id, receiver) => worded(id) ?? (Reflect.get(target, id, receiver) as unknown),
    has: (target, id) => worded(id) !== undefined || Reflect.has(target, id),
    getOwnPropertyDescriptor: (target, id) => {
      const value = worded(id);
      return value ? { value, writable: true, enumerable: true, configurable: true } : Reflect.getOwnPropertyDescriptor(target, id);
    },
  });
}
