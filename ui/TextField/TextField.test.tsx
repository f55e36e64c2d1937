import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { TextField, type TextFieldProps } from './TextField';

function renderField(props: Partial<TextFieldProps> = {}) {
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <form aria-label="Cadastro">
        <TextField label="E-mail" {...props} />
        <button type="submit">Enviar</button>
      </form>
    </IntlProvider>,
  );
}

describe('TextField', () => {
  it('is a textbox named by its label and reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ onChange });
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveFocus();
    await user.keyboard('ana@loja.com');
    expect(onChange).toHaveBeenLastCalledWith('ana@loja.com');
  });

  it('passes type, input mode and autocomplete to the input', () => {
    renderField({ type: 'email', inputMode: 'email', autoComplete: 'email' });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('describes the input with its help text', () => {
    renderField({ description: 'Para a nota fiscal.' });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Para a nota fiscal.');
  });

  it('shows the error only while invalid and describes the input with it', () => {
    renderField({ isInvalid: true, errorMessage: 'Informe um e-mail válido.' });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Informe um e-mail válido.');
  });

  it('shows no error text while valid', () => {
    renderField({ errorMessage: 'Informe um e-mail válido.' });
    expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
  });

  it('marks a required field in its name and state', () => {
    renderField({ isRequired: true });
    const input = screen.getByRole('textbox', { name: 'E-mail (obrigatório)' });
    expect(input).toBeRequired();
  });

  it('shows a computed error after a failed validation on submit', async () => {
    const user = userEvent.setup();
    renderField({
      validationBehavior: 'aria',
      validate: (value) => (value.includes('@') ? null : 'Falta o @.'),
      errorMessage: ({ validationErrors }) => `Erro: ${validationErrors.join(' ')}`,
    });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana');
    expect(screen.getByText('Erro: Falta o @.')).toBeInTheDocument();
  });

  it('cannot be changed when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ isReadOnly: true, defaultValue: 'fixo@loja.com', onChange });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'x');
    expect(input).toHaveValue('fixo@loja.com');
    expect(onChange).not.toHaveBeenCalled();
  });
});
