import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(<IconButton icon="close" label="Fechar" />);
    const button = screen.getByRole('button', { name: 'Fechar' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onPress on click and keyboard', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<IconButton icon="menu" label="Abrir menu" onPress={onPress} />);
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="plus" label="Aumentar" isDisabled onPress={onPress} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aumentar' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it.each(['ghost', 'primary', 'secondary'] as const)('exposes the %s variant', (variant) => {
    render(<IconButton icon="cart" label="Carrinho" variant={variant} />);
    expect(screen.getByRole('button', { name: 'Carrinho' })).toHaveAttribute('data-variant', variant);
  });
});
