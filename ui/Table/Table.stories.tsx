import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { Table, type TableColumn, type TableProps } from './Table';

interface Order {
  id: string;
  numero: number;
  data: string;
  status: string;
  total: number;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const orders: Order[] = [
  { id: '4512', numero: 4512, data: '2026-11-22', status: 'Em separação', total: 1289.9 },
  { id: '4498', numero: 4498, data: '2026-11-18', status: 'Entregue', total: 342.5 },
  { id: '4471', numero: 4471, data: '2026-11-09', status: 'Cancelado', total: 87 },
];

const columns: TableColumn<Order>[] = [
  { id: 'numero', title: 'Pedido', isRowHeader: true, allowsSorting: true, render: (o) => <Link href={`#${o.id}`}>{`nº ${o.numero}`}</Link> },
  { id: 'data', title: 'Data', allowsSorting: true, render: (o) => new Date(`${o.data}T12:00:00`).toLocaleDateString('pt-BR') },
  { id: 'status', title: 'Situação', render: (o) => o.status },
  { id: 'total', title: 'Total', allowsSorting: true, align: 'end', render: (o) => brl.format(o.total) },
];

function Sortable(args: TableProps<Order>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'data', direction: 'descending' });
  const rows = useMemo(() => {
    const key = sort.column as keyof Order;
    const sorted = [...args.rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [args.rows, sort]);
  return (
    <main>
      <Table {...args} rows={rows} sortDescriptor={sort} onSortChange={setSort} />
    </main>
  );
}

const meta = {
  title: 'ui/Table',
  component: Table<Order>,
  args: { label: 'Seus pedidos', columns, rows: orders, emptyState: 'Você ainda não fez pedidos.' },
  parameters: { layout: 'padded' },
  render: (args) => <Sortable {...args} />,
} satisfies Meta<typeof Table<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Seus pedidos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: /Data/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você ainda não fez pedidos.')).toBeInTheDocument();
  },
};

export const ManyRows: Story = {
  args: {
    rows: Array.from({ length: 25 }, (_, i) => ({
      id: String(5000 - i),
      numero: 5000 - i,
      data: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      status: i % 3 === 0 ? 'Entregue' : 'Aguardando pagamento',
      total: 100 + i * 37.5,
    })),
  },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
};

/** Keyboard: Tab into the grid, arrows to the Total header, Enter sorts by it. */
export const KeyboardSorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(total);
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'descending'));
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('nº 4512');
  },
};
