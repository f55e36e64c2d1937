import { expect, test } from './support/test';
import { logInFromMenu, recordRequests, resetPlatform, visit } from './support/shop';

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

// Demo SKUs (mocks/db/catalogue.ts): ARR-0001 plain, ARR-0010 minimum 3 per order.
const PASTED = 'ARR-0001;2\nARR-0010;1\nXYZ-9999;4\nARR-0003;dois';

test('maria pastes four lines, sees each verdict, and adds the valid ones in one step with the adjusted quantity', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo');
  await logInFromMenu(page);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pedido rápido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Itens do pedido' }).fill(PASTED);
  await page.getByRole('button', { name: 'Conferir itens' }).click();

  const table = page.getByRole('table', { name: 'Itens conferidos' });
  const row = (sku: string) => table.getByRole('row').filter({ hasText: sku });
  await expect(row('ARR-0001')).toContainText('Válido');
  await expect(row('ARR-0010')).toContainText('Quantidade ajustada para 3');
  await expect(row('ARR-0010')).toContainText('A quantidade mínima deste produto é 3 un.');
  await expect(row('XYZ-9999')).toContainText('SKU não encontrado');
  await expect(row('ARR-0003')).toContainText('Quantidade inválida');
  await expect(page.getByText('1 válido, 1 com quantidade ajustada, 2 com problema')).toBeVisible();
  // One lookup for the readable SKUs, and nothing sent to the cart before she adds.
  const lookups = sent.filter((r) => r.url().includes('/listaprodutosf/'));
  expect(lookups.map((r) => new URL(r.url()).searchParams.get('sk'))).toEqual(['ARR-0001,ARR-0010,XYZ-9999']);
  expect(sent.some((r) => r.method() === 'POST' && r.url().endsWith('/cart'))).toBe(false);

  await page.getByRole('button', { name: 'Adicionar 2 itens ao carrinho' }).click();
  await expect(page.getByText('2 itens foram adicionados ao carrinho.')).toBeVisible();

  // One save carried both rows, the adjusted one at its proposed quantity.
  const saves = sent.filter((r) => r.method() === 'POST' && /\/usuario\/c-maria\/cart$/.test(new URL(r.url()).pathname));
  expect(saves).toHaveLength(1);
  const items = (saves[0]?.postDataJSON() as { cartItens: { idproduto: string; quantidade: number }[] }).cartItens.map((i) => [i.idproduto, i.quantidade]);
  expect(items.sort()).toEqual(
    [
      ['demo-arroz-1', 2],
      ['demo-arroz-10', 3],
    ].sort(),
  );

  await page.getByRole('button', { name: 'Ver carrinho' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(cart.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('2');
  await expect(cart.getByRole('textbox', { name: 'Arroz integral Qualitá 5 kg' })).toHaveValue('3');
});
