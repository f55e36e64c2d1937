import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSubmittedScreen } from './OrderSubmittedScreen';

const meta = {
  title: 'screens/OrderSubmitted',
  component: OrderSubmittedScreen,
  parameters: { route: '/{fornecedor}/submissao/98765', consent: 'decided' },
} satisfies Meta<typeof OrderSubmittedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pedido enviado!' })).toBeInTheDocument();
    await expect(canvas.getByText('Número do pedido: 98765')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continuar comprando' })).toHaveAttribute('href', '/demo');
  },
};

/** spec 8: the platform took the order (its duplicate check found no error) without telling its number: the page says so and leads to "Meus pedidos". */
export const WithoutNumber: Story = {
  parameters: { route: '/{fornecedor}/submissao' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pedido enviado!' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Recebemos o seu pedido, mas o número dele ainda não chegou até nós. Ele aparece em Meus pedidos assim que for registrado.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/^Número do pedido/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/demo/pedidos');
  },
};
