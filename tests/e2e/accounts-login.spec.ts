import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addFromCatalogue, checkout, MARIA, resetPlatform, visit } from './support/shop';

/** Login, logout, API key, return-to and the cross-domain landing (issue 8, spec 2, 4, 5, 6, 8). */

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function openLogin(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login).toBeVisible();
  return login;
}

const loginField = (panel: ReturnType<Page['getByRole']>) => panel.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ });

async function expectSignedInAs(page: Page, nome: string) {
  const menu = await openMenu(page);
  await expect(menu.getByText(`Olá, ${nome}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('login by CPF, masked as typed', async ({ page }) => {
  await visit(page, '/demo');
  const login = await openLogin(page);
  await loginField(login).pressSequentially('52998224725');
  await expect(loginField(login)).toHaveValue('529.982.247-25');
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await expectSignedInAs(page, 'Maria da Silva');
});

test('login by e-mail, kept as typed', async ({ page }) => {
  await visit(page, '/demo');
  const login = await openLogin(page);
  await loginField(login).pressSequentially('Maria@Exemplo.com.br');
  await expect(loginField(login)).toHaveValue('Maria@Exemplo.com.br');
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await expectSignedInAs(page, 'Maria da Silva');
});

test.describe('approval matters only where the supplier\'s tags ask for it (spec 5, 6; issue 19, item 3)', () => {
  async function signInJoao(page: Page) {
    const login = await openLogin(page);
    await loginField(login).fill('joao@exemplo.com.br');
    await login.getByLabel(/^Senha/).fill('demo1234');
    await login.getByRole('button', { name: 'Entrar' }).click();
    return login;
  }

  test('block-not-approved-user and support-budget (casa-noturna): held back with the review message', async ({ page }) => {
    await visit(page, '/casa-noturna');
    const login = await signInJoao(page);
    await expect(login.getByText('Seu cadastro já foi confirmado e aguarda aprovação')).toBeVisible();
    await expect(login).toBeVisible();
  });

  test('no approval tag (demo): an unapproved client signs in normally', async ({ page }) => {
    await visit(page, '/demo');
    const login = await signInJoao(page);
    await expect(login).toBeHidden();
    await expectSignedInAs(page, 'João Pereira');
  });

  test('restrict-not-approved-user-submission (adega-noite): she browses and fills a cart, but cannot submit', async ({ page }) => {
    await visit(page, '/adega-noite');
    await page.getByRole('textbox', { name: /^Cidade, bairro ou rua/ }).fill('Barueri');
    await page.getByRole('button', { name: 'Buscar endereço' }).click();
    await page.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button', { name: 'Barueri/SP', exact: true }).click();
    await expect(page).toHaveURL(/\/adega-noite$/);
    const login = await signInJoao(page);
    await expect(login).toBeHidden();
    await page.goto('/adega-noite/produtos');
    await addFromCatalogue(page, 'Água mineral sem gás Reserva 500 ml');
    await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
    await page.getByRole('dialog', { name: 'Carrinho' }).getByRole('link', { name: 'Finalizar pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
    // Said before anything is filled in, and again when she tries.
    const notice = page.getByRole('main').getByText('Você pode montar o carrinho e escolher a entrega; o envio do pedido fica liberado quando o fornecedor aprovar o seu cadastro.');
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Seu cadastro já foi confirmado e aguarda aprovação' })).toBeVisible();
    await expect(page).toHaveURL(/\/adega-noite\/finalizar$/);
    await expect(page.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  });

  test('a session that reaches a supplier holding unapproved clients back ends there, with the review message', async ({ page }) => {
    await visit(page, '/demo');
    const login = await signInJoao(page);
    await expect(login).toBeHidden();
    await page.goto('/casa-noturna');
    const toast = page.getByRole('alertdialog', { name: 'Seu cadastro já foi confirmado e aguarda aprovação' });
    await expect(toast).toContainText('Este fornecedor libera as compras depois de analisar o cadastro.');
    const menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

test('API-key login: the key leaves the address, the ERP user is signed in', async ({ page }) => {
  await page.goto('/demo?api_key=demo-api-key&id_erp_usuario=ERP-1');
  await expect(page).toHaveURL(/\/demo$/);
  await page.getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(async () => {
    await expectSignedInAs(page, 'Integração ERP');
  }).toPass({ timeout: 5000 });
  // Replaced, not pushed: the address (and its history entry) no longer holds the key.
  expect(await page.evaluate(() => location.search)).toBe('');
});

test('logout empties the cart and goes to the supplier home', async ({ page }) => {
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await expect(page.getByRole('button', { name: /^Carrinho, 1 item/ })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  const again = await openMenu(page);
  await expect(again.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test("the session is an HttpOnly cookie no script reads; a reload's first HTML has her own prices; logout removes it", async ({ page, context }) => {
  await visit(page, '/mercado-verde/produtos');
  await expect(page.getByRole('main').getByText(/R\$\s/)).toHaveCount(0);
  const login = await openLogin(page);
  await loginField(login).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('main').getByText(/R\$\s/).first()).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === 'vitrine_sessao');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('vitrine_sessao');
  const stored = await page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));
  expect(stored).not.toContain('token-c-maria');
  expect(stored).not.toContain('jwt-c-maria');
  // Which client to resume is written as spec 4 allows (within its 500 ms).
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('vitrine_cliente');

  // What the server answers a reload: her prices, and no token anywhere in it.
  const html = await (await page.request.get('/mercado-verde/produtos')).text();
  expect(html).toMatch(/R\$\u00a0\d/);
  expect(html).not.toContain('token-c-maria');
  expect(html).not.toContain('jwt-c-maria');
  await page.reload();
  await expectSignedInAs(page, 'Maria da Silva');

  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('vitrine_sessao');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('vitrine_cliente');
  expect(await (await page.request.get('/mercado-verde/produtos')).text()).not.toMatch(/R\$\u00a0\d/);
});

test('after login the shopper returns to the remembered page and its search string', async ({ page }) => {
  // From the checkout, its search string kept.
  await visit(page, '/demo/finalizar?origem=carrinho');
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  let login = page.getByRole('dialog', { name: 'Entrar' });
  await loginField(login).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/demo\/finalizar\?origem=carrinho$/);

  // `?voltar=` leads back after login; another site's address would be ignored.
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/finalizar?voltar=%2Fdemo%2Fprodutos%3Fq%3Darroz');
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  login = page.getByRole('dialog', { name: 'Entrar' });
  await loginField(login).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/demo\/produtos\?q=arroz$/);
});

test("switching to a supplier with its own domain carries the session to that domain's landing", async ({ page, baseURL }) => {
  const at = (host: string) => {
    const url = new URL(baseURL ?? 'http://127.0.0.1:4174');
    url.hostname = host;
    return url.origin;
  };
  await visit(page, `${at('demo.vitrine.localhost')}/demo`);
  const login = await openLogin(page);
  await loginField(login).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Trocar de fornecedor' }).click();
  const suppliers = page.getByRole('dialog', { name: 'Trocar de fornecedor' });
  const link = suppliers.getByRole('link', { name: 'Mercado Verde Hortifrúti' });
  // The token is in an HttpOnly cookie: the link goes through the server, which writes it into the landing.
  const landing = `${at('www.mercadoverde.localhost')}/mercado-verde/login-token/httponly-cookie/maria%40exemplo.com.br`;
  await expect(link).toHaveAttribute('href', `${at('demo.vitrine.localhost')}/_storefront/sessao/levar?para=${encodeURIComponent(landing)}`);
  const handedOver = page.waitForResponse((response) => response.url().includes('/login-token/token-c-maria/'));
  await link.click();
  await handedOver;
  await expect(page).toHaveURL(`${at('www.mercadoverde.localhost')}/mercado-verde`);
  await expect(page).toHaveTitle('Mercado Verde | Hortifrúti');
  await expectSignedInAs(page, 'Maria da Silva');
});
