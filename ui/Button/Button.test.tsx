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

  it('takes its progress announcements along when it leaves the page (they would name nothing)', async () => {
    const user = userEvent.setup();
    const view = (isPending: boolean) => (
      <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
        <Button isPending={isPending}>Entrar</Button>
      </IntlProvider>
    );
    const { rerender, unmount } = render(view(false));
    await user.tab();
    rerender(view(true));
    const id = screen.getByRole('button', { name: /Entrar/ }).id;
    const notes = () => document.querySelectorAll(`[data-live-announcer] [aria-labelledby~="${id}"]`);
    expect(notes().length).toBeGreaterThan(0);
    unmount();
    expect(notes()).toHaveLength(0);
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
