import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addFromCatalogue, APP_URL, checkout, MARIA, openOrdersSignedIn, platformPath, recordRequests, resetPlatform, visit } from './support/shop';

/* issue 20: pages come from the server, for their supplier, and the browser takes them over without a fault. */

/** The public pages a visitor can open by link (spec 2), one of each kind. */
const PUBLIC_PAGES = [
  '/demo',
  '/demo/produtos',
  '/demo/produtos?categoria=demo%2Fmercearia&ordem=menor-preco',
  '/demo/produto/demo-arroz-1',
  '/demo/pagina/quem-somos',
  '/demo/finalizar',
  '/demo/cadastro',
  '/demo/combos',
  '/demo/pedidos',
  '/demo/nao-existe',
  '/demo/erro/too-many-request',
  '/padaria-sol',
  '/mercado-verde/produtos',
];

/** A signed-in shopper's own pages (spec 2), one of each kind: the server renders them from her session cookie. */
const SIGNED_IN_PAGES = [
  '/demo/pedidos',
  '/demo/listas',
  '/demo/listas/lista-1',
  '/demo/combos/5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10-combo-2',
  '/demo/faturas',
  '/demo/assinaturas',
  '/demo/assinaturas/ass-1',
  '/demo/finalizar',
];

/** Errors and warnings the page logs (a hydration mismatch among them), and the errors it throws. */
function watchFaults(page: Page): string[] {
  const faults: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // The browser's own line for a page answered 404 is the page's status, not a fault of ours.
    if (message.type() === 'error' && /the server responded with a status of 404/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') faults.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => faults.push(`${page.url()}: ${error.message}`));
  return faults;
}

test('every public page hydrates without an error or a mismatch warning', async ({ page }) => {
  test.setTimeout(120_000);
  const faults = watchFaults(page);
  await resetPlatform(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(faults).toEqual([]);
});

test("a link waits for its page's data with the page's progress bar, then shows the page at its top; Back returns", async ({ page }) => {
  await resetPlatform(page);
  await visit(page, '/demo');
  // The static page's own call is held until the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v4\/pagina-estatica\/[^/]+\/slug\//, async (route) => {
    await held;
    await route.fallback();
  });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Quem somos' });
  await footerLink.scrollIntoViewIfNeeded();
  const footerAt = await page.evaluate(() => window.scrollY);
  expect(footerAt).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page.getByRole('progressbar', { name: 'Carregando a página' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Quem somos');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Quem somos' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Carregando a página' })).toHaveCount(0);
  // A footer link opens the next page at its top, not at its bottom.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Back goes down the home again, as far as it reaches while its carousels are asked again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Bem-vindo/ })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test.describe('a shopper far from the server', () => {
  // Her clock is nine hours from the server's: a date read by either one's zone would not hydrate.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("every page of a signed-in shopper's hydrates without an error or a mismatch warning", async ({ page }) => {
    test.setTimeout(120_000);
    await resetPlatform(page);
    await expect(await openOrdersSignedIn(page)).toBeVisible();
    const faults = watchFaults(page);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
    }
    expect(faults).toEqual([]);
  });
});

test("a crawler's view: the home page's HTML has the supplier, its title and description, carousels and categories, with no script run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/demo');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Distribuidora Demo | Pedidos online');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Atacado e varejo com entrega para o seu negócio.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
  await expect(page.getByRole('link', { name: 'Página inicial de Distribuidora Demo' }).locator('img')).toHaveAttribute('src', '/fixtures/logos/demo.svg');
  // The theme came with the page: the header's accent is the supplier's primary colour.
  expect(await page.locator('style#stitches').textContent()).toContain('--colors-primary:#436bac');
  // Its carousels (a banner, a shelf of products with their prices) and its top categories.
  await expect(page.getByRole('heading', { level: 2, name: 'Destaques' })).toBeVisible();
  const shelf = page.getByRole('region', { name: 'Mais vendidos' });
  await expect(shelf.getByRole('article').first()).toContainText(/R\$\s*[\d.]+,\d{2}/);
  await expect(page.getByText('Carregando destaques')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Mercearia' })).toHaveAttribute('href', '/demo/produtos?categoria=demo%2Fmercearia');
  await context.close();
});

test("a crawler's view of a shared product link: its name, price and photo, for a preview", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto('/demo/produto/demo-arroz-1'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toBeVisible();
  await expect(page.getByText('R$ 5,90').first()).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Arroz branco tipo 1 Qualitá 1 kg');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${APP_URL}/fixtures/`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}/demo/produto/demo-arroz-1`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as { '@type': string; offers: { price: string; priceCurrency: string } };
  expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { price: '5.90', priceCurrency: 'BRL' } });
  await context.close();
});

/*
 * The flaky "Carregar mais" journey below: scrolled to the button, the page reached its footer, laid out
 * only then (content-visibility) and 174 px shorter than its estimate; the page shortened, the scroll
 * was clamped, and the button dropped 64 px under a press already begun.
 */
test('reaching the bottom of the catalogue changes no height: the button under a press stays put', async ({ page }) => {
  await resetPlatform(page);
  // The carousels below the products would lengthen the page on their own: kept away here.
  await page.route('**/list-for-page/**', () => new Promise(() => undefined));
  await visit(page, '/demo/produtos');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
  const button = page.getByRole('button', { name: /^Carregar mais/ });
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await height();
  await button.scrollIntoViewIfNeeded();
  const at = await button.boundingBox();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await height()).toBe(before);
  expect((await button.boundingBox())?.y).toBe(at?.y);
});

test('"Carregar mais" writes its pages into the address: Back from a product, and a reload, show them again', async ({ page }) => {
  await resetPlatform(page);
  await visit(page, '/demo/produtos');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  const calls = recordRequests(page);
  const lists = () => calls.filter((r) => /\/listaprodutosf?\//.test(r.url())).map((r) => new URL(r.url()).searchParams.get('page'));
  for (const [shown, pages] of [[40, 2], [60, 3]] as const) {
    await page.getByRole('button', { name: /^Carregar mais/ }).click();
    await expect(cards).toHaveCount(shown);
    await expect(page).toHaveURL(new RegExp(`/demo/produtos\\?pagina=${pages}$`));
  }
  // Each press asked for its own page only: writing the address did not load the list again.
  expect(lists()).toEqual(['2', '3']);
  const card = cards.nth(44);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(60);
  await expect(card.getByRole('heading', { name })).toBeInViewport();
  await page.reload();
  await expect(cards).toHaveCount(60);
  await expect(page.getByRole('button', { name: /^Carregar mais/ })).toBeVisible();
  // Another sort is another list, from its first page.
  await page.getByRole('button', { name: /Ordenar por/ }).click();
  await page.getByRole('option', { name: 'Menor preço' }).click();
  await expect(page).toHaveURL(/\/demo\/produtos\?ordem=menor-preco$/);
  await expect(cards).toHaveCount(20);
});

test("a signed-in shopper's checkout, reloaded: her cart comes back without ever being called empty, her choices with the page", async ({ page }) => {
  await resetPlatform(page);
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page, MARIA);
  await expect(page.getByRole('radio', { checked: true, name: /Taxa|Sem taxa|Previsão/ }).first()).toBeVisible();
  // From the first byte to the cart's return: was "empty" ever on the page, and did the supplier's
  // instructions, once shown, ever go blank?
  await page.addInitScript(() => {
    const seen = { empty: false, instructions: false, instructionsLost: false };
    Object.assign(window, { __checkoutSeen: seen });
    new MutationObserver(() => {
      const text = document.documentElement.textContent;
      if (text.includes('O carrinho está vazio')) seen.empty = true;
      const shown = document.querySelector('main')?.textContent.includes('Pedidos até as 16h') ?? false;
      if (seen.instructions && !shown) seen.instructionsLost = true;
      seen.instructions ||= shown;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Their sanitiser's chunk comes late, as on a phone's network: the cart is back before it.
  await page.route('**/assets/SafeHtml-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const first = page.waitForResponse((response) => new URL(response.url()).pathname === '/demo/finalizar');
  // From before the reload: hydration is where a second ask would start.
  const calls = recordRequests(page);
  await page.reload();
  const html = await (await first).text();
  expect(html).toContain('Carregando seu carrinho');
  // The supplier's instructions do not wait for the cart: in the page itself, not only in its data.
  expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')).toContain('Pedidos até as 16h são entregues no dia seguinte.');
  // What the platform offers her is in the page: the browser does not ask for it again.
  await expect(page.getByRole('radio', { checked: true, name: /Taxa|Sem taxa|Previsão/ }).first()).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Forma de pagamento' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Forma de entrega' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __checkoutSeen: { empty: boolean; instructions: boolean; instructionsLost: boolean } }).__checkoutSeen);
  expect(seen).toEqual({ empty: false, instructions: true, instructionsLost: false });
  expect(calls.map((r) => new URL(r.url()).pathname).filter((path) => /\/(enderecos|areaatendimento|formas-pagamento)/.test(path))).toEqual([]);
});

test("a crawler's view of the catalogue: a category's first 20 products, with names and prices, in its sort", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto('/demo/produtos?categoria=demo%2Fmercearia&ordem=menor-preco'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Mercearia' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card).toContainText(/R\$\s*[\d.]+,\d{2}/);
  }
  // The sort the link asked for is the one shown.
  await expect(page.getByRole('button', { name: /Ordenar por/ })).toContainText('Menor preço');
  await context.close();
});

test('an unknown supplier is a real redirect to the provider\'s site; an unknown page of a known one is a 404', async ({ request }) => {
  const away = await request.get('/fornecedor-que-nao-existe', { maxRedirects: 0 });
  expect(away.status()).toBe(302);
  expect(away.headers().location).toBe('https://example.com/');
  expect((await request.get('/demo/nao-existe', { maxRedirects: 0 })).status()).toBe(404);
});

test('every call of the page goes to its own origin (the server forwards it to the platform)', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== APP_URL && url.protocol !== 'data:' && url.protocol !== 'blob:') elsewhere.push(request.url());
  });
  const calls = recordRequests(page);
  await resetPlatform(page);
  await visit(page, '/demo/produtos');
  await page.getByRole('button', { name: 'Adicionar Arroz branco tipo 1 Qualitá 1 kg ao carrinho' }).click();
  await expect(page.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg', exact: true })).toBeVisible();
  // The last calls the page makes are the carousels' (their code loads after the page's) and the add's analytics
  // event (sent once the page is idle after the press), in either order: wait for both, not for a count.
  const made = (what: string) => calls.some((call) => platformPath(new URL(call.url())).includes(what) && call.method() === 'GET');
  const tracked = (event: string) =>
    calls.some((call) => platformPath(new URL(call.url())).includes('/log/google-analytics/') && (call.postDataJSON() as { event?: string } | null)?.event === event);
  await expect.poll(() => made('/customizacao/carrossel/') && tracked('add_to_cart')).toBe(true);
  expect(made('/configuracao/fornecedor')).toBe(true);
  expect(elsewhere).toEqual([]);
});
