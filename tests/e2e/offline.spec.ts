import { type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { addFromCatalogue, APP_URL, recordRequests, resetPlatform, visit } from './support/shop';

/*
 * Issue 10 "Faults": the network goes away in the middle of cart edits. The edits stay, the shopper is
 * told (politely, in a status region), and once the network is back the platform receives the cart as
 * it was left, in one save.
 */

const OFFLINE = 'Você está sem conexão. Suas alterações no carrinho foram guardadas e serão enviadas quando a conexão voltar.';
const RESYNCED = 'Conexão restabelecida. Seu carrinho foi salvo.';
const ARROZ = 'Arroz branco tipo 1 Qualitá 1 kg';
const SECOND = 'Arroz branco tipo 1 Da Casa 5 kg';

const isCartSave = (r: Request) => r.method() === 'POST' && /\/cart$/.test(new URL(r.url()).pathname);

test('offline in the middle of cart edits: kept, told, and saved once when back online', async ({ page, context }) => {
  await resetPlatform(page);
  const requests = recordRequests(page);
  await visit(page, '/demo/produtos');
  const firstSave = page.waitForResponse((r) => isCartSave(r.request()) && r.ok());
  await addFromCatalogue(page, ARROZ);
  await firstSave;

  await context.setOffline(true);
  const savesBefore = requests.filter(isCartSave).length;
  await page.getByRole('button', { name: `Aumentar quantidade de ${ARROZ}` }).click();
  const status = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(status).toBeVisible();
  await page.getByRole('button', { name: `Aumentar quantidade de ${ARROZ}` }).click();
  await addFromCatalogue(page, SECOND);

  // The header and the cart panel show the cart as it was left; the panel says it is kept too.
  await page.getByRole('button', { name: 'Carrinho, 2 itens' }).click();
  const panel = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(panel.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: ARROZ, exact: true })).toHaveValue('3');
  const secondQuantity = Number(await panel.getByRole('textbox', { name: SECOND, exact: true }).inputValue());
  expect(secondQuantity).toBeGreaterThan(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);

  const resaved = page.waitForResponse((r) => isCartSave(r.request()) && r.ok());
  await context.setOffline(false);
  const reply = await resaved;
  await expect(panel.getByRole('status').filter({ hasText: RESYNCED })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: ARROZ, exact: true })).toHaveValue('3');

  // One save went once the network was back, with every offline edit (the failed tries, if any, never left the browser).
  const sent = requests.filter(isCartSave).slice(savesBefore).filter((r) => r.failure() === null);
  expect(sent).toHaveLength(1);
  const body = sent[0]?.postDataJSON() as { cartItens: { idproduto: string; quantidade: number }[] };
  expect(body.cartItens.map((i) => i.quantidade).sort()).toEqual([3, secondQuantity].sort());

  // And the platform holds it: its cart, read back by the same address.
  const banco = (await context.cookies(APP_URL)).find((c) => c.name === 'banco')?.value ?? '';
  const stored = await page.request.get(reply.url(), { headers: { 'x-banco': banco } });
  expect(stored.ok()).toBe(true);
  const cart = (await stored.json()) as { produtosSelecionados: { nome: string; quantidade: number }[] };
  expect(cart.produtosSelecionados.map((p) => [p.nome, p.quantidade]).sort()).toEqual([[ARROZ, 3], [SECOND, secondQuantity]].sort());
});
