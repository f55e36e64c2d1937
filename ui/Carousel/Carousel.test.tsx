import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Carousel } from './Carousel';

const slides = ['Primeiro', 'Segundo', 'Terceiro'].map((text) => <p key={text}>{text}</p>);
const visible = () => screen.getAllByRole('group', { hidden: true }).filter((g) => !g.hasAttribute('aria-hidden')).map((g) => g.textContent);

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns by itself at the interval', async () => {
    preferReducedMotion(false);
    renderWithIntl(
      <Carousel aria-label="Destaques" autoPlay interval={1000}>
        {slides}
      </Carousel>,
    );
    expect(visible()).toEqual(['Primeiro']);
    await act(() => vi.advanceTimersByTime(1000));
    expect(visible()).toEqual(['Segundo']);
    await act(() => vi.advanceTimersByTime(2000));
    expect(visible()).toEqual(['Primeiro']);
  });

  it('never starts turning for people who ask for reduced motion', async () => {
    preferReducedMotion(true);
    renderWithIntl(
      <Carousel aria-label="Destaques" autoPlay interval={1000}>
        {slides}
      </Carousel>,
    );
    await act(() => vi.advanceTimersByTime(5000));
    expect(visible()).toEqual(['Primeiro']);
    expect(screen.getByRole('button', { name: 'Retomar a troca automática' })).toBeInTheDocument();
  });

  it('makes hidden slides inert, so their links are not tab stops', () => {
    preferReducedMotion(false);
    renderWithIntl(<Carousel aria-label="Destaques">{slides}</Carousel>);
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((g) => g.hasAttribute('aria-hidden'));
    expect(hidden).toHaveLength(2);
    for (const group of hidden) expect(group).toHaveAttribute('inert');
  });

  it('shows every slide with no controls when they all fit', () => {
    preferReducedMotion(false);
    renderWithIntl(
      <Carousel aria-label="Mais vendidos" perView={3}>
        {slides}
      </Carousel>,
    );
    expect(visible()).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
