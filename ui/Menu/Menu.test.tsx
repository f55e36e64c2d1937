import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Button } from '../Button';
import { Menu } from './Menu';

const items = [
  { id: 'pedidos', label: 'Meus pedidos' },
  { id: 'sair', label: 'Sair da conta', isDanger: true, startsGroup: true },
];

describe('Menu', () => {
  it('opens a menu named by its trigger', async () => {
    renderWithIntl(<Menu trigger={<Button>Conta</Button>} items={items} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Conta' }));
    expect(await screen.findByRole('menu', { name: 'Conta' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('reports the chosen action', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<Menu trigger={<Button>Conta</Button>} items={items} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Conta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair da conta' }));
    expect(onAction).toHaveBeenCalledWith('sair');
  });

  it('separates groups', async () => {
    renderWithIntl(<Menu trigger={<Button>Conta</Button>} items={items} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Conta' }));
    expect(await screen.findByRole('separator')).toBeInTheDocument();
  });
});
