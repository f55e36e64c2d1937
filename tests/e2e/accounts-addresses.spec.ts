import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInFromMenu, recordRequests, resetPlatform, useScenario, visit } from './support/shop';

/*
 * Issue 8, addresses: the address book and the supplier lookup by address (spec 2, 4, 5, 7, 8), against
 * the production build and the HTTP mock platform. The mock's gazetteer (mocks/db/places.ts): Barueri is
 * served only by Adega Noite & Dia, Campinas by no one.
 */

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

async function newAddressByCep(page: Page, cep: string, numero: string) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Meus endereços' }).click();
  const book = page.getByRole('dialog', { name: 'Meus endereços' });
  await expect(book.getByRole('list', { name: 'Endereços cadastrados' }).getByRole('listitem')).toHaveCount(2);
  await book.getByRole('button', { name: 'Cadastrar endereço' }).click();
  const panel = page.getByRole('dialog', { name: 'Novo endereço' });
  await panel.getByRole('textbox', { name: /^CEP/ }).fill(cep);
  await expect(panel.getByRole('textbox', { name: /^Cidade/ })).toHaveValue('Campinas');
  await panel.getByRole('textbox', { name: /^Número/ }).fill(numero);
  await panel.getByRole('button', { name: 'Salvar endereço' }).click();
  return panel;
}

test("maria adds an address by CEP outside the supplier's area: refused before it is sent (spec 5)", async ({ page }) => {
  const sent = recordRequests(page);
  await visit(page, '/demo');
  await logInFromMenu(page);
  const panel = await newAddressByCep(page, '13015-002', '1200');
  await expect(panel.getByText('O fornecedor não atende no endereço informado')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^CEP/ })).toHaveValue('13015-002');
  expect(sent.filter((r) => r.method() === 'POST' && /\/enderecos$/.test(new URL(r.url()).pathname))).toHaveLength(0);
});

test("the area cannot be checked first: the platform's 400 says the same (spec 5 and 8)", async ({ page }) => {
  const sent = recordRequests(page);
  await useScenario(page, /areaatendimento$/, 'area-falha');
  await visit(page, '/demo');
  await logInFromMenu(page);
  const panel = await newAddressByCep(page, '13015002', '1200');
  await expect(panel.getByText('O fornecedor não atende no endereço informado')).toBeVisible();
  const posted = sent.filter((r) => r.method() === 'POST' && /\/enderecos$/.test(new URL(r.url()).pathname));
  expect(posted).toHaveLength(1);
  expect(posted[0]?.postDataJSON()).toMatchObject({ cep: '13015002', cidade: 'Campinas', coords: { lat: -22.9056, lng: -47.0608 }, idfornecedor: '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10' });
});

test("a visitor searches a city one supplier serves: the page moves to that supplier (spec 4)", async ({ page }) => {
  await visit(page, '/demo/enderecos');
  await page.getByRole('textbox', { name: /^Cidade, bairro ou rua/ }).fill('Barueri');
  await page.getByRole('button', { name: 'Buscar endereço' }).click();
  await page.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button', { name: 'Barueri/SP', exact: true }).click();
  await expect(page).toHaveURL(/\/adega-noite$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Vinhos selecionados/ })).toBeVisible();
});

test("a place no one serves: 'Infelizmente ainda não atendemos o seu endereço' (spec 5 and 8)", async ({ page }) => {
  await visit(page, '/demo/enderecos');
  await page.getByRole('textbox', { name: /^Cidade, bairro ou rua/ }).fill('Campinas');
  await page.getByRole('button', { name: 'Buscar endereço' }).click();
  await page.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button', { name: 'Campinas/SP', exact: true }).click();
  await expect(page.getByText('Infelizmente ainda não atendemos o seu endereço')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/enderecos$/);
});

test('a supplier that needs an address sends the visitor to the address search, then back (spec 5)', async ({ page }) => {
  await visit(page, '/adega-noite/produtos');
  await expect(page).toHaveURL(/\/adega-noite\/enderecos\?motivo=endereco&voltar=%2Fadega-noite%2Fprodutos$/);
  await expect(page.getByText(/Esta loja precisa saber onde você está/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Cidade, bairro ou rua/ }).fill('Barueri');
  await page.getByRole('button', { name: 'Buscar endereço' }).click();
  await page.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button', { name: 'Barueri/SP', exact: true }).click();
  await expect(page).toHaveURL(/\/adega-noite\/produtos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
});
