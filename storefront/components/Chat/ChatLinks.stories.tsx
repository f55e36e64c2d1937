import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatAboutOrderLink, UnreadChatLink } from './ChatLinks';

/**
 * The ways into the chat the shell and the order details mount: the header's link with the unread
 * messages (it keeps the socket open) and an order's "Conversar sobre este pedido".
 */
const meta = {
  title: 'components/Chat/Links',
  component: UnreadChatLink,
  parameters: { consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof UnreadChatLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/**
 * The unread messages of every room, as the server counts them: the supplier's greeting in the general
 * room and in the rooms of the two recent orders (the client's own messages are not unread).
 */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /^Conversas\s*, 3 mensagens não lidas$/ }, T);
    await expect(within(link).getByText('3', { exact: true })).toBeVisible();
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/conversas$/));
  },
};

/** From an order's details to its room. */
export const AboutOrder: Story = {
  render: () => <ChatAboutOrderLink numpedido="4501" />,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Conversar sobre este pedido' }, T);
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/conversas\/pedido-4501$/));
  },
};
