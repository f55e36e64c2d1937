import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'pedidos', label: 'Pedidos', content: <p>Seus últimos 6 pedidos aparecem aqui.</p> },
  { id: 'orcamentos', label: 'Orçamentos', content: <p>Orçamentos em análise e precificados.</p> },
  { id: 'assinaturas', label: 'Assinaturas', content: <p>Entregas recorrentes ativas.</p> },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { label: 'Meus pedidos', items, onSelectionChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main>
      <Tabs {...args} />
    </main>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pedidos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Pedidos' })).toHaveTextContent('últimos 6 pedidos');
  },
};

export const Playground: Story = { args: { defaultSelectedKey: 'orcamentos' } };

export const SubscriptionsSelected: Story = { args: { defaultSelectedKey: 'assinaturas' } };

export const WithDisabledTab: Story = {
  args: { items: [...items.slice(0, 2), { ...items[2]!, isDisabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Assinaturas' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ManyTabsNarrow: Story = {
  args: {
    items: ['Todos', 'Em análise', 'Precificados', 'Separando', 'Em entrega', 'Entregues', 'Cancelados'].map((label) => ({
      id: label,
      label,
      content: <p>{`Pedidos: ${label.toLowerCase()}.`}</p>,
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
};

/** Keyboard: Tab to the list, arrows move and select, Tab goes into the panel. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pedidos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const quotes = canvas.getByRole('tab', { name: 'Orçamentos' });
    await expect(quotes).toHaveFocus();
    await expect(quotes).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('orcamentos');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Orçamentos' })).toHaveFocus();
  },
};
