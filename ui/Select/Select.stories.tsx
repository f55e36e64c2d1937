import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

/** A supplier's ordenacoes_produto (spec 3) as the catalogue's sort control. */
const sortOptions = [
  { id: 'relevancia', label: 'Mais relevantes' },
  { id: 'menor-preco', label: 'Menor preço' },
  { id: 'maior-preco', label: 'Maior preço' },
  { id: 'nome', label: 'Nome (A-Z)' },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { label: 'Ordenar por', options: sortOptions, defaultSelectedKey: 'relevancia', onSelectionChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main style={{ maxWidth: '20rem' }}>
      <Select {...args} />
    </main>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mais relevantes/ })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const WithPlaceholder: Story = {
  args: { label: 'Estado (UF)', defaultSelectedKey: undefined, placeholder: 'Selecione o estado', options: [{ id: 'SP', label: 'São Paulo' }, { id: 'RJ', label: 'Rio de Janeiro' }, { id: 'MG', label: 'Minas Gerais' }] },
};

export const Invalid: Story = {
  args: { label: 'Loja para retirada', defaultSelectedKey: undefined, placeholder: 'Escolha uma loja', isInvalid: true, errorMessage: 'Escolha a loja onde vai retirar o pedido.', options: [{ id: 'centro', label: 'Loja Centro' }, { id: 'norte', label: 'Loja Zona Norte' }] },
};

export const WithDescription: Story = { args: { description: 'A ordem vale para esta busca.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOption: Story = { args: { options: [...sortOptions.slice(0, 3), { id: 'nome', label: 'Nome (A-Z)', isDisabled: true }] } };

export const LongOptions: Story = {
  args: {
    label: 'Endereço de entrega',
    defaultSelectedKey: 'matriz',
    options: [
      { id: 'matriz', label: 'Matriz — Avenida Presidente Juscelino Kubitschek, 1830, São Paulo/SP' },
      { id: 'filial', label: 'Filial — Rua Marechal Deodoro da Fonseca, 455, Campinas/SP' },
    ],
  },
};

/** Keyboard: Tab to the field, Enter opens, arrows move, Enter picks; focus returns to the field. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Mais relevantes/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledWith('menor-preco'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Menor preço');
  },
};
