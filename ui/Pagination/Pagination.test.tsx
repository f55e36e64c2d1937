import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('does not report the page already on screen', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Pagination page={2} totalPages={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the page pressed', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Pagination page={2} totalPages={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('treats a page past the end as the last page', () => {
    renderWithIntl(<Pagination page={9} totalPages={5} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('draws nothing for no pages', () => {
    const { container } = renderWithIntl(<Pagination page={1} totalPages={0} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a name of its own when a page has two lists', () => {
    renderWithIntl(<Pagination page={1} totalPages={3} onChange={vi.fn()} label="Paginação das faturas" />);
    expect(screen.getByRole('navigation', { name: 'Paginação das faturas' })).toBeInTheDocument();
  });
});
