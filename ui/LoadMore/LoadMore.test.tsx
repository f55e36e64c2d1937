import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { LoadMore, type LoadMoreProps } from './LoadMore';

function renderLoadMore(props: Partial<LoadMoreProps> = {}) {
  const onLoadMore = vi.fn();
  renderWithIntl(<LoadMore shown={20} total={1312} pageSize={20} onLoadMore={onLoadMore} {...props} />);
  return onLoadMore;
}

describe('LoadMore', () => {
  it('says how far the shopper is, numbers in pt-BR', () => {
    renderLoadMore();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20 de 1.312');
    expect(screen.getByRole('progressbar', { name: 'Mostrando 20 de 1.312' })).toHaveAttribute('aria-valuenow', '20');
  });

  it('asks for the next page', async () => {
    const onLoadMore = renderLoadMore();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Carregar mais 20 itens' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers only what is left, in the singular when one', () => {
    renderLoadMore({ shown: 1311 });
    expect(screen.getByRole('button', { name: 'Carregar mais 1 item' })).toBeInTheDocument();
  });

  it('does not ask twice while a page is loading', async () => {
    const onLoadMore = renderLoadMore({ isLoading: true });
    await userEvent.setup().click(screen.getByRole('button', { name: /Carregar mais/ }));
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('has no button once everything is loaded', () => {
    renderLoadMore({ shown: 1312 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Todos os 1.312 itens foram carregados');
  });
});
