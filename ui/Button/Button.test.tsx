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

  it('says in words when a focused button starts and stops waiting, so a note outliving the button still reads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const view = (isPending: boolean) => (
        <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
          <Button isPending={isPending}>Entrar</Button>
        </IntlProvider>
      );
      const { rerender, unmount } = render(view(false));
      const note = () => document.querySelector('[data-kit-announcer][aria-live="assertive"]')?.textContent;
      await user.tab();
      rerender(view(true));
      await vi.advanceTimersByTimeAsync(150);
      expect(note()).toBe('Aguarde');
      rerender(view(false));
      await vi.advanceTimersByTimeAsync(150);
      expect(note()).toBe('Entrar');
      unmount();
      await vi.advanceTimersByTimeAsync(7000);
      expect(note()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing when a button it does not focus turns pending', async () => {
    const { rerender } = render(
      <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
        <Button>Salvar</Button>
      </IntlProvider>,
    );
    rerender(
      <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
        <Button isPending>Salvar</Button>
      </IntlProvider>,
    );
    await new Promise((done) => setTimeout(done, 150));
    expect(document.querySelector('[data-kit-announcer]')?.textContent ?? '').not.toContain('Aguarde');
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
