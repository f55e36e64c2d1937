import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { TagGroup } from './TagGroup';

const items = [
  { id: 'a', label: 'Orgânico' },
  { id: 'b', label: 'Vegano' },
];

describe('TagGroup', () => {
  it('names the group by its label', () => {
    renderWithIntl(<TagGroup label="Filtros ativos" items={items} />);
    expect(screen.getByRole('grid', { name: 'Filtros ativos' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('names each remove button after its filter and reports the key', async () => {
    const onRemove = vi.fn();
    renderWithIntl(<TagGroup label="Filtros" items={items} onRemove={onRemove} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remover Vegano' }));
    expect(onRemove).toHaveBeenCalledWith(new Set(['b']));
  });

  it('toggles filter chips and reports the chosen ids', async () => {
    const onSelectionChange = vi.fn();
    renderWithIntl(<TagGroup label="Filtrar por" items={items} selectionMode="multiple" selectedKeys={['a']} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('row', { name: 'Orgânico' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('row', { name: 'Vegano' }));
    expect(onSelectionChange).toHaveBeenCalledWith(new Set(['a', 'b']));
  });

  it('has no remove buttons without onRemove', () => {
    renderWithIntl(<TagGroup label="Características" items={items} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
