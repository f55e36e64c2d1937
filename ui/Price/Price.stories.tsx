import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'ui/Price',
  component: Price,
  args: { value: 12.9 },
  argTypes: {
    value: { control: { type: 'number', step: 0.01, min: 0 } },
    oldValue: { control: { type: 'number', step: 0.01, min: 0 } },
    unit: { control: 'text' },
    from: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Once for screen readers, once on screen (hidden from them, so it is not read twice).
    const [, shown] = within(canvasElement).getAllByText('R$ 12,90');
    await expect(shown).toBeVisible();
    await expect(shown!.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Playground: Story = {
  args: { value: 12.9, oldValue: 15.9, unit: 'kg', from: false, size: 'md' },
};

/** A discount: the old price struck through, read as one sentence. */
export const WithOldPrice: Story = {
  args: { value: 12.9, oldValue: 15.9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('De R$ 15,90 por R$ 12,90')).toBeInTheDocument();
    const old = canvas.getByText('R$ 15,90');
    await expect(getComputedStyle(old).textDecorationLine).toBe('line-through');
    await expect(old.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Sold by weight: "/kg" on screen, "por kg" for screen readers. */
export const PerKilo: Story = {
  args: { value: 39.9, unit: 'kg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('R$ 39,90 por kg')).toBeInTheDocument();
    await expect(canvas.getByText('/kg')).toBeVisible();
  },
};

/** The lowest of several prices (sizes, packs). */
export const FromPrice: Story = {
  args: { value: 8.5, from: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('a partir de R$ 8,50')).toBeInTheDocument();
    await expect(canvas.getByText('a partir de')).toBeVisible();
  },
};

export const Large: Story = { args: { value: 1249.9, oldValue: 1399, size: 'lg' } };

export const Small: Story = { args: { value: 4.99, unit: 'un', size: 'sm' } };

/** A long unit of sale from the supplier's catalogue, in a narrow product card. */
export const LongUnit: Story = {
  args: { value: 189.9, oldValue: 210, unit: 'caixa com 12 unidades de 1 litro', from: true },
  decorators: [(Story) => <div style={{ maxWidth: '12rem' }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('De R$ 210,00 por a partir de R$ 189,90 por caixa com 12 unidades de 1 litro'),
    ).toBeInTheDocument();
  },
};

/** A free item (gift, sample) still shows R$ 0,00, not an empty price. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('R$ 0,00').length).toBeGreaterThan(0);
  },
};

/** Prices sit in product names and cart rows: the sentence reads naturally around them. */
export const InsideText: Story = {
  render: (args) => (
    <p>
      Leite integral 1 L por <Price {...args} size="sm" /> no atacado.
    </p>
  ),
  args: { value: 5.49, unit: 'un' },
};
