import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeTone } from './Badge';

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge>Esgotado</Badge>);
    expect(screen.getByText('Esgotado')).toBeVisible();
  });

  it('is neutral unless told otherwise', () => {
    render(<Badge>Rascunho</Badge>);
    expect(screen.getByText('Rascunho')).toHaveAttribute('data-tone', 'neutral');
  });

  it.each(['neutral', 'info', 'success', 'warning', 'danger', 'brand'] satisfies BadgeTone[])('exposes the %s tone for themes and tests', (tone) => {
    render(<Badge tone={tone}>Status</Badge>);
    expect(screen.getByText('Status')).toHaveAttribute('data-tone', tone);
  });

  it('is not interactive and adds no role: it reads as part of the sentence', () => {
    render(
      <p>
        Pedido <Badge tone="success">Entregue</Badge> ontem
      </p>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(/Pedido/)).toHaveTextContent('Pedido Entregue ontem');
    expect(screen.getByText('Entregue')).not.toHaveAttribute('tabindex');
  });
});
