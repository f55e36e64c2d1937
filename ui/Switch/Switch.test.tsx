import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Switch, type SwitchProps } from './Switch';

function renderSwitch(props: Partial<SwitchProps> = {}) {
  const onChange = vi.fn();
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Switch onChange={onChange} {...props}>
        {props.children ?? 'Só promoções'}
      </Switch>
    </IntlProvider>,
  );
  return { onChange, toggle: screen.getByRole('switch', { name: 'Só promoções' }) };
}

describe('Switch', () => {
  it('flips on click of its label', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch();
    await user.click(screen.getByText('Só promoções'));
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is reached by Tab and flipped by Space', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch({ defaultSelected: true });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch({ isSelected: true });
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(toggle).toBeChecked();
  });

  it('is described by its help text', () => {
    const { toggle } = renderSwitch({ description: 'Muda a lista na hora.' });
    expect(toggle).toHaveAccessibleDescription('Muda a lista na hora.');
  });

  it('does not flip when disabled', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch({ isDisabled: true });
    await user.click(screen.getByText('Só promoções'));
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not flip when read-only', async () => {
    const user = userEvent.setup();
    const { onChange, toggle } = renderSwitch({ isReadOnly: true, defaultSelected: true });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
