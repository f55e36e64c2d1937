import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  args: {},
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    label: { control: 'text' },
    valueLabel: { control: 'text' },
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <main style={{ minWidth: '20rem' }}>
      <Spinner {...args} />
    </main>
  ),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Carregando' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Playground: Story = {
  args: { label: 'Carregando formas de pagamento', size: 'md', showLabel: true },
};

export const Small: Story = {
  args: { size: 'sm', label: 'Atualizando o frete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Atualizando o frete' })).toHaveAttribute('data-size', 'sm');
  },
};

export const Large: Story = {
  args: { size: 'lg', label: 'Carregando o catálogo de produtos' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Carregando o catálogo de produtos' });
    const ring = bar.firstElementChild!;
    await expect(ring.getBoundingClientRect().width).toBe(44);
    await expect(getComputedStyle(ring).borderTopWidth).toBe('4px');
    // Two tones: the brand's text colour turns over a subtle track.
    await expect(getComputedStyle(ring).borderTopColor).not.toBe(getComputedStyle(ring).borderBottomColor);
    await expect(getComputedStyle(ring).borderBottomColor).toBe('rgb(213, 217, 224)');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Buscando produtos disponíveis para entrega no seu endereço…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buscando produtos disponíveis para entrega no seu endereço…')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Buscando produtos disponíveis para entrega no seu endereço…' })).toBeInTheDocument();
  },
};

export const Determinate: Story = {
  args: { value: 40, showLabel: true, label: 'Enviando as fotos do pedido' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando as fotos do pedido' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(bar).getByText('40%')).toBeVisible();
  },
};

export const DeterminateWithValueLabel: Story = {
  args: { value: 40, showLabel: true, label: 'Importando a lista de compras', valueLabel: '2 de 5 listas' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 de 5 listas');
  },
};

export const Complete: Story = {
  args: { value: 100, showLabel: true, label: 'Fotos enviadas' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Fotos enviadas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};
