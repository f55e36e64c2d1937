import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addFromCatalogue, checkout, logInAsMaria, MARIA, resetPlatform, visit } from './support/shop';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Every CSP violation the pages report (the document's event) and every console line about one. */
async function watchPolicy(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => seen.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportCspViolation?: (violation: Violation) => void }).__reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI || 'inline', source: event.sourceFile });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test('the production build runs under its CSP: every kind of page, panel and the chat socket, no violation', async ({ page }) => {
  // Ten pages, a purchase and the chat: more than the default 30 s on a busy 2-core machine (CI ran out mid-page once).
  test.setTimeout(90_000);
  const seen = await watchPolicy(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const first = page.waitForResponse((response) => new URL(response.url()).pathname === '/demo');
  await visit(page, '/demo');
  const policy = (await first).headers()['content-security-policy'] ?? '';
  // A visitor's page, which a shared cache may keep: its own script files and, by its hash, the head's
  // script that holds early presses (run here: a mismatch would be a violation below); no nonce to share.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  expect(policy).not.toContain('nonce-');
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);

  await page.goto('/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/demo\/produto\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The cart panel, the login panel and the checkout.
  await checkout(page, MARIA);

  const orders = page.waitForResponse((response) => new URL(response.url()).pathname === '/demo/pedidos');
  await page.goto('/demo/pedidos');
  await expect(page.getByRole('list', { name: 'Lista de pedidos' })).toBeVisible();
  // Her own page: its own files, the head's script by its hash, other inline ones only with this response's nonce (a new one per response).
  const hers = (await orders).headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'self' 'sha256-[\w+/]+=*' 'nonce-([\w+/=]{20,})';/.exec(hers)?.[1];
  expect(nonce).toBeDefined();
  expect(await page.locator(`script[type="module"]`).first().evaluate((script: HTMLScriptElement) => script.nonce)).toBe(nonce);
  // The hostile static page (content.spec.ts): its handlers are stripped before any parser meets them.
  await page.goto('/demo/pagina/novidades');
  await expect(page.getByRole('heading', { level: 2, name: 'Novidades da semana' })).toBeVisible();
  const socket = page.waitForEvent('websocket');
  await page.goto('/demo/conversas');
  await expect(page.getByRole('list', { name: 'Conversas' })).toBeVisible();
  expect((await socket).isClosed()).toBe(false);

  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
  expect(dialogs).toEqual([]);
});

// spec 2: `?voltar=` comes from the address bar; after login only a path of this site is followed.
const hostile = ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', 'https://evil.example'];

for (const target of hostile) {
  test(`logging in with ?voltar=${target} stays on this site`, async ({ page, baseURL }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const leaks: string[] = [];
    await page.route((url) => url.hostname.endsWith('evil.example'), (route) => {
      leaks.push(route.request().url());
      return route.abort();
    });
    await visit(page, `/demo/finalizar?voltar=${encodeURIComponent(target)}`);
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    await logInAsMaria(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(new URL(page.url()).pathname).toBe('/demo/finalizar');
    expect(leaks).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}
