/**
 * Splits the pre-parsed pt-BR catalogue (`formatjs compile --ast`'s pt-BR.ast.json, removed after) in two: the messages of pages reached later (orders, account,
 * checkout...) go to `pt-BR.pages.ast.json`, fetched with those pages; the rest, which the first page
 * may show, stay in `pt-BR.core.ast.json`. Run by `npm run i18n:extract`; the catalogue test checks it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Id prefixes of messages used only by lazily routed screens, and by the panels those pages open (account,
 * addresses, card, PIX, coupons): never the shell, the home, or the panels any page opens (cart, login,
 * menu, suppliers). Such a panel fetches this catalogue with its code (screens/Shell/PanelHost).
 */
export const PAGE_MESSAGE_PREFIXES = [
  'account.',
  'accounts.',
  'addresses.',
  'card.',
  'checkout.',
  'chooseClient.',
  'combos.',
  'coupons.',
  'invoices.',
  'lists.',
  'loginToken.',
  'newAddress.',
  'orderSubmitted.',
  'orders.',
  'pix.',
  'quickOrder.',
  'register.',
  'repeatOrder.',
  'staticPage.',
  'subscriptions.',
  'updateRegistration.',
  'updateUser.',
  'users.',
] as const;

export const isPageMessage = (id: string) => PAGE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));

export function splitCatalogue<T>(compiled: Record<string, T>): { core: Record<string, T>; pages: Record<string, T> } {
  const core: Record<string, T> = {};
  const pages: Record<string, T> = {};
  for (const [id, message] of Object.entries(compiled)) (isPageMessage(id) ? pages : core)[id] = message;
  return { core, pages };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = new URL('../../storefront/i18n/', import.meta.url);
  const whole = new URL('pt-BR.ast.json', dir);
  const compiled = JSON.parse(readFileSync(whole, 'utf8')) as Record<string, unknown>;
  const { core, pages } = splitCatalogue(compiled);
  writeFileSync(new URL('pt-BR.core.ast.json', dir), `${JSON.stringify(core)}\n`);
  writeFileSync(new URL('pt-BR.pages.ast.json', dir), `${JSON.stringify(pages)}\n`);
  rmSync(whole);
}
