import { expect, test } from './support/test';
import { addFromCatalogue, brl, checkout, lastBody, logInAsMaria, recordRequests, resetPlatform, useScenario, visit } from './support/shop';

interface SentOrder {
  tipoEntrega: string;
  canalVenda: string;
  anotacoes: string;
  itens: { idproduto: string; quantidade: number }[];
  formaPagamento: { idformapagto: string; tokenCartao?: string; parcelas?: number };
  enderecoentrega?: { cep: string; coords: { lat: number; lng: number } };
  lojaRetira?: { nome: string; coordenadas_loja: { latitude: number; longitude: number } };
  cupom: string;
}

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test('visitor: prices hidden by the supplier tag, with the way in', async ({ page }) => {
  await visit(page, '/mercado-verde/produtos');
  const card = page.getByRole('article').first();
  await expect(card.getByText('Faça login para comprar')).toBeVisible();
  await expect(page.getByRole('main').getByText(/R\$\s/)).toHaveCount(0);
});

test('delivery paid by card: the SDK token travels, never the card', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await expect(page.getByRole('radio', { name: /Receber no endereço/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Entrega padrão/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Observações para o fornecedor' }).fill('Entregar pela manhã');
  await page.getByRole('button', { name: 'Informar cartão' }).click();
  const panel = page.getByRole('dialog', { name: 'Pagamento com cartão' });
  await expect(panel.getByText(/Vamos pré-autorizar R\$\s[\d,]+ no seu cartão/)).toBeVisible();
  await panel.getByRole('textbox', { name: /^Número do cartão/ }).fill('4111 1111 1111 1111');
  await panel.getByRole('textbox', { name: /^Nome impresso/ }).fill('Maria da Silva');
  await panel.getByRole('textbox', { name: /^Validade/ }).fill('12/30');
  await panel.getByRole('textbox', { name: /^Código de segurança/ }).fill('123');
  await panel.getByRole('button', { name: 'Usar este cartão' }).click();
  await expect(page.getByText('Visa final 1111 · à vista')).toBeVisible();
  // 5,90 of rice, 5% automatic coupon (0,30 off), 12,90 delivery.
  await expect(page.getByRole('region', { name: 'Resumo do pedido' }).getByText(brl(5.9 - 0.3 + 12.9)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/submissao\/\d+$/);
  await expect(page.getByText('Pagamento: Cartão de crédito')).toBeVisible();
  const order = lastBody(sent, 'POST', /\/pedido$/) as SentOrder;
  expect(order).toMatchObject({ tipoEntrega: 'DELIVERY', canalVenda: 'WEB', anotacoes: 'Entregar pela manhã', cupom: 'BEMVINDO5' });
  expect(order.formaPagamento.idformapagto).toBe('cartao');
  expect(order.formaPagamento.tokenCartao).toMatch(/^tok_/);
  expect(order.enderecoentrega).toMatchObject({ cep: '01310100', coords: { lat: -23.5614, lng: -46.6559 } });
  expect(JSON.stringify(order)).not.toContain('4111');
  // The cart is empty after the order.
  await expect(page.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
});

test('pickup paid by PIX: QR code, copy-paste code and countdown', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/padaria-sol/produto/padaria-sol-pao-1');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await checkout(page);
  await expect(page.getByText('Este fornecedor trabalha com retirada na loja.')).toBeVisible();
  await page.getByText('Padaria Sol Pinheiros', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Padaria Sol Pinheiros/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'PIX' })).toBeChecked();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento com PIX' });
  await expect(pix.getByRole('img', { name: /^QR Code PIX do pedido \d+$/ })).toBeVisible();
  await expect(pix.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(pix.getByRole('timer')).toHaveText(/^O código expira em (10:00|09:\d\d)$/);
  const order = lastBody(sent, 'POST', /\/pedido$/) as SentOrder;
  expect(order.tipoEntrega).toBe('RETIRADA');
  expect(order.lojaRetira).toEqual(expect.objectContaining({ nome: 'Padaria Sol Pinheiros', coordenadas_loja: { latitude: -23.5664, longitude: -46.6825 } }));
  expect(order.formaPagamento.idformapagto).toBe('pix');
});

test('a kg item in steps of 0,25: quantity, total and what the server received', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/mercado-verde/produto/mercado-verde-tomate-1');
  // Prices are hidden for visitors here: log in from the product.
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await logInAsMaria(page);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('button', { name: 'Aumentar quantidade de Tomate italiano Sítio Bom kg' }).click();
  await expect(page.getByRole('textbox', { name: 'Tomate italiano Sítio Bom kg', exact: true })).toHaveValue(/^0,5/);
  await page.getByRole('button', { name: /^Carrinho, 1 item/ }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(cart.getByText(brl(9.49 * 0.5)).first()).toBeVisible();
  await expect
    .poll(() => sent.filter((r) => r.method() === 'POST' && r.url().includes('/cart?')).map((r) => (r.postDataJSON() as { cartItens: { quantidade: number }[] }).cartItens[0]?.quantidade), { timeout: 5000 })
    .toContain(0.5);
});

test('wholesale and progressive tiers in the total', async ({ page }) => {
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Da Casa 5 kg');
  await page.getByRole('textbox', { name: 'Arroz branco tipo 1 Da Casa 5 kg', exact: true }).fill('6');
  await page.keyboard.press('Enter');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Bom Preço 5 kg');
  await page.getByRole('textbox', { name: 'Arroz branco tipo 1 Bom Preço 5 kg', exact: true }).fill('3');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /^Carrinho, 2 itens/ }).click();
  const cart = page.getByRole('dialog', { name: 'Carrinho' });
  // 6 x 33,15 (progressive from 6) + 3 x 25,95 (wholesale from 3).
  await expect(cart.getByText(brl(6 * 33.15), { exact: true }).first()).toBeVisible();
  await expect(cart.getByText(brl(3 * 25.95), { exact: true }).first()).toBeVisible();
  await expect(cart.getByText(brl(6 * 33.15 + 3 * 25.95), { exact: true }).first()).toBeVisible();
  await expect(cart.getByText(/^Compre mais 6 un e pague R\$\s31,41 cada$/)).toBeVisible();
});

test('coupons: valid, refused by the server, and blocked by a better automatic one', async ({ page }) => {
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await expect(page.getByText('Cupom automático BEMVINDO5 aplicado: 5% de desconto')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Código do cupom' });
  await code.fill('NAOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom inválido ou expirado')).toBeVisible();
  await code.fill('dez');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom DEZ aplicado: 10% de desconto')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo do pedido' }).getByText('−R$ 0,59')).toBeVisible();

  await page.goto('/padaria-sol/produto/padaria-sol-pao-1');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await checkout(page, null);
  await code.fill('PAO5');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(
    page.getByText('Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.'),
  ).toBeVisible();
});

test('a cart locked by an attendant, then unlocked', async ({ page }) => {
  const sent = recordRequests(page);
  await useScenario(page, /\/cart$/, 'carrinho-bloqueado');
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await expect(page.getByText('Negociação em andamento')).toBeVisible();
  await page.getByRole('button', { name: 'Desbloquear carrinho' }).click();
  await expect(page.getByText('Negociação em andamento')).toHaveCount(0);
  expect((lastBody(sent, 'POST', /\/cart$/) as { cartItens: unknown[] }).cartItens).toHaveLength(1);
});

test('the same order twice within seconds: the duplicate is shown, the cart kept', async ({ page }) => {
  // The delivery choices arrive after the page shows and push the payment down: a press on the payment
  // while they arrive can miss it (a layout shift of the checkout, see the issue 20 note). Chosen once settled.
  const boleto = async () => {
    await expect(page.getByRole('radiogroup', { name: 'Forma de entrega' })).toBeVisible();
    await page.getByText('Boleto bancário (28 dias)').click();
    await expect(page.getByRole('radio', { name: 'Boleto bancário (28 dias)' })).toBeChecked();
  };
  const order = async () => {
    await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
    await checkout(page, null);
    await boleto();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
  };
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  await checkout(page);
  await boleto();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  // The same again at once: the platform refuses it (spec 8).
  await page.goto('/demo/produtos');
  await order();
  await expect(page.getByText('Erro ao submeter seu pedido. Um pedido idêntico foi feito há poucos segundos. Itens: Arroz branco tipo 1 Qualitá 1 kg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
});

test('a failed save keeps the cart and says so, in a toast over the page the shopper is on', async ({ page }) => {
  await useScenario(page, /\/cart$/, 'sessao-expirada');
  await visit(page, '/demo/produtos');
  await addFromCatalogue(page, 'Arroz branco tipo 1 Qualitá 1 kg');
  // The catalogue, with no panel open: the notice reaches the shopper there.
  const toast = page.getByRole('alertdialog', { name: 'Não foi possivel salvar o carrinho' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Sessão expirada, efetue login novamente Suas alterações continuam aqui.');
  await expect(page.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg', exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Carrinho, 1 item' }).click();
  await expect(page.getByRole('dialog', { name: 'Carrinho' }).getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('1');
});

test('a 429 goes to its page, whatever call gets it, and throws no uncaught error (issue 19, item 7)', async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await visit(page, '/demo');
  // Every call of the catalogue (products, categories, tags) is refused: the first 429 moves the page.
  await useScenario(page, /./, '429');
  await page.getByRole('link', { name: 'Ver todos os produtos' }).click();
  await expect(page).toHaveURL(/\/demo\/erro\/too-many-request$/);
  await expect(page.getByRole('heading', { name: 'Muitas tentativas em pouco tempo' })).toBeVisible();
  // The calls that were already on their way come back refused too: none of them may escape.
  await page.waitForLoadState('networkidle');
  expect(uncaught).toEqual([]);
});
