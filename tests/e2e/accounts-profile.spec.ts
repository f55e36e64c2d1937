import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { lastBody, MARIA, recordRequests, resetPlatform, visit } from './support/shop';

// One mock platform for every journey, reset before each: they run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

/** Logs in from the side menu, the way a shopper on any page does. */
async function loginFromMenu(page: Page, who: { login: string; senha: string }) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(who.login);
  await login.getByLabel(/^Senha/).fill(who.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  return login;
}

test('a company registers by CNPJ where sign-ups are reviewed: the registry names it, and it waits signed out', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/casa-noturna/cadastro');
  const form = page.getByRole('form', { name: 'Cadastro de cliente' });
  await form.getByRole('textbox', { name: /^CPF ou CNPJ/ }).fill('45.781.236/0001-40');
  // spec 7 dados-receita: the company name comes from the tax registry.
  await expect(form.getByText('Receita Federal: Empresa Exemplo Ltda., situação ATIVA.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Empresa Exemplo Ltda.');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('compras@empresa-exemplo.com.br');
  await form.getByRole('textbox', { name: /^Telefone/ }).fill('(11) 3456-7890');
  await form.getByLabel(/^Senha/).fill('segredo1');
  await form.getByLabel(/^Confirme a senha/).fill('segredo1');
  await form.getByText('Li e aceito os termos de uso').click();
  await form.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page.getByText('Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.')).toBeVisible();
  const body = lastBody(sent, 'POST', /\/usuario$/) as Record<string, unknown>;
  expect(body).toMatchObject({ cpf: '45781236000140', nome: 'Empresa Exemplo Ltda.', email: 'compras@empresa-exemplo.com.br', telefone: '1134567890', idfornecedor: '1042' });
  // spec 9: the new client has no id yet, the empty identifier (all zeros) stands in.
  const saved = sent.filter((r) => r.method() === 'POST' && /\/usuario$/.test(new URL(r.url()).pathname)).at(-1);
  expect(new URL(saved?.url() ?? '').pathname).toMatch(/\/v1\/app\/[^/]*00000000-0000-0000-0000-000000000000\/usuario$/);

  // Still signed out; the platform knows the registration: logging in says it waits for approval (spec 5).
  const login = await loginFromMenu(page, { login: 'compras@empresa-exemplo.com.br', senha: 'segredo1' });
  await expect(login.getByText('Seu cadastro já foi confirmado e aguarda aprovação')).toBeVisible();
});

test('maria updates her registration from her account page: Cadastro atualizado', async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo');
  const login = await loginFromMenu(page, MARIA);
  await expect(login).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Limite de crédito' }).getByText(/R\$\s5\.000,00/)).toBeVisible();

  await page.getByRole('button', { name: 'Atualizar cadastro' }).click();
  const panel = page.getByRole('dialog', { name: 'Atualizar cadastro' });
  await expect(panel.getByRole('textbox', { name: /^CPF/ })).toHaveValue('529.982.247-25');
  await panel.getByRole('textbox', { name: /^Nome completo/ }).fill('Maria Souza da Silva');
  await panel.getByRole('textbox', { name: /^Telefone/ }).fill('(11) 98765-4321');
  await panel.getByRole('button', { name: 'Salvar' }).click();
  await expect(panel.getByText('Cadastro atualizado')).toBeVisible();

  const body = lastBody(sent, 'POST', /\/usuario$/);
  expect(body).toMatchObject({ idcliente: 'c-maria', nome: 'Maria Souza da Silva', telefone: '11987654321' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('region', { name: 'Dados do cadastro' }).getByText('Maria Souza da Silva')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados do cadastro' }).getByText('(11) 98765-4321')).toBeVisible();
});
