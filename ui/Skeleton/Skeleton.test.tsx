import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Skeleton, type SkeletonProps } from './Skeleton';

function renderSkeleton(props: SkeletonProps = {}) {
  return render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Skeleton {...props} />
    </IntlProvider>,
  );
}

const blocks = (container: HTMLElement) => container.querySelectorAll('[data-skeleton]');

describe('Skeleton', () => {
  it('is hidden from assistive technology and silent without a label', () => {
    const { container } = renderSkeleton({ shape: 'rect' });
    expect(blocks(container)).toHaveLength(1);
    expect(blocks(container)[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws one block per line of text', () => {
    const { container } = renderSkeleton({ shape: 'text', lines: 3 });
    expect(blocks(container)).toHaveLength(3);
  });

  it.each(['rect', 'circle'] as const)('ignores lines for a %s', (shape) => {
    const { container } = renderSkeleton({ shape, lines: 4 });
    expect(blocks(container)).toHaveLength(1);
  });

  it('announces "Carregando…" once from the catalogue', () => {
    renderSkeleton({ shape: 'text', lines: 5, label: true });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('announces a label of its own', () => {
    renderSkeleton({ label: 'Carregando pedidos…' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando pedidos…');
  });

  it('exposes its shape for themes and tests', () => {
    const { container } = renderSkeleton({ shape: 'circle' });
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'circle');
  });
});
