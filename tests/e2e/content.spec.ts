import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
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
  // The product shelf, with the catalogue's cards, is in the server's page: hydration asks for none of it again.
  const shelf = page.getByRole('region', { name: 'Mais vendidos' });
  await expect(shelf.getByRole('button', { name: /^Adicionar .* ao carrinho$/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent.filter((r) => r.url().includes('carrossel/list-for-page')).map((r) => r.url())).toEqual([]);
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

test("a product page shows every photo of the product and the products related by its tags, from the platform's calls", async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/produto/demo-arroz-6');
  const name = 'Arroz branco tipo 1 Da Casa 5 kg';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // spec 7 all-images: its own photo first, then the other two views the platform lists, each loaded.
  const photos = page.getByRole('list', { name: `Fotos de ${name}` }).getByRole('img');
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(0)).toHaveAccessibleName(`${name}, foto 1 de 3`);
  expect(await photos.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname))).toEqual([
    '/fixtures/products/arroz.svg',
    '/fixtures/products/arroz-verso.svg',
    '/fixtures/products/arroz-graos.svg',
  ]);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const images = sent.find((r) => r.url().includes('/all-images'));
  expect(images && new URL(images.url()).pathname).toMatch(/\/superon\/imagens\/[\w-]+\/demo-arroz-6\/all-images$/);

  // spec 7 produto-by-tags: products with its tag, after the similar ones, none of them again.
  const related = page.getByRole('region', { name: 'Produtos relacionados' });
  await expect(related.getByRole('article').first()).toBeVisible();
  const byTags = sent.find((r) => r.url().includes('/produto-by-tags'));
  const query = new URL(byTags?.url() ?? 'http://x/').searchParams;
  expect([query.get('tagsPesquisa'), query.get('idcadastroextraproduto')]).toEqual(['mais-vendidos', 'demo-arroz-6']);
  const hrefs = (region: string) => page.getByRole('region', { name: region }).getByRole('article').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const similar = await hrefs('Produtos semelhantes');
  const shown = await hrefs('Produtos relacionados');
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((href) => href === '/demo/produto/demo-arroz-6' || similar.includes(href))).toEqual([]);

  // The shopper buys from it as from the catalogue, and its card leads to its page.
  const card = related.getByRole('article').first();
  const cardName = (await card.getByRole('link').textContent()) ?? '';
  await card.getByRole('button', { name: `Adicionar ${cardName} ao carrinho` }).click();
  await expect(card.getByRole('textbox', { name: cardName, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();
});

test('on a phone, photos that arrive after the product move nothing on its page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The platform's list of photos waits until the product's page is drawn.
  const release: { now?: () => void } = {};
  const drawn = new Promise<void>((resolve) => (release.now = resolve));
  await page.route(/\/all-images$/, async (route) => {
    await drawn;
    await route.continue();
  });
  await visit(page, '/demo/produto/demo-arroz-6');
  const heading = page.getByRole('heading', { level: 1, name: 'Arroz branco tipo 1 Da Casa 5 kg' });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  release.now?.();
  const gallery = page.getByRole('list', { name: 'Fotos de Arroz branco tipo 1 Da Casa 5 kg' });
  await expect(gallery.getByRole('img')).toHaveCount(3);
  await expect(page.getByText('3 fotos')).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  // The others are a swipe away: the row scrolls sideways to the second photo.
  await gallery.evaluate((row) => row.scrollBy({ left: row.clientWidth }));
  await expect(gallery.getByRole('img').nth(1)).toBeInViewport();
});
