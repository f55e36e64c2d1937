import messages from './pt-BR.json';

/** spec 1: Portuguese is the default (and today the only) language; BRL the currency. */
export const locale = 'pt-BR';
export const currency = 'BRL';
export { messages };
