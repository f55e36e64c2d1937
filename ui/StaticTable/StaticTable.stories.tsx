import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { StaticTable } from './StaticTable';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const rows = [
  { sku: '7891000100103', name: 'Arroz Tipo 1 Pacote 5 kg', verdict: <Badge tone="success">Pronto</Badge>, quantity: 10, total: 289.9 },
  { sku: '7896005800027', name: 'Feijão Carioca Pacote 1 kg', verdict: <Badge tone="warning">Ajustado para 12</Badge>, quantity: 12, total: 95.88 },
  { sku: '0000000000000', name: 'Código não encontrado', verdict: <Badge tone="danger">Não encontrado</Badge>, quantity: 3, total: 0 },
];

const meta = {
  title: 'ui/StaticTable',
  component: StaticTable,
  args: { 'aria-labelledby': 'itens', children: null },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main>
      <h2 id="itens">Itens conferidos</h2>
      <StaticTable {...args}>
        <thead>
          <tr>
            <th scope="col">Produto</th>
            <th scope="col">Situação</th>
            <th scope="col" data-align="end">
              Quantidade
            </th>
            <th scope="col" data-align="end">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sku}>
              <th scope="row">
                <strong>{row.sku}</strong> {row.name}
              </th>
              <td style={{ whiteSpace: 'nowrap' }}>{row.verdict}</td>
              <td data-align="end">{row.quantity}</td>
              <td data-align="end">{brl.format(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </StaticTable>
    </main>
  ),
} satisfies Meta<typeof StaticTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's table look on native rows: heads on the surface band, money on the right in even digits. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Itens conferidos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    const total = within(table).getByRole('cell', { name: brl.format(95.88) });
    await expect(getComputedStyle(total).textAlign).toBe('right');
    await expect(getComputedStyle(total).fontVariantNumeric).toBe('tabular-nums');
    const head = within(table).getByRole('columnheader', { name: 'Produto' });
    await expect(getComputedStyle(head).textAlign).toBe('left');
    // A thin rule parts the rows, none under the last: the frame's border closes the table.
    const [, first, , last] = within(table).getAllByRole('row');
    await expect(getComputedStyle(first!).borderBottomStyle).toBe('solid');
    await expect(getComputedStyle(last!).borderBottomStyle).toBe('none');
  },
};

/** A phone: the rows scroll sideways inside the frame, which the keyboard reaches (then its arrows scroll it). */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Itens conferidos' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await userEvent.tab();
    await expect(frame).toHaveFocus();
  },
};
