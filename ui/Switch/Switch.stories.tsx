import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { children: 'Mostrar só produtos em promoção', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Mostrar só produtos em promoção' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Mostrar só produtos em promoção'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {
  args: { description: 'A lista de produtos muda na hora.', isDisabled: false, isReadOnly: false, defaultSelected: false },
};

export const On: Story = {
  args: { defaultSelected: true, children: 'Receber avisos do pedido pelo WhatsApp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Receber avisos do pedido pelo WhatsApp' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Exibir preços com impostos', description: 'Os valores incluem ICMS-ST quando o fornecedor informa.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Exibir preços com impostos' });
    await expect(toggle).toHaveAccessibleDescription('Os valores incluem ICMS-ST quando o fornecedor informa.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Mostrar só produtos em promoção' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Mostrar só produtos em promoção'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Avisar por e-mail e por WhatsApp quando um produto da minha lista de compras voltar ao estoque do fornecedor',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Switch {...args} />
    </div>
  ),
};

/** Keyboard: Tab to the switch, Space flips it, the focus ring shows on the track. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Mostrar só produtos em promoção' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.matches(':focus-visible')).toBe(true);
    // The native input is hidden: the ring must be drawn on the track beside it.
    const track = toggle.nextElementSibling?.firstElementChild;
    await expect(track && getComputedStyle(track).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The pale-yellow supplier: the track keeps a contrast-checked border, the thumb its on-brand colour. */
export const OnPaleBrand: Story = {
  ...On,
  globals: { supplier: 'padaria-sol' },
};
