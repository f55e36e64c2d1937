import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusPanel } from './StatusPanel';

describe('StatusPanel', () => {
  it('is a region named by its heading', () => {
    render(<StatusPanel title="Pedido enviado!">texto</StatusPanel>);
    expect(screen.getByRole('region', { name: 'Pedido enviado!' })).toHaveTextContent('texto');
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido enviado!' })).toBeInTheDocument();
  });

  it.each(['alert', 'status'] as const)('announces as %s when asked', (announce) => {
    render(<StatusPanel title="Falhou" announce={announce} />);
    expect(screen.getByRole(announce, { name: 'Falhou' })).toBeInTheDocument();
  });
});
