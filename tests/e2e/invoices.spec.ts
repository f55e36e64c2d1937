import { expect, test } from './support/test';
import type { Fatura } from '@storefront/api/endpoints';
import { isDigitableLineValid } from '@mocks/db/boleto';
import { formatDigitableLine } from '@storefront/domain/invoices';
import { MARIA, recordRequests, resetPlatform, visit } from './support/shop';

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test("maria pays an overdue title: she finds it first, copies its digitable line and opens its boleto", async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo/faturas');
  // A visitor is asked to log in, on the page itself.
  await expect(page.getByText('Entre na sua conta para ver suas faturas e títulos.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  const answered = page.waitForResponse((r) => r.url().includes('/faturas-cliente/'));
  await login.getByRole('button', { name: 'Entrar' }).click();
  const titles = (await (await answered).json()) as Fatura[];

  await expect(page.getByRole('heading', { level: 1, name: 'Faturas e títulos' })).toBeVisible();
  await expect(page.getByText('Disponível: R$ 3.200,00')).toBeVisible();
  const request = sent.find((r) => r.url().includes('/faturas-cliente/'));
  expect(new URL(request?.url() ?? '').searchParams.get('completeInfo')).toBe('true');

  // The overdue title leads the list.
  const items = page.getByRole('list', { name: 'Títulos' }).getByRole('listitem');
  await expect(items.first()).toContainText('Vencido há 12 dias');
  const overdue = titles.find((t) => t.status === 'VENCIDA');
  expect(overdue?.linhaDigitavel && isDigitableLineValid(overdue.linhaDigitavel)).toBe(true);
  const item = items.filter({ has: page.getByRole('heading', { name: `Pedido ${overdue?.numpedido}` }) });
  await expect(item.getByText(formatDigitableLine(overdue?.linhaDigitavel ?? ''))).toBeVisible();
  await expect(item.getByRole('link', { name: `Pedido ${overdue?.numpedido}`, exact: true })).toHaveAttribute('href', `/demo/pedidos/${overdue?.numpedido}`);

  await item.getByRole('button', { name: `Copiar linha digitável do pedido ${overdue?.numpedido}` }).click();
  await expect(item.getByRole('status')).toContainText('Linha digitável copiada');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(overdue?.linhaDigitavel);

  const boleto = item.getByRole('link', { name: `Abrir boleto do pedido ${overdue?.numpedido} (abre em nova aba)` });
  await expect(boleto).toHaveAttribute('href', overdue?.linkBoleto ?? '');
  await expect(boleto).toHaveAttribute('target', '_blank');
  expect(overdue?.linkBoleto).toMatch(new RegExp(`/boletos/${overdue?.numpedido}\\.pdf$`));
  const pdf = await page.request.get(overdue?.linkBoleto ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
});
