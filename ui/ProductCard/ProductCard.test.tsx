import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { ProductCard, type ProductCardProps } from './ProductCard';

const base: ProductCardProps = { name: 'Feijão carioca', price: 8.5, quantity: 0, onQuantityChange: () => undefined };

describe('ProductCard', () => {
  it('"Adicionar" asks for one step up: the cart applies the minimum and the granularity (spec 4 INC)', async () => {
    const onQuantityChange = vi.fn();
    renderWithIntl(<ProductCard {...base} step={0.25} unit="kg" onQuantityChange={onQuantityChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Feijão carioca ao carrinho' }));
    expect(onQuantityChange).toHaveBeenCalledWith({ type: 'INC' });
  });

  it('in the cart, plus is INC, minus is DEC and typing is SET', async () => {
    const onQuantityChange = vi.fn();
    renderWithIntl(<ProductCard {...base} quantity={6} onQuantityChange={onQuantityChange} />);
    // The pointer over the plain stepper brings react-aria's number field in its place: these are its changes.
    await userEvent.hover(screen.getByRole('group', { name: 'Feijão carioca' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Feijão carioca' })).toHaveAttribute('aria-roledescription'));
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar quantidade de Feijão carioca' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diminuir quantidade de Feijão carioca' }));
    const input = screen.getByRole('textbox', { name: 'Feijão carioca' });
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    expect(onQuantityChange.mock.calls.map(([change]: unknown[]) => change)).toEqual([{ type: 'INC' }, { type: 'DEC' }, { type: 'SET', value: 9 }]);
  });

  it('does not move focus when the quantity changes elsewhere (the cart panel)', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const { rerender } = renderWithIntl(<ProductCard {...base} />);
    rerender(<ProductCard {...base} quantity={2} />);
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('shows no price and no way to buy when the price is hidden', () => {
    renderWithIntl(<ProductCard {...base} hiddenPrice={{ reason: 'Faça login para comprar' }} />);
    expect(screen.getByText('Faça login para comprar')).toBeInTheDocument();
    expect(screen.queryByText(/R\$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no add button for an unavailable product', () => {
    renderWithIntl(<ProductCard {...base} isUnavailable />);
    expect(screen.getByText('Indisponível')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adicionar/ })).not.toBeInTheDocument();
  });

  it('writes wholesale and tier hints with BRL and the unit', () => {
    renderWithIntl(<ProductCard {...base} unit="cx" wholesale={{ quantity: 10, price: 7.9 }} tiers={[{ quantity: 5, price: 8.1 }]} />);
    const hints = screen.getAllByRole('listitem').map((li) => li.textContent.replace(/\s/g, ' '));
    expect(hints).toEqual(['Atacado: R$ 7,90 a partir de 10 cx', 'Leve 5 cx ou mais: R$ 8,10 cada']);
  });

  it('uses the heading level of the page outline', () => {
    renderWithIntl(<ProductCard {...base} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Feijão carioca' })).toBeInTheDocument();
  });
});
