import { expect, test } from './support/test';
import { addFromCatalogue, checkout, lastBody, recordRequests, resetPlatform, useScenario, visit } from './support/shop';

/*
 * Issue 19, item 4 (spec 8 "Orders"): a failed submit, or a success carrying mensagemErro, runs the
 * duplicate check. An error there is shown; otherwise the order is done: the cart is cleared and the
 * shopper goes to the submission page, which says when the order's number is not known.
 */

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await page.getByText('Boleto bancário (28 dias)').click();
});

test('the submit fails on its way but the check finds no error: the order is done, without a number yet', async ({ page }) => {
  await useScenario(page, /\/pedido(\/duplicidade)?$/, 'pedido-sem-numero');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/demo\/submissao$/);
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  await expect(page.getByText('Recebemos o seu pedido, mas o número dele ainda não chegou até nós. Ele aparece em Meus pedidos assim que for registrado.')).toBeVisible();
  await expect(page.getByText('Arroz branco tipo 1 Qualitá 1 kg · 1 un')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  await page.getByRole('link', { name: 'Meus pedidos' }).click();
  await expect(page).toHaveURL(/\/demo\/pedidos$/);
});

test('a success that carries mensagemErro is checked; no error there, the order is done with its number', async ({ page }) => {
  await useScenario(page, /\/pedido(\/duplicidade)?$/, 'sucesso-com-aviso');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/demo\/submissao\/\d+$/);
  await expect(page.getByText(/^Número do pedido: \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
});

test('"Enviar pedido" pressed while the options of a new choice are on their way waits for them, and the order goes with them', async ({ page }) => {
  const sent = recordRequests(page);
  // The pickup's options are held until the order waits for them: a slow network, made certain.
  let asked = () => {};
  const lookingUp = new Promise<void>((resolve) => (asked = resolve));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/formas-entrega\//, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.getByText('Retirar na loja').click();
  await lookingUp;
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('progressbar', { name: 'Aguarde' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  expect(lastBody(sent, 'POST', /\/pedido$/)).toMatchObject({ tipoEntrega: 'RETIRADA' });
});
