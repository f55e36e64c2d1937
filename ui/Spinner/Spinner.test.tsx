import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Spinner, type SpinnerProps } from './Spinner';

function renderSpinner(props: SpinnerProps = {}) {
  return render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Spinner {...props} />
    </IntlProvider>,
  );
}

describe('Spinner', () => {
  it('is an indeterminate progressbar named "Carregando" by default', () => {
    renderSpinner();
    const bar = screen.getByRole('progressbar', { name: 'Carregando' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText('Carregando')).not.toBeInTheDocument();
  });

  it('takes its name from the label', () => {
    renderSpinner({ label: 'Calculando o frete' });
    expect(screen.getByRole('progressbar', { name: 'Calculando o frete' })).toBeInTheDocument();
  });

  it('shows the label next to the ring and is named by it', () => {
    renderSpinner({ label: 'Calculando o frete', showLabel: true });
    const bar = screen.getByRole('progressbar', { name: 'Calculando o frete' });
    expect(bar).not.toHaveAttribute('aria-label');
    expect(screen.getByText('Calculando o frete')).toBeInTheDocument();
  });

  it('reports a known value with its text', () => {
    renderSpinner({ value: 40, label: 'Enviando fotos', showLabel: true });
    const bar = screen.getByRole('progressbar', { name: 'Enviando fotos' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveTextContent('40%');
  });

  it('uses a value label of its own', () => {
    renderSpinner({ value: 40, valueLabel: '2 de 5 fotos' });
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toHaveAttribute('aria-valuetext', '2 de 5 fotos');
  });

  it.each(['sm', 'md', 'lg'] as const)('exposes the %s size', (size) => {
    renderSpinner({ size });
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-size', size);
  });
});
