import { expect, test, type Page } from '@playwright/test';
import { addFromCatalogue, checkout, lastBody, recordRequests, resetPlatform, useScenario, visit } from './support/shop';

/** Dialogs a script would open (alert, confirm): none may appear. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test("the home shows its carousels and the supplier's footer; links lead where they should", async ({ page }) => {
  const sent = recordRequests(page);
  const dialogs = watchDialogs(page);
  await visit(page, '/demo');
  const banners = page.getByRole('region', { name: 'Destaques' });
  await expect(banners.getByRole('link', { name: /^Ofertas da semana/ })).toHaveAttribute('href', '/demo/produtos?q=arroz');
  // The product shelf comes 1000 ms after the list (spec 9), with the catalogue's cards.
  const shelf = page.getByRole('region', { name: 'Mais vendidos' });
  await expect(shelf.getByRole('button', { name: /^Adicionar .* ao carrinho$/ }).first()).toBeVisible();
  const calls = sent.filter((r) => r.url().includes('carrossel/list-for-page')).map((r) => new URL(r.url()).searchParams);
  expect(calls.map((q) => [q.get('page'), q.get('loadProdutos')])).toEqual([
    ['home', 'false'],
    ['home', 'true'],
  ]);
  // The footer from `rodape`: its sections, its sanitised HTML; the script link is not there.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Institucional' })).toBeVisible();
  await expect(footer.getByText('Telefone (11) 4000-1234')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Procon-SP (abre em nova aba)' })).toHaveAttribute('target', '_blank');
  await expect(footer.getByText('Promoção secreta')).toHaveCount(0);
  // The banner's action link (resolved by the platform) opens the catalogue's search.
  await banners.getByRole('link', { name: /^Ofertas da semana/ }).click();
  await expect(page).toHaveURL(/\/demo\/produtos\?q=arroz$/);
  // A footer link to a static page, with the page's own carousel.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quem somos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quem somos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nossa loja' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the checkout shows the order instructions; a required characteristic stops the order until answered', async ({ page }) => {
  await useScenario(page, /caracteristica-pedido/, 'caracteristica-obrigatoria');
  const sent = recordRequests(page);
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await expect(page.getByRole('region', { name: 'Instruções do pedido' })).toContainText('Pedidos até as 16h são entregues no dia seguinte.');
  await page.getByText('Boleto bancário (28 dias)').click();
  await expect(page.getByRole('radio', { name: 'Boleto bancário (28 dias)' })).toBeChecked();
  const responsible = page.getByRole('textbox', { name: /^Responsável pelo recebimento/ });
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Preencha “Responsável pelo recebimento” para enviar o pedido.')).toBeVisible();
  await expect(responsible).toBeFocused();
  expect(sent.filter((r) => r.method() === 'POST' && /\/pedido$/.test(new URL(r.url()).pathname))).toHaveLength(0);
  await responsible.fill('Ana Souza');
  await expect(page.getByText('Preencha “Responsável pelo recebimento” para enviar o pedido.')).toHaveCount(0);
  await page.getByRole('button', { name: /Horário de recebimento$/ }).click();
  await page.getByRole('option', { name: 'Tarde' }).click();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  const order = lastBody(sent, 'POST', /\/pedido$/) as { caracteristicas: { id: string; valor: string }[] };
  expect(order.caracteristicas).toEqual([
    { id: 'recebimento', valor: 'Tarde' },
    { id: 'responsavel', valor: 'Ana Souza' },
  ]);
});
