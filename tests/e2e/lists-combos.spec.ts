import { expect, test } from './support/test';
import { brl, lastBody, logInAsMaria, recordRequests, resetPlatform, visit } from './support/shop';

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test('maria applies a list the supplier suggested: its products land in her cart', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/listas');
  // A visitor is asked to sign in first.
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await logInAsMaria(page);

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

test('maria adds a combo: one combo line at the combo price, its products under it, saved and ordered as the combo', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/combos');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Entrar' }).click();
  await logInAsMaria(page);

  await page.getByRole('link', { name: 'Combo Arroz e feijão' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Combo Arroz e feijão' })).toBeVisible();
  const [comboPrice = 'none'] = /R\$\s[\d.]+,\d{2}/.exec(await page.getByText('No combo').locator('xpath=following-sibling::dd[1]').innerText()) ?? [];
  await page.getByRole('button', { name: 'Adicionar combo ao carrinho' }).click();
  await expect(page.getByText('O combo está no seu carrinho.')).toBeVisible();

  // What the platform holds: one combo item naming its products, at the combo's quantities (the
  // beans' own minimum of 3 does not apply inside the combo).
  type Item = { idproduto: string; quantidade: number; idcombopromocional_cabecalho?: string; produtos?: { idproduto: string; quantidade: number }[] };
  const saved = lastBody(sent, 'POST', /\/cart$/) as { cartItens: Item[] };
  expect(saved.cartItens).toHaveLength(1);
  expect(saved.cartItens[0]).toMatchObject({ idcombopromocional_cabecalho: expect.stringMatching(/-combo-1$/), quantidade: 1 });
  expect(saved.cartItens[0]!.produtos!.map((p) => [p.idproduto, p.quantidade])).toEqual([
    ['demo-arroz-1', 2],
    ['demo-feijao-33', 2],
    ['demo-oleo-97', 1],
  ]);

  await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(cart.getByRole('textbox', { name: 'Combo Arroz e feijão', exact: true })).toHaveValue('1');
  await expect(cart.getByRole('list', { name: 'Produtos do Combo Arroz e feijão' }).getByRole('listitem')).toHaveText([
    '2 × Arroz branco tipo 1 Qualitá 1 kg',
    '2 × Feijão preto Qualitá 500 g',
    '1 × Óleo de soja Qualitá 900 ml',
  ]);
  // The line is priced as the combo (beside the automatic coupon's price, when one applies).
  await expect(cart.getByRole('listitem').filter({ hasText: 'Combo Arroz e feijão' }).first()).toContainText(comboPrice.replace(/\s/g, '\u00a0'));

  // The order carries the combo as one item too.
  await cart.getByRole('link', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('list', { name: 'Produtos do Combo Arroz e feijão' })).toBeVisible();
  await page.getByText('Boleto bancário (28 dias)').click();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/demo\/submissao\/\d+$/);
  await expect(page.getByText('Combo Arroz e feijão · 1 un')).toBeVisible();
  const order = lastBody(sent, 'POST', /\/pedido$/) as { itens: Item[] };
  expect(order.itens).toEqual([{ ...saved.cartItens[0], embalarParaPresente: false }]);
});
