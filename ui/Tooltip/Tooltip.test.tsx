import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('is hidden until the trigger gets focus', async () => {
    renderWithIntl(
      <Tooltip content="Abrir carrinho">
        <IconButton icon="cart" label="Abrir carrinho" />
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.setup().tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Abrir carrinho');
  });

  it('describes its trigger', async () => {
    renderWithIntl(
      <Tooltip content="Salva para depois">
        <IconButton icon="check" label="Salvar" />
      </Tooltip>,
    );
    await userEvent.setup().tab();
    const tip = await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-describedby', tip.id);
  });
});
