import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Tabs } from './Tabs';

const items = [
  { id: 'pedidos', label: 'Pedidos', content: 'Lista de pedidos' },
  { id: 'assinaturas', label: 'Assinaturas', content: 'Lista de assinaturas' },
];

describe('Tabs', () => {
  it('names the tab list and shows the first panel', () => {
    renderWithIntl(<Tabs label="Meus pedidos" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Meus pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de pedidos');
  });

  it('switches panel on click and reports the key', async () => {
    const onSelectionChange = vi.fn();
    renderWithIntl(<Tabs label="Meus pedidos" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Assinaturas' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de assinaturas');
    expect(onSelectionChange).toHaveBeenLastCalledWith('assinaturas');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Tabs label="Meus pedidos" items={items} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Assinaturas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('honours a controlled selection', () => {
    renderWithIntl(<Tabs label="Meus pedidos" items={items} selectedKey="assinaturas" />);
    expect(screen.getByRole('tab', { name: 'Assinaturas' })).toHaveAttribute('aria-selected', 'true');
  });
});
