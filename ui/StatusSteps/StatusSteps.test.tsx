import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { StatusSteps } from './StatusSteps';

const steps = [
  { id: 'a', label: 'Recebido' },
  { id: 'b', label: 'Em separação' },
  { id: 'c', label: 'Entregue' },
];

const items = () => within(screen.getByRole('list', { name: 'Andamento' })).getAllByRole('listitem');

describe('StatusSteps', () => {
  it('marks done, current and upcoming steps in words, not colour alone', () => {
    renderWithIntl(<StatusSteps label="Andamento" steps={steps} currentId="b" />);
    expect(items().map((li) => li.textContent)).toEqual(['Recebido (concluída)', 'Em separação (etapa atual)', 'Entregue (próxima etapa)']);
    expect(items()[1]).toHaveAttribute('aria-current', 'step');
  });

  it('stops at the cancelled step', () => {
    renderWithIntl(<StatusSteps label="Andamento" steps={steps} currentId="b" isCancelled />);
    expect(items()).toHaveLength(2);
    expect(items()[1]).toHaveTextContent('Em separação (cancelado)');
    expect(items()[1]).not.toHaveAttribute('aria-current');
  });

  it('falls back to the first step for an unknown status', () => {
    renderWithIntl(<StatusSteps label="Andamento" steps={steps} currentId="zzz" />);
    expect(items()[0]).toHaveAttribute('aria-current', 'step');
  });
});
