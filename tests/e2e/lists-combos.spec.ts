import { expect, test, type Page } from '@playwright/test';
import { brl, lastBody, MARIA, recordRequests, resetPlatform, visit } from './support/shop';

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

/** Fills the login panel the page opened. */
async function logIn(page: Page) {
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
}

test('maria applies a list the supplier suggested: its products land in her cart', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/listas');
  // A visitor is asked to sign in first.
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await logIn(page);

  await page.getByRole('tab', { name: 'Sugeridas' }).click();
  await page.getByRole('link', { name: 'Reposição da mercearia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reposição da mercearia' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Produtos da lista' });
  await expect(products.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Aplicar ao carrinho' }).click();
  await expect(page.getByText('Os produtos da lista foram carregados no seu carrinho')).toBeVisible();
  expect(sent.filter((r) => r.method() === 'POST' && /\/shopping-list\/[^/]+\/apply\/lista-2$/.test(new URL(r.url()).pathname))).toHaveLength(1);

  await page.getByRole('button', { name: /^Carrinho, 3 itens/ }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  for (const [name, quantity] of [
    ['Arroz branco tipo 1 Qualitá 1 kg', '5'],
    ['Feijão carioca Qualitá 500 g', '4'],
    ['Macarrão espaguete Qualitá 1 kg', '3'],
  ] as const) {
    await expect(cart.getByRole('textbox', { name, exact: true })).toHaveValue(quantity);
  }
  // 5 x 5,90 + 4 x 4,49 + 3 x 7,90
  await expect(cart.getByText(brl(71.16)).first()).toBeVisible();
});

test('maria adds a combo: told first that the beans go by three, then every product is in her cart', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/combos');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Entrar' }).click();
  await logIn(page);

  await page.getByRole('link', { name: 'Combo Arroz e feijão' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Combo Arroz e feijão' })).toBeVisible();
  await expect(page.getByText('Feijão preto Qualitá 500 g: pedido mínimo, vão 3 un ao carrinho em vez de 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar combo ao carrinho' }).click();
  await expect(page.getByText('Os 3 produtos do combo foram adicionados ao seu carrinho.')).toBeVisible();

  // What the platform holds: the combo's products under the quantity rules.
  const saved = lastBody(sent, 'POST', /\/cart$/) as { cartItens: { idproduto: string; quantidade: number }[] };
  expect(saved.cartItens.map((i) => [i.idproduto, i.quantidade])).toEqual([
    ['demo-arroz-1', 2],
    ['demo-feijao-33', 3],
    ['demo-oleo-97', 1],
  ]);
  await page.getByRole('button', { name: /^Carrinho, 3 itens/ }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(cart.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg', exact: true })).toHaveValue('2');
  await expect(cart.getByRole('textbox', { name: 'Feijão preto Qualitá 500 g', exact: true })).toHaveValue('3');
  await expect(cart.getByRole('textbox', { name: 'Óleo de soja Qualitá 900 ml', exact: true })).toHaveValue('1');
});
