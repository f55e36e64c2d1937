import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'DELIVERY', label: 'Entrega', description: 'R$ 12,90' },
  { value: 'RETIRADA', label: 'Retirar na loja' },
];

describe('RadioGroup', () => {
  it('is a named radio group with its options', () => {
    renderWithIntl(<RadioGroup label="Como você quer receber?" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Como você quer receber?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithIntl(<RadioGroup label="Entrega" options={options} onChange={onChange} appearance="cards" />);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Retirar na loja/ }));
    expect(onChange).toHaveBeenCalledWith('RETIRADA');
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithIntl(<RadioGroup label="Entrega" options={options} defaultValue="DELIVERY" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Retirar na loja/ })).toBeChecked();
  });

  it('shows the error message when invalid', () => {
    renderWithIntl(<RadioGroup label="Pagamento" options={options} isInvalid errorMessage="Escolha uma opção." />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escolha uma opção.')).toBeInTheDocument();
  });
});
