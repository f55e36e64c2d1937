import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is a region named by its heading', () => {
    renderWithIntl(<EmptyState title="Nenhum pedido" />);
    expect(screen.getByRole('region', { name: 'Nenhum pedido' })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    renderWithIntl(<EmptyState title="Nenhum endereço" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nenhum endereço' })).toBeInTheDocument();
  });

  it('hides its icon from assistive technology', () => {
    const { container } = renderWithIntl(<EmptyState title="Vazio" icon="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the action only when one is given', () => {
    const { rerender } = renderWithIntl(<EmptyState title="Vazio" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<EmptyState title="Vazio" action={<button type="button">Ver produtos</button>} />);
    expect(screen.getByRole('button', { name: 'Ver produtos' })).toBeVisible();
  });
});
