import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Logo } from './Logo';

describe('Logo', () => {
  it('shows the image named after the store', () => {
    renderWithIntl(<Logo name="Padaria Sol" src="/fixtures/logos/padaria-sol.svg" />);
    const img = screen.getByRole('img', { name: 'Padaria Sol' });
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '40');
  });

  it('shows the store name when there is no logo', () => {
    renderWithIntl(<Logo name="Casa Noturna" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Casa Noturna')).toBeVisible();
  });

  it('shows the store name when the image fails to load', () => {
    renderWithIntl(<Logo name="Mercado Verde" src="/nao-existe.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Mercado Verde')).toBeVisible();
  });

  it('adds nothing to read when decorative', () => {
    const { container } = renderWithIntl(<Logo name="Demo" src="/fixtures/logos/demo.svg" isDecorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
