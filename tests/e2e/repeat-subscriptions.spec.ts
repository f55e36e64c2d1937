import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { brl, logInAsMaria, recordRequests, resetPlatform, visit } from './support/shop';

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

/** Signs in from the page's own "Entrar" (the screen asks a visitor to). */
async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  await logInAsMaria(page);
}

test('maria repeats an order whose prices changed: she sees old and new prices, confirms, and the cart holds the items at today\'s prices', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/pedidos/4508');
  await signIn(page);
  await page.getByRole('button', { name: 'Repetir pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Repetir o pedido 4508' });
  await expect(dialog.getByText('Alguns produtos mudaram desde este pedido. Confira antes de adicionar ao carrinho.')).toBeVisible();
  await expect(dialog.getByText(`Preço mudou: de ${brl(4.9)} para ${brl(5.9)}`)).toBeVisible();
  await expect(dialog.getByText(`Preço mudou: de ${brl(26.99)} para ${brl(25.49)}`)).toBeVisible();
  await expect(dialog.getByText('Indisponível')).toBeVisible();
  await expect(dialog.getByText('Quantidade ajustada para 3 (mínimo de 3)')).toBeVisible();
  // Nothing goes to the cart before she confirms.
  expect(sent.some((r) => r.method() === 'POST' && r.url().endsWith('/cart'))).toBe(false);

  await dialog.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialog.getByText('Os produtos do pedido foram carregados no seu carrinho')).toBeVisible();

  // The platform's cart save received the items that can be bought, the out-of-stock one left out.
  const save = sent.filter((r) => r.method() === 'POST' && /\/usuario\/c-maria\/cart$/.test(new URL(r.url()).pathname)).at(-1);
  const items = (save?.postDataJSON() as { cartItens: { idproduto: string; quantidade: number }[] }).cartItens.map((i) => [i.idproduto, i.quantidade]);
  expect(items.sort()).toEqual(
    [
      ['demo-arroz-1', 1],
      ['demo-arroz-10', 3],
      ['demo-arroz-2', 2],
      ['demo-arroz-3', 3],
      ['demo-arroz-4', 4],
    ].sort(),
  );

  await dialog.getByRole('button', { name: 'Ver carrinho' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  const rice = cart.getByRole('listitem').filter({ hasText: 'Arroz branco tipo 1 Qualitá 1 kg' });
  await expect(rice.getByText(brl(5.9)).first()).toBeVisible();
  await expect(cart.getByText('Arroz integral Da Casa 5 kg')).toHaveCount(0);
});

test('maria cancels a subscription after confirming: the platform gets the DELETE and the list shows it cancelled', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/pedidos');
  await signIn(page);
  await page.getByRole('tab', { name: 'Assinaturas' }).click();
  const list = page.getByRole('list', { name: 'Assinaturas' });
  const weekly = list.getByRole('listitem').filter({ hasText: 'Toda semana' });
  await expect(weekly.getByText('Ativa', { exact: true })).toBeVisible();
  await weekly.getByRole('link', { name: /^Ver detalhes da assinatura Toda semana/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Assinatura: Toda semana' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Produtos' }).getByText('Arroz branco tipo 1 Qualitá 1 kg')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar esta assinatura?' });
  // "Manter" first: nothing is sent.
  await confirm.getByRole('button', { name: 'Manter assinatura' }).click();
  await expect(confirm).toBeHidden();
  expect(sent.some((r) => r.method() === 'DELETE')).toBe(false);

  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await confirm.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Assinatura cancelada. Não haverá novas entregas.')).toBeVisible();
  const deletes = sent.filter((r) => r.method() === 'DELETE').map((r) => new URL(r.url()).pathname);
  expect(deletes).toEqual([expect.stringMatching(/\/v4\/subscription\/cancel\/ass-1$/)]);

  await page.getByRole('link', { name: 'Voltar para as assinaturas' }).click();
  await expect(weekly.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(weekly.getByText(/Sem próximas entregas/)).toBeVisible();
});
