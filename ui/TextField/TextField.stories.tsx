import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Nome completo', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel'] },
    inputMode: { control: 'select', options: [undefined, 'text', 'email', 'tel', 'numeric', 'decimal'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a shopper first meets it; typing reaches `onChange`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Maria');
    await expect(input).toHaveValue('Maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria');
  },
};

export const Playground: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    description: 'Enviaremos a confirmação do pedido para este endereço.',
    placeholder: 'nome@empresa.com.br',
    isRequired: false,
    isInvalid: false,
    errorMessage: 'Informe um e-mail válido.',
    isDisabled: false,
    isReadOnly: false,
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Maria Aparecida da Silva', autoComplete: 'name' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Maria Aparecida da Silva');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Celular',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    description: 'Com DDD. Usamos só para avisar sobre a entrega.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Celular' });
    await expect(input).toHaveAccessibleDescription('Com DDD. Usamos só para avisar sobre a entrega.');
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'maria@',
    isInvalid: true,
    errorMessage: 'Informe um e-mail válido, como nome@empresa.com.br.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Informe um e-mail válido, como nome@empresa.com.br.');
  },
};

export const Required: Story = {
  args: { label: 'CNPJ', isRequired: true, inputMode: 'numeric', description: 'Somente números.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'CNPJ (obrigatório)' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { label: 'Razão social', defaultValue: 'Padaria Sol Nascente Ltda.', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Razão social' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Código do cliente', defaultValue: 'CLI-004512', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código do cliente' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('CLI-004512');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Nome da pessoa responsável por receber as mercadorias no endereço de entrega cadastrado',
    isRequired: true,
    description: 'Se ninguém estiver no local, o entregador volta no próximo dia útil dentro da janela de entrega escolhida.',
  },
};

export const NarrowScreen: Story = {
  args: {
    label: 'Endereço de e-mail para receber notas fiscais',
    type: 'email',
    defaultValue: 'financeiro.compras.matriz@distribuidora-exemplo.com.br',
    isInvalid: true,
    errorMessage: 'Este e-mail já está cadastrado para outro cliente deste fornecedor.',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <TextField {...args} />
    </div>
  ),
};

/** Two fields in a row, one showing its error: each box keeps its own height (the address form's number and complement). */
export const InARow: Story = {
  args: { label: 'Número', isRequired: true, isInvalid: true, errorMessage: 'Preencha este campo.' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: '1fr 1fr', maxWidth: '24rem' }}>
      <TextField {...args} />
      <TextField label="Complemento" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /^Número/ }).getBoundingClientRect();
    const complement = canvas.getByRole('textbox', { name: 'Complemento' }).getBoundingClientRect();
    await expect(complement.height).toBe(number.height);
    await expect(complement.top).toBe(number.top);
  },
};
