import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';

const meta = {
  title: 'ui/LoadMore',
  component: LoadMore,
  args: { shown: 20, total: 312, pageSize: 20, onLoadMore: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main>
      <LoadMore {...args} />
    </main>
  ),
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 20 de 312');
    await expect(canvas.getByRole('button', { name: 'Carregar mais 20 itens' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { shown: 40, total: 95 } };

export const Loading: Story = { args: { isLoading: true } };

export const LastPage: Story = {
  args: { shown: 300, total: 312 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Carregar mais 12 itens' })).toBeInTheDocument();
  },
};

export const AllLoaded: Story = {
  args: { shown: 312, total: 312 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Todos os 312 itens foram carregados');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OrdersPageSize: Story = { args: { shown: 6, total: 23, pageSize: 6 } };

function Growing(args: LoadMoreProps) {
  const [shown, setShown] = useState(args.shown);
  return (
    <main>
      <LoadMore {...args} shown={shown} onLoadMore={() => setShown((n) => n + args.pageSize)} />
    </main>
  );
}

/** Keyboard only: Tab to the button, Enter loads the next page, the status says how far. */
export const KeyboardLoading: Story = {
  args: { shown: 20, total: 45 },
  render: (args) => <Growing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Carregar mais 20 itens' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 40 de 45'));
    await expect(canvas.getByRole('button', { name: 'Carregar mais 5 itens' })).toBeInTheDocument();
  },
};
