import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const delivery = [
  { value: 'DELIVERY', label: 'Entrega', description: 'Receba no endereço cadastrado · R$ 12,90' },
  { value: 'RETIRADA', label: 'Retirar na loja', description: 'Loja Centro · pronto em 2 horas' },
];

const payment = [
  { value: 'pix', label: 'PIX', description: 'Aprovação na hora' },
  { value: 'cartao', label: 'Cartão de crédito', description: 'Em até 3x sem juros' },
  { value: 'boleto', label: 'Boleto bancário', description: 'Vence em 3 dias úteis' },
];

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: { label: 'Como você quer receber?', options: delivery, onChange: fn() },
  argTypes: { appearance: { control: 'inline-radio', options: ['list', 'cards'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * A list, not cards: the dot alone says which option is chosen, and the ring which has the focus. Both are
 * checked on the drawn dot (it once styled react-aria's hidden input instead, so neither showed).
 */
export const ListSelectedAndFocused: Story = {
  args: { defaultValue: 'RETIRADA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dotOf = (name: RegExp) => canvas.getByRole('radio', { name }).closest('label')?.querySelector('[aria-hidden="true"]') ?? null;
    const fill = (name: RegExp) => getComputedStyle(dotOf(name) ?? document.body, '::after').backgroundColor;
    await expect(fill(/Retirar na loja/)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(fill(/Entrega/)).toBe('rgba(0, 0, 0, 0)');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Retirar na loja/ })).toHaveFocus();
    const ring = getComputedStyle(dotOf(/Retirar na loja/) ?? document.body);
    await expect(ring.outlineStyle !== 'none' || ring.boxShadow !== 'none').toBe(true);
  },
};

export const Playground: Story = { args: { appearance: 'cards', defaultValue: 'DELIVERY' } };

export const DeliveryTypeCards: Story = {
  args: { appearance: 'cards', defaultValue: 'DELIVERY', orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Entrega/ })).toBeChecked();
  },
};

export const PaymentMethodCards: Story = {
  args: { label: 'Forma de pagamento', options: payment, appearance: 'cards', defaultValue: 'pix' },
};

/** A supplier with pickup only forces RETIRADA (spec 4 "Delivery type"). */
export const PickupOnly: Story = {
  args: { appearance: 'cards', value: 'RETIRADA', options: [{ ...delivery[0]!, isDisabled: true }, delivery[1]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Entrega/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: 'Forma de pagamento', options: payment, appearance: 'cards', isInvalid: true, errorMessage: 'Escolha uma forma de pagamento para continuar.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Escolha uma forma de pagamento para continuar.')).toBeInTheDocument();
  },
};

export const WithDescription: Story = { args: { description: 'O frete é calculado pelo CEP do endereço de entrega.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'DELIVERY' } };

/** Keyboard: Tab into the group, arrows change the choice. */
export const KeyboardSelection: Story = {
  args: { label: 'Forma de pagamento', options: payment, appearance: 'cards', defaultValue: 'pix' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /PIX/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('cartao');
  },
};
