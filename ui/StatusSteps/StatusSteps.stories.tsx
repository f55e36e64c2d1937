import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusSteps } from './StatusSteps';

/** spec 4 order statuses as a shopper reads them; the storefront maps the codes to these labels. */
const delivery = [
  { id: 'ENVIADO', label: 'Pedido recebido', description: '22/11, 14:30' },
  { id: 'SEPARANDO', label: 'Em separação', description: '22/11, 15:10' },
  { id: 'PAGO', label: 'Pronto para entrega' },
  { id: 'EMENTREGA', label: 'Saiu para entrega' },
  { id: 'ENTREGUE', label: 'Entregue' },
];

const pickup = [
  { id: 'ENVIADO', label: 'Pedido recebido' },
  { id: 'SEPARANDO', label: 'Em separação' },
  { id: 'PRONTO_RETIRADA', label: 'Pronto para retirada na loja' },
  { id: 'ENTREGUE', label: 'Retirado' },
];

const meta = {
  title: 'ui/StatusSteps',
  component: StatusSteps,
  args: { label: 'Andamento do pedido', steps: delivery, currentId: 'SEPARANDO' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Andamento do pedido' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Pedido recebido (concluída)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('(próxima etapa)');
  },
};

export const Playground: Story = { args: { currentId: 'EMENTREGA' } };

export const JustReceived: Story = { args: { currentId: 'ENVIADO' } };

export const Delivered: Story = { args: { currentId: 'ENTREGUE' } };

/** The last step is over (a delivered order): every step done, none current. */
export const Complete: Story = {
  args: { currentId: 'ENTREGUE', isComplete: true },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.at(-1)).toHaveTextContent('(concluída)');
    await expect(steps.some((s) => s.hasAttribute('aria-current'))).toBe(false);
  },
};

export const PickupVariant: Story = { args: { steps: pickup, currentId: 'PRONTO_RETIRADA' } };

export const Cancelled: Story = {
  args: { currentId: 'SEPARANDO', isCancelled: true },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('(cancelado)');
  },
};

export const QuoteFlow: Story = {
  args: {
    steps: [
      { id: 'ORCAMENTO_NOVO', label: 'Orçamento recebido e em análise pelo fornecedor' },
      { id: 'ORCAMENTO_PRECIFICADO', label: 'Orçamento precificado, aguardando sua aprovação' },
      { id: 'ENVIADO', label: 'Pedido confirmado' },
    ],
    currentId: 'ORCAMENTO_PRECIFICADO',
  },
};
