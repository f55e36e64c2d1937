import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { openOrdersSignedIn, recordRequests, resetPlatform } from './support/shop';

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test('maria follows her orders: loads more, opens one and rates it (form-encoded)', async ({ page }) => {
  const sent = recordRequests(page);
  const list = await openOrdersSignedIn(page);
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(12);
  // spec 7 and 9: the history is asked 10 at a time (6 shown first, 10 more each time), the second page for the rest.
  const pages = sent.filter((r) => /\/pedido\/cliente\/c-maria$/.test(new URL(r.url()).pathname)).map((r) => new URL(r.url()).searchParams.toString());
  expect(pages).toEqual(['page=1&limit=10', 'page=2&limit=10']);

  await list.getByRole('link', { name: 'Ver detalhes do pedido 4495' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido nº 4495' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Andamento do pedido' }).getByRole('listitem').last()).toHaveText('Entregue (concluída)');
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('Desconto do cupom DEZ');

  const rating = page.getByRole('region', { name: 'Avalie seu pedido' });
  await rating.getByText('5 estrelas', { exact: true }).click();
  await rating.getByRole('textbox', { name: 'Comentário (opcional)' }).fill('Chegou antes do previsto.');
  await rating.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(rating.getByText('Obrigado! Sua avaliação foi enviada.')).toBeVisible();
  await expect(rating.getByText('Sua avaliação: 5 estrelas')).toBeVisible();

  const rated = sent.filter((r) => r.method() === 'POST' && /\/pedido\/4495\/avaliar$/.test(new URL(r.url()).pathname)).at(-1);
  expect(rated?.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(rated?.postData() ?? ''))).toEqual({ nota: '5', comentario: 'Chegou antes do previsto.' });

  // The platform kept it: the order shows the rating after a reload.
  await page.reload();
  await expect(page.getByText('Sua avaliação: 5 estrelas')).toBeVisible();
});

test("maria downloads an order's DANFE as a PDF file", async ({ page }) => {
  const list = await openOrdersSignedIn(page);
  await list.getByRole('link', { name: 'Ver detalhes do pedido 4506' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido nº 4506' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar DANFE' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('danfe-4506.pdf');
  const content = await readFile(await download.path(), 'latin1');
  expect(content.startsWith('%PDF')).toBe(true);
  await expect(page.getByText('Arquivo danfe-4506.pdf baixado.')).toBeVisible();
});
