import { expect, test } from './support/test';
import { addFromCatalogue, checkout, lastBody, logInFromMenu, recordRequests, resetPlatform, visit } from './support/shop';

/*
 * Issue "Coupons and addresses", against the production build and the HTTP mock platform: a coupon that
 * shows its discount on the products (spec 3 "Coupon" habilitar_visualizacao_desconto; the demo's DEZ,
 * 10%) and an address saved with its reference point (spec 3 "Address" pontoref/referencia).
 */

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

const RICE = 'Arroz branco tipo 1 Qualitá 1 kg';
/** R$ 5,90 without the coupon, R$ 5,31 with DEZ's 10%, as the price reads to a screen reader. */
const RICE_WITH_DEZ = /^De R\$\s5,90 por R\$\s5,31$/;

test("DEZ applied at the checkout: the home's shelf, the catalogue, the product page and the cart show its prices", async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/produtos');
  // The automatic BEMVINDO5 does not ask for it: nothing changes before DEZ.
  const card = page.getByRole('article', { name: RICE });
  await expect(card.getByText(/^De R\$\s6,79 por R\$\s5,90$/)).toBeAttached();
  await expect(page.getByText('Com o cupom', { exact: false })).toHaveCount(0);
  await addFromCatalogue(page, RICE);
  await checkout(page);

  await page.getByRole('textbox', { name: 'Código do cupom' }).fill('dez');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom DEZ aplicado: 10% de desconto')).toBeVisible();
  expect(sent.some((r) => r.method() === 'GET' && /\/validar-desconto\/fornecedor\/[^/]+\/cliente\/c-maria\/cupom\/DEZ$/.test(new URL(r.url()).pathname))).toBe(true);

  // Within the app (a reload starts without coupons, spec 4): the home's product shelf.
  await page.getByRole('link', { name: 'Página inicial de Distribuidora Demo' }).click();
  const shelf = page.getByRole('region', { name: 'Mais vendidos' });
  await expect(shelf.getByText('Com o cupom DEZ').first()).toBeAttached();

  await page.getByRole('link', { name: 'Ver todos os produtos' }).click();
  await expect(card.getByText(RICE_WITH_DEZ)).toBeAttached();
  await expect(card.getByText('Com o cupom DEZ')).toBeVisible();

  await card.getByRole('link', { name: RICE }).click();
  await expect(page.getByRole('heading', { level: 1, name: RICE })).toBeVisible();
  await expect(page.getByRole('main').getByText(RICE_WITH_DEZ).first()).toBeAttached();
  await expect(page.getByRole('main').getByText('Com o cupom DEZ').first()).toBeVisible();

  await page.getByRole('button', { name: /^Carrinho, 1 item/ }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  const line = cart.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: RICE, exact: true }) });
  await expect(line.getByText(RICE_WITH_DEZ)).toBeAttached();
  await expect(line.getByText('Com o cupom DEZ')).toBeVisible();

  // The order names the coupon the shopper saw.
  await cart.getByRole('link', { name: 'Finalizar pedido' }).click();
  await page.getByText('Boleto bancário (28 dias)').click();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  expect(lastBody(sent, 'POST', /\/pedido$/)).toMatchObject({ cupom: 'DEZ' });
});

test('maria saves an address with its reference point: the platform receives it, the book shows it, an edit keeps it', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo');
  await logInFromMenu(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Meus endereços' }).click();
  const book = page.getByRole('dialog', { name: 'Meus endereços' });
  await book.getByRole('button', { name: 'Cadastrar endereço' }).click();

  const form = page.getByRole('dialog', { name: 'Novo endereço' });
  await form.getByRole('textbox', { name: /^Nome do endereço/ }).fill('Depósito');
  await form.getByRole('textbox', { name: /^CEP/ }).fill('01001-000');
  await expect(form.getByRole('textbox', { name: /^Rua/ })).toHaveValue('Praça da Sé');
  await form.getByRole('textbox', { name: /^Número/ }).fill('10');
  await form.getByRole('textbox', { name: /^Ponto de referência/ }).fill('Portão azul, ao lado da farmácia');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();

  await expect(book.getByText('Ponto de referência: Portão azul, ao lado da farmácia')).toBeVisible();
  expect(lastBody(sent, 'POST', /\/enderecos$/)).toMatchObject({
    descricao: 'Depósito',
    cep: '01001000',
    numero: '10',
    pontoref: 'Portão azul, ao lado da farmácia',
    referencia: 'Portão azul, ao lado da farmácia',
  });

  await book.getByRole('button', { name: 'Editar Depósito' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar endereço' });
  await expect(edit.getByRole('textbox', { name: /^Ponto de referência/ })).toHaveValue('Portão azul, ao lado da farmácia');
  await edit.getByRole('textbox', { name: /^Número/ }).fill('12');
  await edit.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(book.getByText('Praça da Sé, 12 · Sé · São Paulo/SP · CEP 01001-000')).toBeVisible();
  expect(lastBody(sent, 'POST', /\/enderecosput$/)).toMatchObject({ numero: '12', pontoref: 'Portão azul, ao lado da farmácia', referencia: 'Portão azul, ao lado da farmácia' });
});
