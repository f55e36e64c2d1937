import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MOCK_URL, platformReceived, recordRequests, resetPlatform, useScenario } from './support/shop';

/** Demo's SEO description as `configuracao/fornecedor` answers it (mocks/db/platform.ts); its supplier record has an older one. */
const DEMO_DESCRIPTION = 'Mercearia, laticínios, bebidas e limpeza no atacado e no varejo, com entrega no dia seguinte.';
const isConfigCall = (url: URL) => url.pathname.endsWith('/configuracao/fornecedor');

test.describe('supplier home', () => {
  test('opens the demo supplier with its welcome text, title and colours', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bem-vindo à Distribuidora Demo! Faça seu pedido online e receba no seu negócio.',
    );
    await expect(page).toHaveTitle('Distribuidora Demo | Pedidos online');
    // spec 7 `configuracao/fornecedor`: the supplier's current SEO description, newer than its record's.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEMO_DESCRIPTION);
    await expect(page.getByRole('button', { name: 'Aceitar todos' })).toHaveCSS('background-color', 'rgb(67, 107, 172)');

    // Switching to the second supplier's slug swaps the theme.
    await page.goto('/mercado-verde');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Frutas, verduras e legumes frescos, direto do produtor para a sua cozinha.',
    );
    await expect(page).toHaveTitle('Mercado Verde | Hortifrúti');
    await expect(page.getByRole('button', { name: 'Aceitar todos' })).toHaveCSS('background-color', 'rgb(27, 127, 59)');
  });

  test('goes from / to the default supplier on a first visit, and ignores a leading /commerce', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/demo$/);
    await page.goto('/commerce/padaria-sol');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pães quentinhos');
  });

  test('fselecionado forces a supplier', async ({ page }) => {
    await page.goto('/demo?fselecionado=mercado-verde');
    await expect(page).toHaveURL(/\/mercado-verde$/);
    await expect(page).toHaveTitle('Mercado Verde | Hortifrúti');
    // From the root too, straight to it; a value that is no supplier cannot send the shopper off the site.
    await page.goto('/?fselecionado=padaria-sol&utm_source=x');
    await expect(page).toHaveURL(/\/padaria-sol\?utm_source=x$/);
    await page.goto('/?fselecionado=%2F%2Fexample.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  });

  test('a returning shopper landing on / goes back to the supplier she used (EMPRESA_ID)', async ({ page }) => {
    await page.goto('/padaria-sol');
    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('EMPRESA_ID'))).toBe('1003');
    await page.goto('/');
    await expect(page).toHaveURL(/\/padaria-sol$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pães quentinhos');
  });

  /** The headers of the last theme call the platform received (the server makes it, rendering the page). */
  async function themeCallHeaders(page: Page) {
    const theme = (await platformReceived(page)).filter((request) => /\/configuracao\/fornecedor\/[^/]+\/tema$/.test(request.url)).at(-1);
    expect(theme, 'the platform got no theme call').toBeDefined();
    return theme?.headers ?? {};
  }

  test('sends the headers of spec 7, on the server\'s calls and the page\'s, and stores UTM cookies', async ({ page, context, baseURL }) => {
    await resetPlatform(page);
    const pageCall = page.waitForRequest((r) => r.url().includes('/configuracao/fornecedor?'));
    await page.goto('/demo?utm_source=instagram&utm_campaign=natal');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
    for (const headers of [await themeCallHeaders(page), (await pageCall).headers()]) {
      expect(headers['x-idfornecedor']).toBe('5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10');
      expect(headers['x-utm-source']).toBe('instagram');
      expect(headers['x-utm-campaign']).toBe('natal');
      expect(JSON.parse(headers['x-cookie-preferences'] ?? '{}')).toEqual({
        necessary: true,
        session: true,
        performance: true,
        personalisation: true,
      });
    }
    const stored = await context.cookies(baseURL);
    expect(stored.find((c) => c.name === 'utm_source')?.value).toBe('instagram');
  });

  test.describe('marketing links never break the store (issue 19)', () => {
    /** Opens the page, waits for its catalogue link (the theme, supplier and carousels all answered) and returns the theme request's headers. */
    async function open(page: Page, path: string) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
      await expect(page.getByRole('link', { name: /^Ofertas da semana/ }).first()).toBeVisible();
      return themeCallHeaders(page);
    }

    test.beforeEach(async ({ page }) => {
      await resetPlatform(page);
    });

    test('an emoji campaign link from WhatsApp: the store opens and the platform gets the emoji, encoded', async ({ page }) => {
      const headers = await open(page, '/demo?utm_source=%F0%9F%9A%80&utm_campaign=promo%20%F0%9F%8E%89');
      expect(headers['x-utm-source']).toBe('%F0%9F%9A%80');
      expect(decodeURIComponent(headers['x-utm-campaign'] ?? '')).toBe('promo \u{1F389}');
      expect(headers['x-utm-all']).toBe('utm_source=%F0%9F%9A%80&utm_campaign=promo+%F0%9F%8E%89');
      // The cookie lives 7 days: the next visit, without the parameters, works too.
      const again = await open(page, '/demo');
      expect(again['x-utm-source']).toBe('%F0%9F%9A%80');
    });

    test('a newline, 5,000 characters and stray % signs', async ({ page }) => {
      const newline = await open(page, '/demo?utm_campaign=a%0Ab');
      expect(newline['x-utm-campaign']).toBe('a%0Ab');
      const long = await open(page, `/demo?utm_source=${'x'.repeat(5000)}&utm_campaign=100%25%E0%A4%A`);
      expect(long['x-utm-source']).toBe('x'.repeat(256));
      expect(long['x-utm-campaign']).toBe('100%25%EF%BF%BD%25A');
    });

    test('a bad cookie an older version stored is mended on the next visit', async ({ page, context, baseURL }) => {
      // What the last version wrote for an emoji link (read back as a raw emoji header, no call could leave),
      // and a broken % sequence no decoder reads.
      await context.addCookies([
        { name: 'utm_source', value: '%F0%9F%9A%80', url: baseURL },
        { name: 'utm_campaign', value: '%E0%A4%A', url: baseURL },
      ]);
      const headers = await open(page, '/demo');
      expect(headers['x-utm-source']).toBe('%F0%9F%9A%80');
      expect(headers['x-utm-campaign']).toBeUndefined();
      const stored = await context.cookies(baseURL);
      expect(stored.find((c) => c.name === 'utm_campaign')).toBeUndefined();
      await expect(page.getByText('Não foi possível carregar esta página')).toHaveCount(0);
    });
  });

  test('asks for the supplier and its theme once, on the server, with the stored cookie answer', async ({ page, context, baseURL }) => {
    // A returning shopper who kept only the necessary cookies: the first requests already say so.
    await resetPlatform(page);
    await context.addCookies([{ name: 'vitrine_consent', value: 'v1.000', url: baseURL }]);
    const fromPage = recordRequests(page);
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
    await expect(page.getByRole('link', { name: /^Ofertas da semana/ }).first()).toBeVisible();
    // Answered already: no banner, in the server's page or after.
    await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toHaveCount(0);
    const isSupplierCall = (url: string) => /\/app\/[^/]+\/fornecedor\?(.*&)?idfornecedor=|\/tema$/.test(url);
    const asked = (await platformReceived(page)).filter((request) => isSupplierCall(request.url));
    expect(asked.map((request) => new URL(request.url, MOCK_URL).pathname.split('/').at(-1))).toEqual(['fornecedor', 'tema']);
    for (const request of asked) {
      expect(JSON.parse(request.headers['x-cookie-preferences'] ?? '{}')).toEqual({ necessary: true, session: false, performance: false, personalisation: false });
    }
    expect(fromPage.filter((request) => isSupplierCall(request.url()))).toEqual([]);
  });

  test('an answer an older version kept in localStorage is kept, and moves to the consent cookie', async ({ page, context, baseURL }) => {
    await page.addInitScript(() => {
      localStorage.setItem('vitrine:cookie-preferences', JSON.stringify({ version: 1, preferences: { session: false, performance: false, personalisation: false } }));
    });
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
    await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toHaveCount(0);
    await expect.poll(async () => (await context.cookies(baseURL)).find((c) => c.name === 'vitrine_consent')?.value).toBe('v1.000');
  });

  test.describe("the supplier's configuration (spec 7 configuracao/fornecedor)", () => {
    test('its SEO names a page its theme does not; its menu entries lead into the store', async ({ page }) => {
      await page.goto('/padaria-sol');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Pães quentinhos');
      await expect(page).toHaveTitle('Padaria Sol Nascente | Encomendas para retirar');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Pães, bolos e encomendas de festa para retirar na Vila Mariana e em Pinheiros.');

      await page.goto('/demo');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Instagram (abre em nova aba)' })).toHaveAttribute('target', '_blank');
      await expect(menu.getByText('Oferta secreta')).toHaveCount(0);
      await menu.getByRole('link', { name: 'Produtos em promoção' }).click();
      await expect(page).toHaveURL(/\/demo\/produtos\?tag=promocao$/);
      await expect(page.getByRole('grid', { name: 'Filtrar por' }).getByRole('row', { name: 'Promoção' })).toHaveAttribute('aria-selected', 'true');
    });

    test("when it fails, the supplier record's own configuration stands", async ({ page }) => {
      await page.route(
        (url) => isConfigCall(url),
        (route) => route.fulfill({ status: 500, json: { mensagem: 'Erro interno do servidor' } }),
      );
      const answered = page.waitForResponse((response) => isConfigCall(new URL(response.url())));
      await page.goto('/demo');
      await answered;
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Atacado e varejo com entrega para o seu negócio.');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Início' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Produtos em promoção' })).toHaveCount(0);
    });
  });

  test("a link straight to a category is headed by it (spec 7 obter-setor), even when the category tree fails", async ({ page }) => {
    // The server asks for the tree for the first page, the browser for the next: both fail.
    await useScenario(page, /\/listacategoriasprodutos\//, 'categorias-falha', /\/demo\/produtos$/);
    await page.goto('/demo/produtos?categoria=demo%2Fmercearia');
    await expect(page.getByRole('heading', { level: 1, name: 'Mercearia' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/demo/produtos');
    await page.getByRole('navigation', { name: 'Subcategorias de Mercearia' }).getByRole('link', { name: 'Arroz', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/produtos\?categoria=demo%2Fmercearia%2Farroz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Arroz' })).toBeVisible();
    await expect(page.getByRole('article', { name: /^Arroz / }).first()).toBeVisible();
  });

  test("the server's page shows the supplier before any script arrives", async ({ page }) => {
    // The app's scripts never arrive: what the shopper sees is the page's own HTML.
    await page.route(/\/assets\/[\w-]+\.js$/, () => undefined);
    // DOMContentLoaded waits for module scripts: the page is looked at as soon as it arrives.
    await page.goto('/demo', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bem-vindo à Distribuidora Demo!');
    await expect(page.getByRole('link', { name: /Distribuidora Demo/ }).first()).toBeVisible();
    await expect(page).toHaveTitle('Distribuidora Demo | Pedidos online');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
  });

  test("the cookie banner answers before the page's scripts arrive, and the answer holds", async ({ page, context, baseURL }) => {
    // No script ever runs: the banner's two answers are a form the server takes.
    await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/demo/produtos?tag=promocao', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Somente necessários' }).click();
    await expect(page).toHaveURL(/\/demo\/produtos\?tag=promocao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toHaveCount(0);
    expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'vitrine_consent')?.value).toBe('v1.000');
  });

  test('remembers the cookie choice, keyboard only', async ({ page }) => {
    await page.goto('/demo');
    const necessary = page.getByRole('button', { name: 'Somente necessários' });
    await expect(necessary).toBeVisible();
    await necessary.focus();
    await page.keyboard.press('Enter');
    await expect(necessary).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toHaveCount(0);
  });

  test('the skip link takes keyboard users past the header', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The loading screen can linger a moment after the page's heading shows; Tab once the page has settled.
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
    // Start as a fresh visit does: the page focused and nothing in it, so Tab begins at the top of the
    // document (a busy headless browser may otherwise keep the focus in its own UI).
    await page.bringToFront();
    await page.evaluate(() => {
      window.focus();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Ir para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('shows the order-submitted and 429 pages', async ({ page }) => {
    await page.goto('/demo/submissao/4512');
    await expect(page.getByText('Número do pedido: 4512')).toBeVisible();
    await page.goto('/demo/erro/too-many-request');
    await expect(page.getByRole('heading', { name: 'Muitas tentativas em pouco tempo' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a loja' }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });
});
