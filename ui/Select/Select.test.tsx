import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Select } from './Select';

const options = [
  { id: 'relevancia', label: 'Mais relevantes' },
  { id: 'menor-preco', label: 'Menor preço' },
];

describe('Select', () => {
  it('shows the current choice on a button named with the label', () => {
    renderWithIntl(<Select label="Ordenar por" options={options} defaultSelectedKey="relevancia" />);
    expect(screen.getByRole('button', { name: /Mais relevantes.*Ordenar por|Ordenar por.*Mais relevantes/ })).toBeInTheDocument();
  });

  it('picks an option and reports its key', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<Select label="Ordenar por" options={options} defaultSelectedKey="relevancia" onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('button', { name: /Ordenar por/ }));
    await user.click(await screen.findByRole('option', { name: 'Menor preço' }));
    await waitFor(() => expect(onSelectionChange).toHaveBeenCalledWith('menor-preco'));
  });

  it('shows the error message when invalid', () => {
    renderWithIntl(<Select label="Loja" options={options} isInvalid errorMessage="Escolha a loja." />);
    expect(screen.getByText('Escolha a loja.')).toBeInTheDocument();
  });
});
