import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Button } from '../Button';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens a dialog named by its title', async () => {
    renderWithIntl(
      <Popover trigger={<Button>Detalhes</Button>} title="Preços por quantidade">
        <p>12 un.: R$ 9,90</p>
      </Popover>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Detalhes' }));
    expect(await screen.findByRole('dialog', { name: 'Preços por quantidade' })).toHaveTextContent('12 un.: R$ 9,90');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Popover trigger={<Button>Detalhes</Button>} title="Horários">
        <p>8h às 18h</p>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Detalhes' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
