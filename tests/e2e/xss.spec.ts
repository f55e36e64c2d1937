import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { XSS_VECTORS } from '../../mocks/db/xssVectors';
import { checkout, resetPlatform, useScenario, visit } from './support/shop';

/*
 * Issue 10 "Security": under `html-hostil` every place that shows server HTML (static page, footer,
 * terms of use, product description, order instructions, the shipping warning of spec 8) gets the vectors of
 * mocks/db/xssVectors.ts. None runs (window.__xss stays unset, no dialog), their harmless text stays.
 */

/** The calls whose answers carry server HTML (mocks/scenarios `html-hostil`). */
const HTML_CALLS = /\/pagina-estatica\/[^/]+\/slug\/|\/rodape$|\/custom-content\/|\/fornecedor\/[^/]+\/produto\/[^/]+$|\/formas-entrega\/|\/termouso$/;

/** What ui/SafeHtml may leave: formatting tags, and `href`/`title` only, with links to http(s), mail, phone or this site's paths. */
const KEPT_TAGS = ['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A', 'SPAN', 'SMALL', 'H2', 'H3', 'H4'];

function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * One place of server HTML: its harmless text is all there, only allowed markup is left, and a click on
 * each of its links stays on the page.
 */
async function checkPlace(page: Page, place: Locator, intro: string): Promise<void> {
  const introText = place.getByText(intro, { exact: true });
  await expect(introText).toBeVisible();
  // The sanitised HTML's own container (ui/SafeHtml): the parent of its first paragraph.
  const html = introText.locator('xpath=..');
  for (const vector of XSS_VECTORS) {
    if (vector.text) await expect(html, `vector ${vector.id} (${vector.name})`).toContainText(vector.text);
  }
  const left = await html.evaluate((root, kept) => {
    const odd: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (!kept.includes(el.tagName)) odd.push(`<${el.tagName.toLowerCase()}>`);
      for (const attr of el.attributes) {
        if (attr.name !== 'href' && attr.name !== 'title') odd.push(`${el.tagName.toLowerCase()}[${attr.name}]`);
        if (attr.name === 'href' && !/^(https?:|mailto:|tel:|\/(?![/\\]))/i.test(attr.value)) odd.push(`href=${attr.value}`);
      }
    }
    return odd;
  }, KEPT_TAGS);
  expect(left).toEqual([]);
  // A click activates a link as a person's would (a script URL runs on any click): one pass in the page is fast.
  const url = page.url();
  const clicked = await html.evaluate((root) => {
    const links = Array.from(root.querySelectorAll('a'));
    links.forEach((a) => a.click());
    return links.length;
  });
  expect(clicked).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(page.url()).toBe(url);
}

/**
 * Nothing ran: every image settled (their error handlers would have fired by now), no flag, no dialog. A
 * lazy image out of view (a gallery's next photo, a card below the fold) is not asked for, so never settles.
 */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      if (img.complete) return true;
      const box = img.getBoundingClientRect();
      const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      return img.loading === 'lazy' && !inView;
    }),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => typeof (window as Window & { __xss?: unknown }).__xss)).toBe('undefined');
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="//"], base, meta[http-equiv="refresh" i], iframe, object, embed')).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test('hostile server HTML in static page, footer, terms, product description, instructions and shipping warning never runs', async ({ page }) => {
  // The product and static pages come from their loaders, on the server (which sanitises them too).
  await useScenario(page, HTML_CALLS, 'html-hostil', /\/(produto|pagina)\//);
  const dialogs = watchDialogs(page);

  await test.step('static page and footer', async () => {
    await visit(page, '/demo/pagina/quem-somos');
    await expect(page.getByRole('heading', { level: 1, name: 'Página hostil' })).toBeVisible();
    await checkPlace(page, page.getByRole('article'), 'Texto da página estática.');
    const footer = page.getByRole('contentinfo');
    await checkPlace(page, footer, 'Texto do rodapé.');
    // The footer's hostile links (script and data URLs, other sites passed as paths) are not offered at all.
    await expect(footer.getByRole('navigation', { name: 'Institucional' })).toBeVisible();
    await expect(footer.getByText(/^Link hostil/)).toHaveCount(0);
    await expectInert(page, dialogs);
  });

  await test.step('terms of use (sign-up)', async () => {
    await page.goto('/demo/cadastro');
    await page.getByRole('button', { name: 'Ler os termos de uso' }).click();
    await checkPlace(page, page.getByRole('dialog', { name: 'Termos de uso' }), 'Texto dos termos de uso.');
    await expectInert(page, dialogs);
  });

  await test.step('product description', async () => {
    await page.goto('/demo/produto/demo-arroz-1');
    await checkPlace(page, page.getByRole('region', { name: 'Descrição' }), 'Texto da descrição do produto.');
    await expectInert(page, dialogs);
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  });

  await test.step('checkout: order instructions and the shipping warning', async () => {
    await checkout(page);
    await checkPlace(page, page.getByRole('region', { name: 'Instruções do pedido' }), 'Texto das instruções do pedido.');
    // spec 8 'Falha ao consultar agendamentos': the server's text in the warning, sanitised.
    const warning = page.getByRole('alert').filter({ hasText: 'Falha ao consultar agendamentos' });
    await checkPlace(page, warning, 'Texto do aviso de entrega.');
    await expectInert(page, dialogs);
  });
});
