import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
    lines: { control: { type: 'number', min: 1, max: 12 } },
    label: { control: 'text' },
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main style={{ maxWidth: '40rem' }}>
      <Skeleton {...args} />
    </main>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { shape: 'rect', width: '$prose', height: '$placeholderHero', lines: 3, label: 'Carregando produtos…' },
};

/** The description of a product, three lines long, the last one shorter. */
export const TextLines: Story = {
  args: { shape: 'text', lines: 4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  },
};

/** A product card on its way: the image, the name and the price keep their place. */
export const Card: Story = {
  render: () => (
    <main>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '1rem', padding: 0, margin: 0, listStyle: 'none' }}>
        {[0, 1, 2].map((i) => (
          <li key={i} style={{ display: 'grid', gap: '0.75rem', padding: '1rem', border: '1px solid #d5d9e0', borderRadius: '12px' }}>
            <Skeleton shape="rect" height="$placeholderHero" label={i === 0 ? 'Carregando produtos da categoria Bebidas…' : undefined} />
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" width="40%" />
          </li>
        ))}
      </ul>
    </main>
  ),
  play: async ({ canvasElement }) => {
    // One announcement for the whole grid, not one per block.
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: '$controlLg' },
  render: (args) => (
    <main style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Skeleton {...args} />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" width="12rem" />
        <Skeleton shape="text" width="8rem" />
      </div>
    </main>
  ),
  play: async ({ canvasElement }) => {
    // Reserves the avatar's exact space: a 52 px circle ($controlLg).
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"] [data-skeleton]')!;
    await expect(circle.getBoundingClientRect().width).toBe(52);
    await expect(circle.getBoundingClientRect().height).toBe(52);
  },
};

export const WithLabel: Story = {
  args: { shape: 'text', lines: 3, label: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando…');
  },
};

export const Rect: Story = {
  args: { shape: 'rect', height: '$header' },
};
