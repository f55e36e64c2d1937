import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckboxProps } from './Checkbox';

function renderCheckbox(props: Partial<CheckboxProps> = {}) {
  const onChange = vi.fn();
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Checkbox onChange={onChange} {...props}>
        {props.children ?? 'Aceito os termos'}
      </Checkbox>
    </IntlProvider>,
  );
  return { onChange, checkbox: screen.getByRole('checkbox', { name: 'Aceito os termos' }) };
}

describe('Checkbox', () => {
  it('toggles on click of its label', async () => {
    const user = userEvent.setup();
    const { onChange, checkbox } = renderCheckbox();
    await user.click(screen.getByText('Aceito os termos'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is reached by Tab and toggled by Space', async () => {
    const user = userEvent.setup();
    const { onChange, checkbox } = renderCheckbox({ defaultSelected: true });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('reports a mixed state when indeterminate', () => {
    const { checkbox } = renderCheckbox({ isIndeterminate: true });
    expect(checkbox).toBePartiallyChecked();
  });

  it('is described by its help and its error while invalid', () => {
    const { checkbox } = renderCheckbox({ description: 'Obrigatório para comprar.', isInvalid: true, errorMessage: 'Aceite para continuar.' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Obrigatório para comprar. Aceite para continuar.');
  });

  it('does not change when disabled', async () => {
    const user = userEvent.setup();
    const { onChange, checkbox } = renderCheckbox({ isDisabled: true });
    await user.click(screen.getByText('Aceito os termos'));
    expect(checkbox).toBeDisabled();
    expect(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws the check mark only when checked, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    const { checkbox } = renderCheckbox();
    const label = checkbox.closest('label');
    expect(label?.querySelector('svg')).toBeNull();
    await user.click(checkbox);
    expect(label?.querySelector('svg[data-icon="check"]')).not.toBeNull();
    expect(label?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
