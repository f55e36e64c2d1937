import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The HTTP mock platform the production server calls (playwright.config.ts). */
export const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 8788}`;
/** The storefront server; the page calls the platform through its `/api/`. */
export const APP_URL = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 4174}`;

/** A call of the page to the platform (through the storefront's `/api/`). */
export const isPlatformCall = (url: URL): boolean => url.origin === APP_URL && url.pathname.startsWith('/api/');

/** The platform's own path of a call (`/api/` left off). */
export const platformPath = (url: URL): string => url.pathname.replace(/^\/api/, '');

/** The demo clients of the mock platform (mocks/db/platform.ts). */
export const MARIA = { login: 'maria@exemplo.com.br', senha: 'demo1234' };

/**
 * Fresh fixtures: a database of the mock platform for this test alone (`X-Banco`), so journeys
 * running in parallel never see each other's carts or orders, nor a duplicate of another's order.
 */
export async function resetPlatform(page: Page): Promise<void> {
  const banco = randomUUID();
  // Pages and `/api/` calls alike: the server passes the header on, on its own calls too. A header of the
  // context, not a route: routing every request through the test runner cost a sixth of the journeys' time.
  await page.context().setExtraHTTPHeaders({ 'x-banco': banco });
  // The chat socket cannot carry the header: the mock server reads the same database from this cookie.
  await page.context().addCookies([{ name: 'banco', value: banco, url: APP_URL }]);
  const response = await page.request.post(`${MOCK_URL}/__reset`, { headers: { 'x-banco': banco } });
  expect(response.status()).toBe(204);
}

/** What the mock platform received in this test's database, oldest first: the storefront server's own calls too. */
export async function platformReceived(page: Page): Promise<{ method: string; url: string; headers: Record<string, string | undefined> }[]> {
  const banco = (await page.context().cookies(APP_URL)).find((c) => c.name === 'banco')?.value ?? '';
  const response = await page.request.get(`${MOCK_URL}/__requests`, { headers: { 'x-banco': banco } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { method: string; url: string; headers: Record<string, string | undefined> }[];
}

/**
 * Calls matching `path` are answered by a named scenario of the mock platform (X-Cenario header). The
 * server makes a page's first calls itself (its loaders): for pages matching `pages`, every call the
 * server makes to render them is asked with the scenario too.
 */
export async function useScenario(page: Page, path: RegExp, scenario: string, pages?: RegExp): Promise<void> {
  await page.route(
    (url) => url.origin === APP_URL && (isPlatformCall(url) ? path.test(platformPath(url)) : (pages ?? path).test(url.pathname)),
    (route) => route.fallback({ headers: { ...route.request().headers(), 'x-cenario': scenario } }),
  );
}

/** Opens a supplier page as a first visit and, once the page runs (see ./test.ts), answers the cookie banner. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toHaveCount(0);
}

export async function addFromCatalogue(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Adicionar ${name} ao carrinho` }).click();
  await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
}

/** The body of the last request whose path ends with `suffix` (what the platform received). */
export function lastBody(requests: readonly Request[], method: string, suffix: RegExp): unknown {
  const found = requests.filter((r) => r.method() === method && suffix.test(new URL(r.url()).pathname)).at(-1);
  if (!found) throw new Error(`no ${method} ${suffix.source} request was sent`);
  return found.postDataJSON();
}

/** Every request the page sends to the platform, in order. */
export function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (isPlatformCall(new URL(request.url()))) seen.push(request);
  });
  return seen;
}

/** Logs Maria in through the login panel the page has just opened, and waits for it to close. */
export async function logInAsMaria(page: Page): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
}

/** Logs Maria in from the menu's "Entrar", as from any page. */
export async function logInFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Entrar' }).click();
  await logInAsMaria(page);
}

/** Opens "Meus pedidos" as a visitor and logs in from its prompt, the way a shopper coming back does. */
export async function openOrdersSignedIn(page: Page): Promise<Locator> {
  await visit(page, '/demo/pedidos');
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await logInAsMaria(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
  return page.getByRole('list', { name: 'Lista de pedidos' });
}

/** From the header's cart to the checkout, logging in there when asked. */
export async function checkout(page: Page, who: { login: string; senha: string } | null = MARIA): Promise<void> {
  await page.getByRole('button', { name: /^Carrinho, \d+ ite/ }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await cart.getByRole('link', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
  if (!who) return;
  await page.getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(who.login);
  await login.getByLabel(/^Senha/).fill(who.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('radiogroup', { name: 'Forma de pagamento' })).toBeVisible();
}

export const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
