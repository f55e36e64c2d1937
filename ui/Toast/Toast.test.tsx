import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { createToastQueue, ToastRegion } from './Toast';

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes success toasts after the timeout', async () => {
    const toasts = createToastQueue({ timeout: 1000 });
    renderWithIntl(<ToastRegion queue={toasts.queue} />);
    act(() => {
      toasts.show({ tone: 'success', title: 'Salvo' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Salvo' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps warnings and errors until closed', async () => {
    const toasts = createToastQueue({ timeout: 1000 });
    renderWithIntl(<ToastRegion queue={toasts.queue} />);
    let key = '';
    act(() => {
      toasts.show({ tone: 'warning', title: 'Preços mudaram' });
      key = toasts.show({ tone: 'danger', title: 'Falhou' });
    });
    await act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => toasts.close(key));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('shows the description under the title', () => {
    const toasts = createToastQueue();
    renderWithIntl(<ToastRegion queue={toasts.queue} />);
    act(() => {
      toasts.show({ tone: 'success', title: 'Cupom aplicado', description: '10% de desconto' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Cupom aplicado' })).toHaveTextContent('10% de desconto');
  });

  it('keeps a toast with an action until it is used, and runs the action once', async () => {
    const toasts = createToastQueue({ timeout: 1000 });
    const onAction = vi.fn();
    renderWithIntl(<ToastRegion queue={toasts.queue} />);
    act(() => {
      toasts.show({ tone: 'success', title: 'Removido', action: { label: 'Desfazer', onAction } });
    });
    await act(() => vi.advanceTimersByTime(60_000));
    const toast = screen.getByRole('alertdialog', { name: 'Removido' });
    act(() => screen.getByRole('button', { name: 'Desfazer' }).click());
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(toast).not.toBeInTheDocument();
  });

  it('shows the same message once while it is on screen', () => {
    const toasts = createToastQueue();
    renderWithIntl(<ToastRegion queue={toasts.queue} />);
    act(() => {
      toasts.show({ tone: 'danger', title: 'Não foi possivel salvar o carrinho' });
      toasts.show({ tone: 'danger', title: 'Não foi possivel salvar o carrinho' });
      toasts.show({ tone: 'danger', title: 'Não foi possivel salvar o carrinho', description: 'Outro texto' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });
});
