import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Skeleton } from '../Skeleton';
import { Loaded } from './Loaded';

/** The orders a shopper's account lists, once they are there. */
const orders = fn(() => (
  <ul>
    <li>Pedido 1024: entregue</li>
    <li>Pedido 1031: em separação</li>
  </ul>
));

const meta = {
  title: 'ui/Loaded',
  component: Loaded,
  args: {
    status: 'loading',
    failure: 'Não foi possível carregar seus pedidos.',
    onRetry: fn(),
    placeholder: <Skeleton lines={3} label="Carregando seus pedidos" />,
    children: orders,
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'loaded', 'failed'] } },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    orders.mockClear();
  },
  render: (args) => (
    <main>
      <Loaded {...args} />
    </main>
  ),
} satisfies Meta<typeof Loaded>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: the placeholder says so once, and the data's view is not built yet. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando seus pedidos');
    await expect(orders).not.toHaveBeenCalled();
  },
};

/** Failed: announced at once, with the retry every screen offers. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar seus pedidos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(orders).not.toHaveBeenCalled();
  },
};

export const Ready: Story = {
  args: { status: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pedido 1031: em separação')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
