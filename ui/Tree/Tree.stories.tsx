import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tree, type TreeNode, type TreeProps } from './Tree';

const categories: TreeNode[] = [
  {
    id: 'mercearia',
    label: 'Mercearia',
    count: 128,
    children: [
      { id: 'graos', label: 'Grãos e cereais', count: 34, children: [{ id: 'arroz', label: 'Arroz', count: 12 }, { id: 'feijao', label: 'Feijão', count: 9 }] },
      { id: 'massas', label: 'Massas', count: 21 },
      { id: 'oleos', label: 'Óleos e azeites', count: 15 },
    ],
  },
  {
    id: 'bebidas',
    label: 'Bebidas',
    count: 86,
    children: [
      { id: 'refrigerantes', label: 'Refrigerantes', count: 30 },
      { id: 'sucos', label: 'Sucos', count: 18 },
    ],
  },
  { id: 'limpeza', label: 'Limpeza', count: 57 },
  { id: 'hortifruti', label: 'Hortifrúti', count: 0 },
];

/** The catalogue owns the chosen category, as the product list will. */
function CategoryFilter(args: TreeProps) {
  const [selected, setSelected] = useState(args.selectedKey ?? null);
  return (
    <Tree
      {...args}
      selectedKey={selected}
      onSelect={(id) => {
        setSelected(id);
        args.onSelect?.(id);
      }}
    />
  );
}

const meta = {
  title: 'ui/Tree',
  component: Tree,
  args: { 'aria-label': 'Categorias', items: categories, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  render: (args) => <CategoryFilter {...args} />,
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Categorias' });
    await expect(within(tree).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('row', { name: /Limpeza/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('limpeza');
    await expect(canvas.getByRole('row', { name: /Limpeza/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playground: Story = { args: { defaultExpandedKeys: ['mercearia'] } };

/** Opening a branch with the pointer: the chevron. */
export const Expand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Bebidas/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Expandir Bebidas' }));
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('row', { name: /Sucos/ })).toBeVisible();
  },
};

/** Coming back to a category deep in the tree: its branch is already open and it is marked. */
export const DeepSelection: Story = {
  args: { selectedKey: 'feijao' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Feijão/ });
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(row).toHaveAttribute('aria-level', '3');
  },
};

/** Keyboard: arrows move, Right opens, Left closes, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const mercearia = canvas.getByRole('row', { name: /Mercearia/ });
    await waitFor(() => expect(mercearia).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(mercearia).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const massas = canvas.getByRole('row', { name: /Massas/ });
    await expect(massas).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('massas');
    await expect(massas).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mercearia).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mercearia).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A category with no products can be shown but not chosen. */
export const DisabledItem: Story = {
  args: { disabledKeys: ['hortifruti'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /Hortifrúti/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma categoria disponível')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    items: [
      {
        id: 'a',
        label: 'Produtos de higiene pessoal, perfumaria e cuidados com a pele para toda a família',
        count: 240,
        children: [{ id: 'b', label: 'Desodorantes antitranspirantes aerossol e roll-on sem perfume', count: 37 }],
      },
    ],
    defaultExpandedKeys: ['a'],
  },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid');
    await expect(tree.scrollWidth).toBeLessThanOrEqual(tree.clientWidth);
  },
};

/** A big catalogue: 12 departments of 8 aisles each. */
export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, d) => ({
      id: `d${d}`,
      label: `Departamento ${d + 1}`,
      count: 80,
      children: Array.from({ length: 8 }, (__, a) => ({ id: `d${d}a${a}`, label: `Corredor ${d + 1}.${a + 1}`, count: 10 })),
    })),
    defaultExpandedKeys: ['d0', 'd1'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(12 + 16);
  },
};

export const NarrowScreen: Story = {
  args: { selectedKey: 'arroz' },
  decorators: [(Story) => <div style={{ maxWidth: '15rem' }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    for (const row of within(canvasElement).getAllByRole('row')) await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
