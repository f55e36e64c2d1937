import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';

/**
 * spec 1: Portuguese is the default (and today the only) language; BRL the currency. Each message's own
 * text (`defaultMessage`) is the pt-BR one, so a page carries the texts of the code it loads and no
 * catalogue: the build ships them pre-parsed (tests/support/preParsedTexts.ts). `pt-BR.json`, extracted
 * from the code, is the catalogue of record that the tests read.
 */
export const locale = 'pt-BR';
export const currency = 'BRL';

const noWording: Record<string, MessageFormatElement[]> = {};

/**
 * The messages a supplier words its own way (spec 7 `static-text`, message id to text), which react-intl
 * prefers to each message's own text. Each text becomes one literal element, which react-intl hands back
 * as it is: never read as a message format (a stray `{` or `'` cannot throw), and React escapes it like
 * any text.
 */
export function messagesWith(wording: Readonly<Record<string, string>>): Record<string, MessageFormatElement[]> {
  const entries = Object.entries(wording);
  if (entries.length === 0) return noWording;
  return Object.fromEntries(entries.map(([id, text]): [string, MessageFormatElement[]] => [id, [{ type: TYPE.literal, value: text }]]));
}
