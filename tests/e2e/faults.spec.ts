import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addFromCatalogue, APP_URL, checkout, isPlatformCall, MOCK_URL, resetPlatform, visit } from './support/shop';

/*
 * Issue 10 "Faults": bad persisted state never breaks the start (spec 4 "Persistence"), and however the
 * shopper submits (double click, retry after a lost answer, reload mid-flight) the platform holds one order.
 */

const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const SNAPSHOT_KEY = 'vitrine:estado';
const CONSENT_KEY = 'vitrine:cookie-preferences';
const EMPRESA_ID_KEY = 'EMPRESA_ID';

const SAVED_CASES: { name: string; value: string }[] = [
  { name: 'garbage JSON', value: '{"version": "1.0", state: [oops' },
  { name: 'JSON of the wrong shape', value: JSON.stringify({ version: APP_VERSION, state: { cart: { items: ['x', { idproduto: 7, quantidade: 'muito' }, null] }, session: 42, supplier: [] } }) },
  { name: 'an old version', value: JSON.stringify({ version: '0.0.1-antiga', state: { cart: { items: [{ idproduto: 'p-antigo', quantidade: 3 }] }, session: { idcliente: 'c-maria', token: 'velho' } } }) },
  { name: 'a huge string', value: `"${'x'.repeat(2_000_000)}` },
];

/** Seeds every key the app reads with `value`, once per tab (a reload keeps what the app wrote). */
async function seed(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ({ keys, value }) => {
      if (sessionStorage.getItem('faults:seeded')) return;
      // The huge value goes under the snapshot alone: three copies would not fit the origin's quota.
      keys.forEach((key, i) => localStorage.setItem(key, i === 0 ? value : value.slice(0, 1000)));
      sessionStorage.setItem('vitrine:chunk-reload', value.slice(0, 1000));
      sessionStorage.setItem('faults:seeded', '1');
    },
    { keys: [SNAPSHOT_KEY, CONSENT_KEY, EMPRESA_ID_KEY], value },
  );
}

/** A fresh tab of its own database, its storage seeded with `value`; the page threw nothing by the end. */
async function withSeededTab(browser: Browser, value: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await resetPlatform(page);
  await seed(page, value);
  await use(page);
  expect(errors).toEqual([]);
  await context.close();
}

test.describe('corrupted or old persisted state: the app starts clean, no crash', () => {
  // One test per stored case: each opens its own tab twice, and four in one test outgrow its time on two cores.
  for (const { name, value } of SAVED_CASES) {
    test(`home, ${name}: renders, empty cart, and the bad entries are replaced`, ({ browser }) =>
      withSeededTab(browser, value, async (page) => {
        await visit(page, '/demo');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
        // Once the app persists again (at most 500 ms later), what it reads back is its own. A seed of this
        // version's shape matches the pattern too, so the seed itself does not count as written.
        const written = async () => {
          const text = await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY);
          return text === value ? 'the seed, not rewritten yet' : text;
        };
        await expect.poll(written, { timeout: 4000 }).toMatch(new RegExp(`^\\{"version":"${APP_VERSION.replace(/\./g, '\\.')}","state":\\{`));
        const stored = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [CONSENT_KEY, EMPRESA_ID_KEY]);
        // The consent answer lives in its cookie now: what an older version kept under its key is gone.
        expect(stored[0]).toBeNull();
        expect((await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_consent')?.value).toBe('v1.111');
        expect(stored[1]).toMatch(/^\d+$/);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
      }));
  }

  for (const { name, value } of SAVED_CASES) {
    test(`checkout, ${name}: renders with an empty cart`, ({ browser }) =>
      withSeededTab(browser, value, async (page) => {
        await visit(page, '/demo/finalizar');
        await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
      }));
  }
});

/** The orders of maria as the platform lists them, in this test's database. */
async function ordersOfMaria(page: Page): Promise<string[]> {
  const banco = (await page.context().cookies(APP_URL)).find((c) => c.name === 'banco')?.value ?? '';
  const response = await page.request.get(`${MOCK_URL}/v2/app/pedido/cliente/c-maria`, { headers: { 'x-banco': banco } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { numpedido: string }[]).map((o) => o.numpedido);
}

/** Maria at the checkout with a bag of rice, paying by boleto: one press away from an order. */
async function readyToSubmit(page: Page): Promise<void> {
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await page.getByText('Boleto bancário (28 dias)').click();
}

const ORDER_POST = (url: URL) => isPlatformCall(url) && /\/usuario\/[^/]+\/pedido$/.test(url.pathname);

test.describe('one order however the shopper submits', () => {
  test.beforeEach(async ({ page }) => {
    await resetPlatform(page);
  });

  test('a double click on "Enviar pedido" makes one order', async ({ page }) => {
    // A slow platform, so the second click lands while the first is in flight.
    await page.route(ORDER_POST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fallback();
    });
    await readyToSubmit(page);
    const before = await ordersOfMaria(page);
    await page.getByRole('button', { name: 'Enviar pedido' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
    expect((await ordersOfMaria(page)).length).toBe(before.length + 1);
  });

  test('the answer is lost (timeout) and the shopper tries again: one order', async ({ page }) => {
    await readyToSubmit(page);
    const before = await ordersOfMaria(page);
    const banco = (await page.context().cookies(APP_URL)).find((c) => c.name === 'banco')?.value ?? '';
    // The platform takes the order, but its answer never reaches the shopper.
    await page.route(
      ORDER_POST,
      async (route) => {
        await route.fetch({ headers: { ...route.request().headers(), 'x-banco': banco } });
        await route.abort('timedout');
      },
      { times: 1 },
    );
    const submit = page.getByRole('button', { name: 'Enviar pedido' });
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: /pedido/i }).first()).toBeVisible();
    expect((await ordersOfMaria(page)).length).toBe(before.length + 1);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
    expect((await ordersOfMaria(page)).length).toBe(before.length + 1);
  });

  test('a reload while the order is on its way: one order, its page, and the cart does not come back', async ({ page }) => {
    await readyToSubmit(page);
    const before = await ordersOfMaria(page);
    const banco = (await page.context().cookies(APP_URL)).find((c) => c.name === 'banco')?.value ?? '';
    let taken: () => void = () => undefined;
    const orderTaken = new Promise<void>((resolve) => (taken = resolve));
    // The platform takes the order; its answer is held until the reload cancels it.
    await page.route(
      ORDER_POST,
      async (route) => {
        await route.fetch({ headers: { ...route.request().headers(), 'x-banco': banco } });
        taken();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await orderTaken;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
    await expect(page.getByText('Arroz branco tipo 1 Qualitá 1 kg · 1 un')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
    const after = await ordersOfMaria(page);
    expect(after.length).toBe(before.length + 1);
    await expect(page.getByText(`Número do pedido: ${after.find((n) => !before.includes(n)) ?? ''}`)).toBeVisible();
    // What the browser keeps no longer holds the ordered items (nor the marker): another start keeps the cart empty.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', SNAPSHOT_KEY)).toContain('"items":[]');
    expect(await page.evaluate(() => localStorage.getItem('vitrine:pedido-em-envio'))).toBeNull();
  });
});
