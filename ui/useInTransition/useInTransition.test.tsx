import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useInTransition } from './useInTransition';

/** Each render: the items given, and those shown. */
const renders: string[] = [];

function Shelf({ items }: { items: readonly string[] }) {
  const shown = useInTransition(items, []);
  renders.push(`${items.length} given, ${shown.length} shown`);
  return <p>{shown.length ? shown.join(', ') : 'none yet'}</p>;
}

describe('useInTransition', () => {
  it("renders the value itself on the server: the page's HTML has it", () => {
    expect(renderToString(<Shelf items={['arroz', 'feijão']} />)).toContain('arroz, feijão');
  });

  it('starts from the initial value in the browser; a new value is rendered after the render that brought it', () => {
    renders.length = 0;
    const { rerender } = render(<Shelf items={['arroz']} />);
    expect(screen.getByText('arroz')).toBeInTheDocument();
    rerender(<Shelf items={['arroz', 'feijão']} />);
    expect(screen.getByText('arroz, feijão')).toBeInTheDocument();
    expect(renders).toEqual(['1 given, 0 shown', '1 given, 1 shown', '2 given, 1 shown', '2 given, 2 shown']);
  });
});
