import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAsMaria, resetPlatform, visit } from './support/shop';

/** The production build at another host name of the same server: Chromium sends every *.localhost to this machine. */
function siteAt(host: string, baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:4174');
  url.hostname = host;
  return url.origin;
}

async function openSuppliers(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Trocar de fornecedor' }).click();
  const panel = page.getByRole('dialog', { name: 'Trocar de fornecedor' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('supplier resolution', () => {
  test("the site's own domain opens its supplier (spec 1, 5: www removed)", async ({ page, baseURL }) => {
    await page.goto(`${siteAt('www.mercadoverde.localhost', baseURL)}/?utm_source=jornal`);
    await expect(page).toHaveURL(/\/mercado-verde\?utm_source=jornal$/);
    await expect(page).toHaveTitle('Mercado Verde | Hortifrúti');
  });

  test('a domain no supplier has falls back to the default supplier', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page).toHaveTitle('Distribuidora Demo | Pedidos online');
  });

  test('a client switches supplier from the side menu, by address (spec 4)', async ({ page }) => {
    await resetPlatform(page);
    await visit(page, '/demo');

    // A visitor is asked to log in first.
    let panel = await openSuppliers(page);
    await panel.getByRole('button', { name: 'Entrar' }).click();
    await logInAsMaria(page);

    panel = await openSuppliers(page);
    await expect(panel.getByRole('link', { name: 'Distribuidora Demo' })).toHaveAttribute('aria-current', 'true');
    // The Campinas branch is outside every area; the Paulista address is served by all.
    await panel.getByText('Filial Campinas', { exact: true }).click();
    await expect(panel.getByRole('radio', { name: /^Filial Campinas/ })).toBeChecked();
    await expect(panel.getByText('Infelizmente ainda não atendemos o seu endereço')).toBeVisible();
    await panel.getByText('Loja', { exact: true }).click();
    await panel.getByRole('link', { name: 'Mercado Verde Hortifrúti' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/mercado-verde$/);
    await expect(page).toHaveTitle('Mercado Verde | Hortifrúti');

    panel = await openSuppliers(page);
    await expect(panel.getByRole('link', { name: 'Mercado Verde Hortifrúti' })).toHaveAttribute('aria-current', 'true');
  });
});
