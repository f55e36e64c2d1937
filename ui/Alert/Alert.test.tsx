import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Alert, type AlertProps } from './Alert';

function renderAlert(props: Partial<AlertProps> & { children?: ReactNode } = {}) {
  return render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Alert tone="info" {...props}>
        {props.children ?? 'Texto do aviso'}
      </Alert>
    </IntlProvider>,
  );
}

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a live %s message is a %s region', (tone, role) => {
    renderAlert({ tone, live: true, title: 'Título' });
    expect(screen.getByRole(role)).toHaveTextContent('Título');
  });

  it.each(['info', 'success', 'warning', 'danger'] as const)('a static %s message is not a live region', (tone) => {
    renderAlert({ tone });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['info', 'Informação:'],
    ['success', 'Sucesso:'],
    ['warning', 'Atenção:'],
    ['danger', 'Erro:'],
  ] as const)('reads the %s tone as a word, not only a colour', (tone, word) => {
    const { container } = renderAlert({ tone, title: 'Cupom inválido' });
    expect(container.firstElementChild).toHaveTextContent(`${word} Cupom inválido`);
    expect(container.firstElementChild).toHaveAttribute('data-tone', tone);
  });

  it('puts the tone word before the message when there is no title', () => {
    const { container } = renderAlert({ tone: 'danger', children: 'Falhou o envio.' });
    expect(container.firstElementChild).toHaveTextContent('Erro: Falhou o envio.');
  });

  it('hides the icon from assistive technology', () => {
    const { container } = renderAlert();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the action after the message', () => {
    renderAlert({ action: <button type="button">Tentar novamente</button> });
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
