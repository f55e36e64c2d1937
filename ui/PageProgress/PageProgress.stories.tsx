import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageProgress } from './PageProgress';

const meta = {
  title: 'ui/PageProgress',
  component: PageProgress,
  args: { label: 'Carregando a página' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <main style={{ padding: '2rem' }}>
      <h1>Meus pedidos</h1>
      <p>The bar runs along the top of the window while the next page is on its way.</p>
      <PageProgress {...args} />
    </main>
  ),
} satisfies Meta<typeof PageProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation on its way: an indeterminate, named progressbar over the page, which moves nothing. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Carregando a página' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(bar).position).toBe('fixed');
  },
};
