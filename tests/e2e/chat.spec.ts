import { type WebSocket } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAsMaria, resetPlatform, visit } from './support/shop';

test.beforeEach(async ({ page }) => {
  await resetPlatform(page);
});

test('maria chats about one of her orders: the history, her message and the supplier reply', async ({ page }) => {
  // What the platform received over the socket (spec 7: a token and a handshake or room event).
  const sent: Record<string, unknown>[] = [];
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(JSON.parse(String(frame.payload)) as Record<string, unknown>));
  });

  await visit(page, '/demo/conversas');
  await expect(page.getByText('Entre na sua conta para conversar com o fornecedor.')).toBeVisible();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await logInAsMaria(page);

  const rooms = page.getByRole('list', { name: 'Conversas' });
  // Each room: the supplier's greeting (unread) and maria's question (her own, never unread).
  await expect(rooms.getByRole('link', { name: 'Geral, 1 mensagem não lida' })).toBeVisible();
  const order = rooms.getByRole('link', { name: /^Pedido nº \d+, 1 mensagem não lida$/ }).first();
  const name = (await order.textContent()) ?? '';
  await order.click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const log = page.getByRole('log', { name: `Mensagens de ${name}` });
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('Olá! Como podemos ajudar?');
  await expect(log.getByRole('listitem').last()).toContainText('Queria confirmar o horário de entrega.');

  const field = page.getByRole('textbox', { name: 'Mensagem' });
  await field.fill('Posso trocar o arroz por integral?');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Você');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Posso trocar o arroz por integral?');
  await expect(log.getByRole('listitem').nth(3)).toContainText('Recebemos sua mensagem e já vamos responder.');

  const sala = `pedido-${name.replace(/\D/g, '')}`;
  expect(sockets[0]?.url()).toMatch(/\/chat\?token=jwt-c-maria$/);
  expect(sent).toContainEqual({ type: 'handshake', token: 'jwt-c-maria' });
  expect(sent).toContainEqual({ type: 'sala', sala, page: 1, perpage: 30 });
  expect(sent).toContainEqual({ type: 'mensagem', sala, texto: 'Posso trocar o arroz por integral?' });

  // Read now: back in the list, the order's room has nothing unread; the message is kept by the platform.
  await page.getByRole('link', { name: 'Todas as conversas' }).click();
  await expect(page.getByRole('list', { name: 'Conversas' }).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversas' }).getByText('4 mensagens')).toBeVisible();

  // A fresh page starts from the platform's counts: the order's room read, the general room's greeting still unread.
  await page.reload();
  const again = page.getByRole('list', { name: 'Conversas' });
  await expect(again.getByRole('link', { name: 'Geral, 1 mensagem não lida' })).toBeVisible();
  await expect(again.getByRole('link', { name, exact: true })).toBeVisible();
});
