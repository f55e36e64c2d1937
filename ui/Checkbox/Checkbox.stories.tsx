import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { children: 'Lembrar de mim neste dispositivo', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim neste dispositivo' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Lembrar de mim neste dispositivo'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {
  args: {
    description: 'Não use em computadores compartilhados.',
    isIndeterminate: false,
    isInvalid: false,
    errorMessage: 'Marque esta opção para continuar.',
    isDisabled: false,
    isReadOnly: false,
    isRequired: false,
  },
};

export const Checked: Story = {
  args: { defaultSelected: true, children: 'Receber ofertas por e-mail' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Receber ofertas por e-mail' })).toBeChecked();
  },
};

/** "Selecionar todos" when only some items of a list are chosen. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Selecionar todos os itens' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Selecionar todos os itens' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Aceitar produtos substitutos',
    description: 'Se um item faltar, o fornecedor envia um similar de mesmo preço ou menor.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Aceitar produtos substitutos' });
    await expect(checkbox).toHaveAccessibleDescription('Se um item faltar, o fornecedor envia um similar de mesmo preço ou menor.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'Li e aceito os termos de uso',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Aceite os termos de uso para finalizar o pedido.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Li e aceito os termos de uso' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Aceite os termos de uso para finalizar o pedido.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim neste dispositivo' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Lembrar de mim neste dispositivo'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Li e aceito os termos de uso e a política de privacidade do fornecedor, incluindo o tratamento dos meus dados para entrega e cobrança',
    description: 'Você pode ler os documentos completos no rodapé da loja a qualquer momento.',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Checkbox {...args} />
    </div>
  ),
};

/** Keyboard: Tab to the box, Space toggles it, the focus ring shows where you are. */
export const KeyboardToggle: Story = {
  args: { children: 'Li e aceito os termos de uso e a política de privacidade do fornecedor' },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Li e aceito os termos de uso e a política de privacidade do fornecedor',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The pale-yellow supplier: the box keeps a contrast-checked border and the mark its on-brand colour. */
export const CheckedOnPaleBrand: Story = {
  ...Checked,
  globals: { supplier: 'padaria-sol' },
};
