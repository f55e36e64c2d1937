import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'ui/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'inicio', label: 'Início', href: '/demo' },
      { id: 'mercearia', label: 'Mercearia', href: '/demo/c/mercearia' },
      { id: 'graos', label: 'Grãos e cereais' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Você está em' });
    // Every level but the page the shopper is on, which is named as current and links nowhere.
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('Grãos e cereais').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {};

export const SingleLevel: Story = { args: { items: [{ id: 'inicio', label: 'Início' }] } };

export const DeepTree: Story = {
  args: {
    items: [
      { id: 'inicio', label: 'Início', href: '/demo' },
      { id: 'bebidas', label: 'Bebidas', href: '/demo/c/bebidas' },
      { id: 'nao-alcoolicas', label: 'Bebidas não alcoólicas', href: '/demo/c/nao-alcoolicas' },
      { id: 'sucos', label: 'Sucos integrais e néctares de frutas tropicais' },
    ],
  },
};

export const NarrowScreen: Story = {
  ...DeepTree,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mercearia' })).toHaveFocus();
  },
};
