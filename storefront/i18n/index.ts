import type { MessageFormatElement } from 'react-intl';
import messages from './pt-BR.ast.json';

/** spec 1: Portuguese is the default (and today the only) language; BRL the currency. */
export const locale = 'pt-BR';
export const currency = 'BRL';

/**
 * The pt-BR catalogue, pre-parsed by `npm run i18n:extract` (formatjs compile --ast): the browser never
 * parses a message, so the production build leaves the ICU parser out.
 */
const catalogue: Record<string, MessageFormatElement[]> = messages;
export { catalogue as messages };
