import { expect, test } from './support/test';
import { addFromCatalogue, recordRequests, resetPlatform, visit } from './support/shop';

/*
 * Issue 19, item 1 (spec 4 "Cart quantities"): "+" is INC, "−" is DEC, typing is SET, on every stepper;
 * each cart line can be removed (DEL) and put back from the toast; "Esvaziar carrinho" asks first.
 */

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

const MIN3 = 'Arroz integral Qualitá 5 kg';
const RICE = 'Arroz branco tipo 1 Qualitá 1 kg';

test('before the cookies are answered, the open cart keeps "Finalizar pedido" clear of the cookie banner', async ({ page }) => {
  await page.goto('/demo/produtos');
  await page.getByRole('button', { name: `Adicionar ${RICE} ao carrinho` }).click();
  await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toBeVisible();
  await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
  const checkout = page.getByRole('dialog', { name: 'Carrinho' }).getByRole('link', { name: 'Finalizar pedido' });
  await expect(checkout).toBeInViewport();
  // A click would not tell: the modal lets no pointer reach the page behind it, the banner included, so a
  // click goes through a banner drawn over the link. What is drawn on top is the higher stacking layer.
  const layers = await page.evaluate(() => {
    const layer = (from: Element | null) => {
      for (let el = from; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.position !== 'static' && style.zIndex !== 'auto') return Number(style.zIndex);
      }
      return 0;
    };
    const link = Array.from(document.querySelectorAll('[role="dialog"] a')).find((a) => a.textContent === 'Finalizar pedido') ?? null;
    return { banner: layer(document.querySelector('[aria-label="Preferências de cookies"]')), link: layer(link) };
  });
  expect(layers.banner).toBeLessThan(layers.link);
  await checkout.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
});

test('"−" at a product\'s minimum takes it out, on the catalogue card and in the cart; typing under it is raised', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/produtos');
  // "Adicionar" is a step up from nothing: the minimum of 3.
  await addFromCatalogue(page, MIN3);
  const card = page.getByRole('article', { name: MIN3 });
  await expect(card.getByRole('textbox', { name: MIN3 })).toHaveValue('3');
  await card.getByRole('button', { name: `Diminuir quantidade de ${MIN3}` }).click();
  await expect(card.getByRole('button', { name: `Adicionar ${MIN3} ao carrinho` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  // spec 5: a visitor's empty cart is not saved (it used to be saved again at the minimum); she is told.
  const notSaved = page.getByRole('alertdialog', { name: 'Não foi possivel salvar o carrinho' });
  await expect(notSaved).toContainText('Sem uma conta, o carrinho vazio fica guardado apenas neste navegador.');
  // (The add may have been saved before the step down, on a slow machine; an empty cart never is.)
  const cartSaves = () => sent.filter((r) => r.method() === 'POST' && /\/cart$/.test(new URL(r.url()).pathname)).map((r) => r.postDataJSON() as unknown);
  expect(cartSaves()).not.toContainEqual({ cartItens: [] });
  await notSaved.getByRole('button', { name: 'Fechar' }).click();

  await addFromCatalogue(page, MIN3);
  await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  const field = cart.getByRole('textbox', { name: MIN3 });
  await field.fill('1');
  await field.press('Enter');
  await expect(field).toHaveValue('3');
  await expect(cart.getByText(/mínim/)).toBeVisible();
  await expect.poll(() => cartSaves().at(-1)).toEqual({ cartItens: [{ idproduto: 'demo-arroz-10', quantidade: 3, embalarParaPresente: false }] });
  await cart.getByRole('button', { name: `Diminuir quantidade de ${MIN3}` }).click();
  await expect(cart.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
});

test('a removed line comes back with "Desfazer"; "Esvaziar carrinho" asks, then empties the cart', async ({ page }) => {
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, RICE);
  await addFromCatalogue(page, MIN3);
  await page.getByRole('button', { name: 'Carrinho, 2 itens' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await cart.getByRole('button', { name: `Aumentar quantidade de ${RICE}` }).click();
  await expect(cart.getByRole('textbox', { name: RICE })).toHaveValue('2');

  await cart.getByRole('button', { name: `Remover ${RICE} do carrinho` }).click();
  await expect(cart.getByRole('textbox', { name: RICE })).toHaveCount(0);
  await expect(cart.getByText('Total (1 item)')).toBeVisible();
  const toast = page.getByRole('alertdialog', { name: 'Produto removido do carrinho' });
  await expect(toast).toContainText(RICE);
  // The toast waits for "Desfazer" beside the panel, not over "Finalizar pedido" (it stays until closed).
  const told = await toast.boundingBox();
  const finish = await cart.getByRole('link', { name: 'Finalizar pedido' }).boundingBox();
  expect(told && finish && (told.x + told.width <= finish.x || told.y + told.height <= finish.y)).toBe(true);
  await cart.getByRole('link', { name: 'Finalizar pedido' }).click({ trial: true });
  await toast.getByRole('button', { name: 'Desfazer' }).click();
  await expect(cart.getByRole('textbox', { name: RICE })).toHaveValue('2');
  await expect(toast).toHaveCount(0);

  await cart.getByRole('button', { name: 'Esvaziar carrinho' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Esvaziar o carrinho?' });
  await expect(confirm).toContainText('Os 2 itens do carrinho serão removidos.');
  await confirm.getByRole('button', { name: 'Esvaziar carrinho' }).click();
  await expect(cart.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  // A visitor's emptied cart lives in this browser: after a reload it is still empty.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
});

test('a paid add-on service is part of its line: shown and charged in the cart, saved, and sent in the order (issue 19, item 2)', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/produto/demo-vinho-250');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('alertdialog', { name: 'Confirme sua idade' }).getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }).click();
  const services = page.getByRole('dialog', { name: 'Serviços adicionais' });
  await services.getByText('Taça de cristal para presente (+ R$ 24,90)').click();
  await expect(services.getByRole('checkbox', { name: /^Taça de cristal para presente/ })).toBeChecked();
  await services.getByRole('button', { name: 'Confirmar e adicionar' }).click();
  await expect(page.getByRole('region', { name: 'Serviços adicionais escolhidos' })).toContainText('Taça de cristal para presente: R$ 24,90');

  await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(cart.getByRole('checkbox', { name: /^Taça de cristal para presente \(\+ R\$\s24,90 por unidade\)$/ })).toBeChecked();
  await expect.poll(() => sent.filter((r) => r.method() === 'POST' && /\/cart$/.test(new URL(r.url()).pathname)).map((r) => r.postDataJSON() as unknown).at(-1)).toMatchObject({
    cartItens: [{ idproduto: 'demo-vinho-250', quantidade: 1, servicosSelecionados: [{ id: 'taca' }] }],
  });
  await cart.getByRole('link', { name: 'Finalizar pedido' }).click();
  await page.getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill('maria@exemplo.com.br');
  await login.getByLabel(/^Senha/).fill('demo1234');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Forma de pagamento' })).toBeVisible();
  await page.getByText('Boleto bancário (28 dias)').click();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  const order = sent.filter((r) => r.method() === 'POST' && /\/usuario\/[^/]+\/pedido$/.test(new URL(r.url()).pathname)).at(-1)?.postDataJSON() as { itens: unknown[] };
  expect(order.itens).toEqual([expect.objectContaining({ idproduto: 'demo-vinho-250', servicosSelecionados: [{ id: 'taca' }] })]);
});
