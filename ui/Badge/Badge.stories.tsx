import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Novo' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger', 'brand'] },
    children: { control: 'text' },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Novo');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Playground: Story = { args: { tone: 'brand', children: 'Oferta da semana' } };

export const Neutral: Story = { args: { tone: 'neutral', children: 'Rascunho' } };

export const Info: Story = { args: { tone: 'info', children: 'Em separação' } };

export const Success: Story = { args: { tone: 'success', children: 'Entregue' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Últimas unidades' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Esgotado' } };

export const Brand: Story = { args: { tone: 'brand', children: 'Promoção' } };

/** Every tone side by side, on the page and on a surface (cards, cart rows). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['', 'surface'] as const).map((bg) => (
        <div key={bg} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', padding: '1rem', background: bg ? 'var(--colors-surface)' : undefined }}>
          <Badge tone="neutral">Rascunho</Badge>
          <Badge tone="info">Em separação</Badge>
          <Badge tone="success">Entregue</Badge>
          <Badge tone="warning">Últimas unidades</Badge>
          <Badge tone="danger">Esgotado</Badge>
          <Badge tone="brand">Promoção</Badge>
        </div>
      ))}
    </div>
  ),
};

/** The brand tone on the pale-yellow supplier: the text turns dark to keep 4.5:1. */
export const BrandOnPaleSupplier: Story = {
  args: { tone: 'brand', children: 'Promoção' },
  globals: { supplier: 'padaria-sol' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Promoção')).color).toBe('rgb(0, 0, 0)');
  },
};

/** A long label wraps inside a narrow card instead of overflowing it. */
export const LongText: Story = {
  args: { tone: 'warning', children: 'Entrega somente a partir da próxima segunda-feira para a sua região' },
  decorators: [(Story) => <div style={{ maxWidth: '14rem' }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/Entrega somente/);
    const card = badge.parentElement!.getBoundingClientRect();
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
  },
};

/** In a sentence: read as part of it, no role, no extra stop for the keyboard. */
export const InsideText: Story = {
  args: { tone: 'success', children: 'Entregue' },
  render: (args) => (
    <p>
      Seu pedido nº 4512 está <Badge {...args} /> desde ontem às 14h.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Seu pedido nº 4512 está/)).toHaveTextContent('Seu pedido nº 4512 está Entregue desde ontem às 14h.');
    await expect(canvasElement.querySelectorAll('[tabindex], button, a')).toHaveLength(0);
  },
};
