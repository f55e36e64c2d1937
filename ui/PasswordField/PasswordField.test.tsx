import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function renderField(props: Partial<PasswordFieldProps> = {}) {
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <PasswordField label="Senha" {...props} />
    </IntlProvider>,
  );
  return { input: screen.getByLabelText(/^Senha/) };
}

describe('PasswordField', () => {
  it('hides the password and fills a saved one by default', () => {
    const { input } = renderField();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
  });

  it('asks password managers for a new password when told to', () => {
    const { input } = renderField({ autoComplete: 'new-password' });
    expect(input).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows and hides the password by keyboard, the button naming what it will do', async () => {
    const user = userEvent.setup();
    const { input } = renderField({ defaultValue: 'segredo' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('segredo');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
  });

  it('accepts a pasted password', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { input } = renderField({ onChange });
    await user.click(input);
    await user.paste('colado-123');
    expect(input).toHaveValue('colado-123');
    expect(onChange).toHaveBeenLastCalledWith('colado-123');
  });

  it('keeps spell checkers away from a revealed password', () => {
    const { input } = renderField({ defaultRevealed: true });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
  });

  it('shows the login error and describes the input with it', () => {
    const { input } = renderField({ isInvalid: true, errorMessage: 'Usuário inexistente ou credenciais inválidas' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Usuário inexistente ou credenciais inválidas');
  });

  it('disables the toggle with the field', () => {
    const { input } = renderField({ isDisabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  });
});
