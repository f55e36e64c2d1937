import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** The list owner keeps the page, as the order list will. */
function PagedList(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onChange={(next) => {
        setPage(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 12, onChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 0 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
    compact: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: { layout: 'centered' },
  render: (args) => <PagedList key={`${args.page}-${args.totalPages}`} {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { args: { page: 5, totalPages: 20, siblings: 1, compact: false, isDisabled: false } };

/** In the middle: a gap on each side, read as "Páginas omitidas". */
export const MiddlePage: Story = {
  args: { page: 10, totalPages: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Páginas omitidas')).toHaveLength(2);
    const pages = canvas.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
  },
};

export const LastPage: Story = {
  args: { page: 20, totalPages: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 20' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Few pages: every number, no gaps. */
export const FewPages: Story = {
  args: { page: 2, totalPages: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Páginas omitidas')).not.toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(4);
  },
};

/** One page of orders: nothing to page through, nothing drawn. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A long history (spec: order history pages of 10). */
export const ManyPages: Story = { args: { page: 148, totalPages: 311, siblings: 2 } };

/** While the next page loads, the controls wait. */
export const Disabled: Story = {
  args: { page: 3, totalPages: 12, isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Side panels and phones: arrows around "Página 3 de 12". */
export const Compact: Story = {
  args: { page: 3, totalPages: 12, compact: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 3 de 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Página 2 de 12')).toBeVisible();
  },
};

/** Keyboard only: Tab reaches each page, Enter and Space go there. */
export const Keyboard: Story = {
  args: { page: 1, totalPages: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // The disabled "Página anterior" is skipped: focus starts on page 1.
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveFocus();
  },
};
