import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { StatusPanel } from './StatusPanel';

const meta = {
  title: 'ui/StatusPanel',
  component: StatusPanel,
  args: {
    title: 'Pedido enviado!',
    children: <p>Você pode acompanhar o andamento do pedido na sua lista de pedidos.</p>,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['inline', 'page'] },
    announce: { control: 'inline-radio', options: [undefined, 'status', 'alert'] },
  },
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <main>
      <StatusPanel {...args} />
    </main>
  ),
};

export const Playground: Story = {
  args: { layout: 'page', actions: <Link appearance="button" href="/demo">Continuar comprando</Link> },
  render: (args) => (
    <main>
      <StatusPanel {...args} />
    </main>
  ),
};

export const ErrorWithRetry: Story = {
  args: {
    title: 'Não foi possível carregar esta página',
    children: <p>Verifique sua conexão e tente novamente. Seu carrinho continua salvo.</p>,
    actions: <Button>Tentar novamente</Button>,
    announce: 'alert',
    layout: 'page',
  },
  render: (args) => (
    <main>
      <StatusPanel {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Não foi possível carregar esta página' });
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'Recebemos muitas solicitações seguidas vindas da sua conexão nos últimos instantes',
    children: (
      <>
        <p>Aguarde alguns instantes e tente novamente; seu carrinho, seus endereços e suas listas de compras continuam salvos.</p>
        <p>Se o problema continuar, fale com o atendimento do fornecedor pelo chat ou pelo telefone que aparece no rodapé.</p>
      </>
    ),
    layout: 'page',
  },
  render: (args) => (
    <main>
      <StatusPanel {...args} />
    </main>
  ),
};
