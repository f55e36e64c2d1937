import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TagGroup, type TagGroupProps } from './TagGroup';

const filters = [
  { id: 'sem-lactose', label: 'Sem lactose' },
  { id: 'organico', label: 'Orgânico' },
  { id: 'promocao', label: 'Em promoção' },
];

function Removable(args: TagGroupProps) {
  const [items, setItems] = useState(args.items);
  return (
    <main>
      <TagGroup {...args} items={items} onRemove={(keys) => setItems((list) => list.filter((i) => !keys.has(i.id)))} />
    </main>
  );
}

const meta = {
  title: 'ui/TagGroup',
  component: TagGroup,
  args: { label: 'Filtros ativos', items: filters },
  parameters: { layout: 'padded' },
  render: (args) => <Removable {...args} />,
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Filtros ativos' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const ReadOnlyLabels: Story = {
  render: (args) => (
    <main>
      <TagGroup {...args} label="Características do produto" />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ManyFilters: Story = {
  args: {
    items: ['Sem glúten', 'Sem lactose', 'Vegano', 'Orgânico', 'Integral', 'Diet', 'Light', 'Zero açúcar', 'Importado', 'Em promoção'].map((label) => ({
      id: label,
      label,
    })),
  },
};

export const RemoveWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Orgânico' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Orgânico/ })).not.toBeInTheDocument());
  },
};

/** Keyboard: Tab into the group, arrows move, Delete removes the focused filter. */
export const RemoveWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Sem lactose' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Orgânico' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};

function Selectable(args: TagGroupProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set(['organico']));
  return (
    <main>
      <TagGroup {...args} selectionMode="multiple" selectedKeys={selected} onSelectionChange={setSelected} />
    </main>
  );
}

/** Filter chips: a press or Space toggles one; a chosen chip is filled and checked. */
export const FilterChips: Story = {
  args: { label: 'Filtrar por' },
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Orgânico' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Em promoção' }));
    await expect(canvas.getByRole('row', { name: 'Em promoção' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'Em promoção' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
