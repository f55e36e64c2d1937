import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Price, type PriceProps } from './Price';

function renderPrice(props: PriceProps) {
  return render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Price {...props} />
    </IntlProvider>,
  );
}

/** The part sighted shoppers see; hidden from screen readers, which get one sentence instead. */
function visualPart(container: HTMLElement) {
  const visual = container.querySelector('[aria-hidden="true"]');
  if (!(visual instanceof HTMLElement)) throw new Error('no visual part');
  return visual;
}

describe('Price', () => {
  it('formats the value as BRL in pt-BR', () => {
    const { container } = renderPrice({ value: 12.9 });
    expect(visualPart(container)).toHaveTextContent('R$ 12,90');
  });

  it('reads a discount as one sentence and strikes the old price through', () => {
    const { container } = renderPrice({ value: 12.9, oldValue: 15.9 });
    expect(screen.getByText('De R$ 15,90 por R$ 12,90')).toBeInTheDocument();
    expect(screen.getByText('R$ 15,90').tagName).toBe('S');
    expect(visualPart(container)).toHaveTextContent('R$ 15,90 R$ 12,90');
  });

  it('shows "/kg" and reads "por kg" for a price per unit', () => {
    const { container } = renderPrice({ value: 39.9, unit: 'kg' });
    expect(screen.getByText('R$ 39,90 por kg')).toBeInTheDocument();
    expect(visualPart(container)).toHaveTextContent('R$ 39,90/kg');
  });

  it('prefixes "a partir de" for a price range', () => {
    const { container } = renderPrice({ value: 8.5, from: true });
    expect(screen.getByText('a partir de R$ 8,50')).toBeInTheDocument();
    expect(visualPart(container)).toHaveTextContent('a partir de R$ 8,50');
  });

  it('shows zero as R$ 0,00', () => {
    const { container } = renderPrice({ value: 0 });
    expect(visualPart(container)).toHaveTextContent('R$ 0,00');
  });

  it('combines discount, range and unit in the spoken sentence', () => {
    renderPrice({ value: 10, oldValue: 12, unit: 'kg', from: true });
    expect(screen.getByText('De R$ 12,00 por a partir de R$ 10,00 por kg')).toBeInTheDocument();
  });

  it.each(['sm', 'md', 'lg'] as const)('exposes the %s size for themes and tests', (size) => {
    const { container } = renderPrice({ value: 1, size });
    expect(container.firstElementChild).toHaveAttribute('data-size', size);
  });
});
