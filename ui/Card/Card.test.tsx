import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is an article named by its heading', () => {
    render(
      <Card as="article" labelledBy="t">
        <Card.Header>
          <h2 id="t">Pedido nº 1</h2>
        </Card.Header>
        <Card.Body>corpo</Card.Body>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Pedido nº 1' })).toHaveTextContent('corpo');
  });

  it('is a plain container by default', () => {
    const { container } = render(
      <Card>
        <Card.Body>x</Card.Body>
      </Card>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('can be a list item', () => {
    render(
      <ul>
        <Card as="li">
          <Card.Body>PIX</Card.Body>
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('PIX');
  });
});
