import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatApp } from '../../../tests/support/chatStory';
import { ChatRoomScreen } from './ChatRoomScreen';

/**
 * A chat room at `/{supplier}/conversas/{sala}` (spec 3 "Chat room"), in the real app with the mock
 * platform's socket: maria@exemplo.com.br in her general room. The connection failures run with a
 * backoff of milliseconds (`ChatApp`), not the app's seconds.
 */
const meta = {
  title: 'screens/Chat/Room',
  component: ChatRoomScreen,
  parameters: { route: '/demo/conversas/geral-c-maria', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof ChatRoomScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const logOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('log', { name: 'Mensagens de Geral' }, T));

/** The history: each message with its author and time. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Geral' }, T)).toBeVisible();
    const log = await logOf(canvasElement);
    const [first, second] = await log.findAllByRole('listitem', {}, T);
    await expect(first).toHaveTextContent('Olá! Como podemos ajudar?');
    await expect(first).not.toHaveTextContent('Você');
    await expect(second).toHaveTextContent(/^Você.*Queria confirmar o horário de entrega\.$/);
    await expect(within(second!).getByText(/\d{2}\/11/)).toHaveAttribute('datetime', '2026-11-20T12:01:00.000Z');
    await expect(canvas.getByRole('link', { name: 'Todas as conversas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

/** The first page on its way (a slow history). */
export const Loading: Story = {
  parameters: { msw: { scenario: 'chat-historico-lento' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando mensagens', {}, T)).toBeInTheDocument();
  },
};

/** A room without messages yet. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'chat-vazio' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhuma mensagem ainda' }, T)).toBeVisible();
  },
};

/** 45 messages: the newest 30 first (spec 9), the 15 before them on demand. */
export const OlderMessages: Story = {
  parameters: { msw: { scenario: 'chat-historico-longo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await logOf(canvasElement);
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(30), T);
    await expect(log.getAllByRole('listitem')[0]).toHaveTextContent('Mensagem 16 da conversa');
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(45), T);
    await expect(log.getAllByRole('listitem')[0]).toHaveTextContent('Mensagem 1 da conversa');
    await expect(canvas.queryByRole('button', { name: 'Carregar mensagens anteriores' })).not.toBeInTheDocument();
  },
};

/** Shift+Enter breaks the line, Enter sends; the message, then the supplier's reply, arrive in the log. */
export const Sending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await logOf(canvasElement);
    await log.findAllByRole('listitem', {}, T);
    const field = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(field, 'Vocês entregam no sábado?{Shift>}{Enter}{/Shift}Obrigada');
    await expect(field).toHaveValue('Vocês entregam no sábado?\nObrigada');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('');
    await expect(await log.findByText(/Vocês entregam no sábado\?\s+Obrigada/, {}, T)).toBeVisible();
    await expect(await log.findByText('Recebemos sua mensagem e já vamos responder.', {}, T)).toBeVisible();
  },
};

/** The socket dropped: reconnecting, with the attempt out of the spec's 5. */
export const Reconnecting: Story = {
  parameters: { bare: true, msw: { scenario: 'chat-falha' } },
  render: () => <ChatApp route="/demo/conversas/geral-c-maria" options={{ backoffMs: 60_000 }} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Conexão perdida. Tentando reconectar (1 de 5)…', {}, T)).toBeVisible();
  },
};

/** All 5 retries failed: said, with a way to try again. */
export const Failed: Story = {
  parameters: { bare: true, msw: { scenario: 'chat-falha' } },
  render: () => <ChatApp route="/demo/conversas/geral-c-maria" options={{ backoffMs: 5 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível conectar ao chat. Verifique sua internet e tente novamente.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The server refused the session: its own words, no retries. */
export const SessionExpired: Story = {
  parameters: { msw: { scenario: 'chat-sessao-expirada' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sessão expirada, efetue login novamente', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
