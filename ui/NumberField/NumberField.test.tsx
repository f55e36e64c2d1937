import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('reports typed values as numbers, read with a decimal comma', async () => {
    const onChange = vi.fn();
    renderWithIntl(<NumberField label="Peso" formatOptions={{ maximumFractionDigits: 3 }} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Peso' });
    await userEvent.type(input, '2,125');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(2.125);
    expect(input).toHaveValue('2,125');
  });

  it('has no stepper buttons when hidden', () => {
    renderWithIntl(<NumberField label="Valor" hideStepper />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a required field for screen readers', () => {
    renderWithIntl(<NumberField label="Parcelas" isRequired />);
    expect(screen.getByRole('textbox', { name: /Parcelas.*\(obrigatório\)/ })).toBeRequired();
  });
});
