import { expect, test as base } from '@playwright/test';

/**
 * The journeys' `test`: a page of this site is the server's HTML first, and a press on a button before
 * the page's scripts have taken it over does nothing yet (issue 21 makes such presses count). So after
 * loading a page of this site, `goto` and `reload` wait until it runs (`<html data-hydrated>`), as a
 * shopper waits for a page to respond. Links work before that; `waitUntil: 'commit'` looks at the raw HTML.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const running = async () => {
      if (new URL(page.url()).origin === origin) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await running();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await running();
      return response;
    };
    await use(page);
  },
});

export { expect };
