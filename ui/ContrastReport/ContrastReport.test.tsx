import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { themeFromSupplier } from '@themes/supplierTheme';
import { ContrastReport } from './ContrastReport';

const rowOf = (pair: string) => screen.getByRole('rowheader', { name: pair }).closest('tr')!;

const renderReport = (primaryColor: string) =>
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <ContrastReport report={themeFromSupplier({ primaryColor }).report} />
    </IntlProvider>,
  );

describe('ContrastReport', () => {
  it('lists every pair with its ratio in pt-BR and the minimum', () => {
    renderReport('#436bac');
    const row = rowOf('Texto sobre a cor principal');
    expect(within(row).getByText('4,5:1')).toBeInTheDocument();
    expect(row).toHaveTextContent(/\d+,\d+:1/);
    expect(row).toHaveTextContent('Aprovado');
  });

  it('marks pairs whose colour the guard adjusted', () => {
    renderReport('#ffe66d');
    expect(rowOf('Link sobre o fundo')).toHaveTextContent('Aprovado (cor ajustada)');
  });

  it('adjusts nothing for a readable brand', () => {
    renderReport('#1b7f3b');
    expect(screen.queryByText(/cor ajustada/)).not.toBeInTheDocument();
  });
});
