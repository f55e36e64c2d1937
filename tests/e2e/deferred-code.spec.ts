import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { resetPlatform, visit } from './support/shop';

/*
 * Issue 21: the first page carries only what it shows; the stepper's number field, the search's combobox
 * and the cart panel come when the shopper reaches for them. Each action made before that code arrives
 * counts. Here it arrives as late as the test decides: every script asked for once the page ran is held
 * until the three actions are done, as a network slower than the shopper would.
 */

const RICE = 'Arroz branco tipo 1 Qualitá 1 kg';

/** Holds every script the page asks for from now on, until released. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    names: () => held.map((route) => new URL(route.request().url()).pathname.split('/').pop() ?? ''),
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('"Adicionar", a search typed and the cart opened before their code arrives all count', async ({ page }) => {
  await resetPlatform(page);
  await visit(page, '/demo/produtos');
  // What the page loads by itself has come: from here on, only what the actions ask for.
  await page.waitForLoadState('networkidle');
  const scripts = await holdScripts(page);

  // 1. "Adicionar": the plain stepper takes its place, with the focus; the line is in the cart.
  await page.getByRole('button', { name: `Adicionar ${RICE} ao carrinho` }).click();
  const quantity = page.getByRole('textbox', { name: RICE, exact: true });
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toBeFocused();
  await expect(page.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();

  // 2. The search, typed in the plain field.
  const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await search.click();
  await page.keyboard.type('feijão');
  await expect(search).toHaveValue('feijão');

  // 3. The cart button: the panel's code has not come, so nothing opens yet.
  await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
  await expect(page.getByRole('dialog', { name: 'Carrinho' })).toHaveCount(0);

  // Each action asked for its code, and none has had it.
  await expect.poll(() => scripts.names().join(' ')).toMatch(/QuantityStepper-/);
  expect(scripts.names().join(' ')).toMatch(/SuggestionSearch-/);
  expect(scripts.names().join(' ')).toMatch(/\bCart-/);
  await expect(page.getByRole('combobox')).toHaveCount(0);

  await scripts.release();

  // The cart opens by itself, with the one line added once.
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('textbox', { name: RICE, exact: true })).toHaveValue('1');
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(page.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  // The search's combobox took the plain field's place with what was typed there.
  await expect(page.getByRole('combobox', { name: 'Buscar produtos' })).toHaveValue('feijão');
  // The number field took the plain stepper's place, with the quantity unchanged.
  await expect(quantity).toHaveAttribute('aria-roledescription');
  await expect(quantity).toHaveValue('1');
});

test("a button pressed on the server's page before any code has run counts once the code comes", async ({ page }) => {
  await resetPlatform(page);
  const scripts = await holdScripts(page);
  // Not until "load": that waits for the held code.
  await page.goto('/demo/produtos', { waitUntil: 'commit' });
  // The page is the server's: the sort's plain trigger is there, and nothing listens to it yet.
  const sort = page.getByRole('button', { name: /Ordenar por/ });
  await sort.click();
  await sort.click();
  await expect.poll(() => scripts.names().join(' ')).toMatch(/^main-/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await scripts.release();

  // The press is made again once React listens: the list opens, once, and its choice works.
  await page.getByRole('option', { name: 'Menor preço' }).click();
  await expect(page).toHaveURL(/\/demo\/produtos\?ordem=menor-preco$/);
  await expect(page.getByRole('listbox')).toHaveCount(0);
});
