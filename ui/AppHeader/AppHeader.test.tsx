import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { AppHeader } from './AppHeader';

describe('AppHeader', () => {
  it('is the page banner with a skip link to the main content', () => {
    renderWithIntl(<AppHeader logo={<span>Logo</span>} mainId="conteudo" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute('href', '#conteudo');
  });

  it('rounds a weighted cart count and never shows a negative one', () => {
    const { rerender } = renderWithIntl(<AppHeader logo={null} mainId="m" cart={{ count: 2.5, onPress: vi.fn() }} />);
    expect(screen.getByRole('button', { name: 'Carrinho, 3 itens' })).toBeInTheDocument();
    rerender(<AppHeader logo={null} mainId="m" cart={{ count: -1, onPress: vi.fn() }} />);
    expect(screen.getByRole('button', { name: 'Carrinho, vazio' })).toBeInTheDocument();
  });

  it('has no menu button unless asked', () => {
    renderWithIntl(<AppHeader logo={null} mainId="m" />);
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });
});
