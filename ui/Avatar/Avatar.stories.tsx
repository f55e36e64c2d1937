import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  args: { name: 'Maria da Silva' },
  argTypes: {
    name: { control: 'text' },
    src: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    isDecorative: { control: 'boolean' },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS');
  },
};

export const Playground: Story = { args: { size: 'lg', isDecorative: false } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small] = within(canvasElement).getAllByRole('img');
    // The smallest is still a full 24 px target when it sits in a button.
    await expect(small!.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  },
};

export const WithPhoto: Story = {
  args: { name: 'Distribuidora Demo', src: '/fixtures/logos/demo.svg', size: 'lg' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  },
};

/** A photo that fails shows the initials instead of a broken image. */
export const BrokenPhoto: Story = {
  args: { name: 'João Pereira', src: '/fixtures/nao-existe.jpg', size: 'lg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'João Pereira' })).toHaveTextContent('JP'));
  },
};

/** Beside the name in the account menu: hidden from screen readers, who already hear the name. */
export const Decorative: Story = {
  args: { name: 'Ana Beatriz dos Santos', isDecorative: true },
  render: (args) => (
    <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Avatar {...args} /> Ana Beatriz dos Santos
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Accented and particle-rich names. */
export const PortugueseNames: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Avatar name="Élio de Andrade" />
      <Avatar name="Ângela Maria dos Anjos" />
      <Avatar name="Ítalo" />
      <Avatar name="Úrsula da Conceição e Sá" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement).getAllByRole('img').map((el) => el.textContent);
    await expect(names).toEqual(['ÉA', 'ÂA', 'Í', 'ÚS']);
  },
};
