import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './Button';

function renderButton(props: Partial<ButtonProps> = {}) {
  const onPress = vi.fn();
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Button onPress={onPress} {...props}>
        {props.children ?? 'Adicionar'}
      </Button>
    </IntlProvider>,
  );
  return { onPress, button: screen.getByRole('button', { name: /Adicionar/ }) };
}

describe('Button', () => {
  it('calls onPress on click', async () => {
    const user = userEvent.setup();
    const { onPress, button } = renderButton();
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is reachable by Tab and pressed by Enter and Space', async () => {
    const user = userEvent.setup();
    const { onPress, button } = renderButton();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while pending and announces progress', async () => {
    const user = userEvent.setup();
    const { onPress, button } = renderButton({ isPending: true });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Aguarde' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the label in the layout while pending so the width does not change', () => {
    renderButton({ isPending: true });
    expect(screen.getByText('Adicionar')).toBeInTheDocument();
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('exposes the %s variant for themes and tests', (variant) => {
    const { button } = renderButton({ variant });
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it('is not pressable when disabled', async () => {
    const user = userEvent.setup();
    const { onPress, button } = renderButton({ isDisabled: true });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
  });
});
