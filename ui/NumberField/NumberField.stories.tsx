import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'ui/NumberField',
  component: NumberField,
  args: { label: 'Número de parcelas', defaultValue: 1, minValue: 1, maxValue: 12, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    step: { control: 'number' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    hideStepper: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número de parcelas' });
    await userEvent.click(canvas.getByRole('button', { name: /Aumentar/ }));
    await waitFor(() => expect(input).toHaveValue('2'));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Playground: Story = { args: { description: 'Sem juros até 6 vezes.', isRequired: false, hideStepper: false } };

/** Money typed the Brazilian way: "R$ 1.250,50". */
export const Currency: Story = {
  args: {
    label: 'Valor do pedido mínimo',
    defaultValue: 1250.5,
    minValue: 0,
    step: 0.01,
    maxValue: undefined,
    formatOptions: { style: 'currency', currency: 'BRL' },
    hideStepper: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor do pedido mínimo' });
    // Intl puts a no-break space after "R$".
    await expect(input).toHaveValue('R$\u00a01.250,50');
    await userEvent.clear(input);
    await userEvent.type(input, '99,9');
    await userEvent.tab();
    await expect(input).toHaveValue('R$\u00a099,90');
  },
};

export const Percentage: Story = {
  args: { label: 'Desconto', defaultValue: 0.15, minValue: 0, maxValue: 1, step: 0.01, formatOptions: { style: 'percent' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Desconto' })).toHaveValue('15%');
  },
};

/** Keyboard: arrows step, End jumps to the maximum; the plus button turns off at the top. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Número de parcelas' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('12');
    await expect(canvas.getByRole('button', { name: /Aumentar/ })).toBeDisabled();
  },
};

/** A typed value above the maximum snaps back to it when leaving the field. */
export const ClampsToBounds: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de parcelas' });
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
  },
};

export const WithDescription: Story = {
  args: { description: 'Parcelas acima de 6 têm acréscimo da operadora do cartão.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('Parcelas acima de 6 têm acréscimo da operadora do cartão.');
  },
};

export const Required: Story = { args: { isRequired: true, defaultValue: undefined } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Escolha entre 1 e 12 parcelas.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Escolha entre 1 e 12 parcelas./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Read-only: the value can be read and copied, not changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 3, label: 'Parcelas definidas pelo atendente' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Quantidade de caixas fechadas para entrega programada no centro de distribuição',
    description: 'Somente caixas fechadas de 12 unidades são aceitas para entrega programada.',
  },
};

/** A narrow phone: the buttons stay inside the box and keep their 32 px targets. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '12rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('group').getBoundingClientRect();
    const plus = canvas.getByRole('button', { name: /Aumentar/ }).getBoundingClientRect();
    await expect(plus.right).toBeLessThanOrEqual(box.right);
    await expect(plus.width).toBeGreaterThanOrEqual(24);
  },
};
