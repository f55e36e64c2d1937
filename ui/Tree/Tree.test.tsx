import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Tree, ancestorsOf, type TreeNode } from './Tree';

const items: TreeNode[] = [
  { id: 'a', label: 'Mercearia', children: [{ id: 'b', label: 'Grãos', children: [{ id: 'c', label: 'Arroz', count: 1 }] }] },
  { id: 'd', label: 'Limpeza', count: 3 },
];

describe('ancestorsOf', () => {
  it('lists the path from the root', () => {
    expect(ancestorsOf(items, 'c')).toEqual(['a', 'b']);
    expect(ancestorsOf(items, 'd')).toEqual([]);
  });

  it('is null for an unknown id', () => {
    expect(ancestorsOf(items, 'x')).toBeNull();
  });
});

describe('Tree', () => {
  it('opens the branch of the chosen category', () => {
    renderWithIntl(<Tree aria-label="Categorias" items={items} selectedKey="c" />);
    expect(screen.getByRole('row', { name: /Arroz/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads the product count in words', () => {
    // Its own tree only: the files share one page (isolate: false).
    const tree = within(renderWithIntl(<Tree aria-label="Categorias" items={items} />).container);
    expect(tree.getByText('3 produtos')).toBeInTheDocument();
    expect(tree.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});
