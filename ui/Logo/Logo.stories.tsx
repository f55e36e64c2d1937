import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'ui/Logo',
  component: Logo,
  args: { name: 'Distribuidora Demo', src: '/fixtures/logos/demo.svg' },
  argTypes: { name: { control: 'text' }, src: { control: 'text' }, isDecorative: { control: 'boolean' } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Distribuidora Demo' });
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  },
};

export const Playground: Story = { args: { name: 'Mercado Verde', src: '/fixtures/logos/mercado-verde.svg', isDecorative: false } };

/** A supplier whose theme has no logo: the name in text keeps the header's place. */
export const NoLogo: Story = {
  args: { name: 'Casa Noturna', src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Casa Noturna')).toBeVisible();
  },
};

/** A broken logo address: the name replaces the image, the box keeps its height. */
export const BrokenImage: Story = {
  args: { name: 'Padaria Sol', src: '/fixtures/logos/nao-existe.svg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Padaria Sol')).toBeVisible());
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A long store name without a logo wraps inside the logo's width. */
export const LongName: Story = {
  args: { name: 'Distribuidora de Alimentos e Bebidas Irmãos Albuquerque Ltda.', src: undefined },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/Irmãos Albuquerque/);
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};

/** Each sample supplier's own logo. */
export const SupplierLogos: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Logo name="Distribuidora Demo" src="/fixtures/logos/demo.svg" />
      <Logo name="Mercado Verde" src="/fixtures/logos/mercado-verde.svg" />
      <Logo name="Padaria Sol" src="/fixtures/logos/padaria-sol.svg" />
      <Logo name="Adega Noite" src="/fixtures/logos/adega-noite.svg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(4);
  },
};
