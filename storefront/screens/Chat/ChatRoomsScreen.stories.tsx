import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatRoomsScreen } from './ChatRoomsScreen';

/**
 * The chat rooms at `/{supplier}/conversas` (spec 2 "Chat rooms"), in the real app with the mock
 * platform's socket: maria@exemplo.com.br has the general room and one per recent order.
 */
const meta = {
  title: 'screens/Chat/Rooms',
  component: ChatRoomsScreen,
  parameters: { route: '/demo/conversas', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof ChatRoomsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/**
 * Every room with its unread messages (the server's `notificacoes`), none of them opened yet: of the
 * supplier's greeting and the client's question, only the greeting is unread.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Geral, 1 mensagem não lida' }, T)).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Conversas' }));
    const rooms = list.getAllByRole('listitem');
    await expect(rooms.length).toBeGreaterThan(1);
    await expect(list.getAllByRole('link', { name: /^Pedido nº \d+, 1 mensagem não lida$/ })).toHaveLength(rooms.length - 1);
    await expect(rooms[0]).toHaveTextContent('Geral1 não lida2 mensagens');
  },
};

/** The handshake not answered yet (spec 4 loading flags). */
export const Loading: Story = {
  parameters: { msw: { scenario: 'chat-carregando' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando conversas', {}, T)).toBeInTheDocument();
  },
};

/** Rooms without a single message: nothing unread. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'chat-vazio' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Geral' }, T)).toBeVisible();
    await expect(canvas.getAllByText('Nenhuma mensagem').length).toBeGreaterThan(1);
    await expect(canvas.queryByText(/não lida/)).not.toBeInTheDocument();
  },
};

/** A visitor is asked to sign in. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Entre na sua conta para conversar com o fornecedor.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};
