import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addFromCatalogue, brl, checkout, MOCK_URL, platformReceived, recordRequests, resetPlatform, visit } from './support/shop';

/*
 * Issue 19, item 10 (spec 4, 7): the catalogue's prices are the ones of the shopper's payment method and
 * delivery type. demo has support-price-variance-by-payment: the platform prices PIX 5% below the list.
 */

const ARROZ = 'Arroz branco tipo 1 Qualitá 1 kg';

/** The price a card sells at, in reais: after "por" when it shows an old price first ("De R$ 6,79 por R$ 5,91"). */
async function priceOn(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const match = /por\s+R\$\s*([\d.]+,\d{2})/.exec(text) ?? /R\$\s*([\d.]+,\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no price on the card: ${text}`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

/** The product list calls among these addresses. */
const listRequests = (urls: readonly string[]) => urls.map((url) => new URL(url, MOCK_URL)).filter((u) => /\/listaprodutosf?\//.test(u.pathname));

/** To the catalogue through the side menu: inside the app, as a shopper goes back to it. */
async function toCatalogue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Produtos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
}

test('the catalogue shows the prices of the chosen payment method: PIX prices once she pays by PIX', async ({ page }) => {
  await resetPlatform(page);
  const sent = recordRequests(page);
  await visit(page, '/demo/produtos');
  const card = page.getByRole('article', { name: ARROZ });
  await expect(card).toBeVisible();
  const byCard = await priceOn(card);
  // A visitor: the list without an address (v1), asked with the first method, by the server for the first page.
  const [first] = listRequests((await platformReceived(page)).map((r) => r.url));
  expect(first?.pathname).toMatch(/\/v1\/app\/[^/]+\/listaprodutosf\//);
  expect(first?.searchParams.get('formapagamento')).toBe('cartao');
  expect(first?.searchParams.get('tipoentrega')).toBe('DELIVERY');

  await addFromCatalogue(page, ARROZ);
  await checkout(page);
  await page.getByRole('radiogroup', { name: 'Forma de pagamento' }).getByText('PIX', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'PIX' })).toBeChecked();
  await toCatalogue(page);

  const byPix = Math.round(byCard * 0.95 * 100) / 100;
  await expect(card.getByText(brl(byPix), { exact: true }).first()).toBeVisible();
  // Signed in with an address: the authenticated v2 list, priced for PIX.
  const last = listRequests(sent.map((r) => r.url())).at(-1);
  expect(last?.pathname).toMatch(/\/v2\/app\/[^/]+\/listaprodutos\//);
  expect(last?.searchParams.get('formapagamento')).toBe('pix');
});
