import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Table, type TableColumn } from './Table';

interface Invoice {
  id: string;
  vencimento: string;
  valor: string;
}

const columns: TableColumn<Invoice>[] = [
  { id: 'vencimento', title: 'Vencimento', isRowHeader: true, allowsSorting: true, render: (r) => r.vencimento },
  { id: 'valor', title: 'Valor', align: 'end', render: (r) => r.valor },
];
const rows = [
  { id: '1', vencimento: '10/12/2026', valor: 'R$ 120,00' },
  { id: '2', vencimento: '10/01/2027', valor: 'R$ 98,50' },
];

describe('Table', () => {
  it('is a named grid with a header row and one row per record', () => {
    renderWithIntl(<Table label="Faturas" columns={columns} rows={rows} />);
    const grid = screen.getByRole('grid', { name: 'Faturas' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByRole('rowheader', { name: '10/12/2026' })).toBeInTheDocument();
  });

  it('asks to sort when a sortable header is pressed', async () => {
    const onSortChange = vi.fn();
    renderWithIntl(<Table label="Faturas" columns={columns} rows={rows} onSortChange={onSortChange} />);
    await userEvent.setup().click(screen.getByRole('columnheader', { name: /Vencimento/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'vencimento', direction: 'ascending' });
  });

  it('shows the empty state without rows', () => {
    renderWithIntl(<Table label="Faturas" columns={columns} rows={[]} emptyState="Nenhuma fatura em aberto." />);
    expect(screen.getByText('Nenhuma fatura em aberto.')).toBeInTheDocument();
  });
});
