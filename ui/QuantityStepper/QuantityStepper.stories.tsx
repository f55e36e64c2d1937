import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InCart } from '../../tests/support/stepperOwner';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'ui/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Arroz branco tipo 1, pacote 5 kg', value: 2, onChange: fn() },
  argTypes: {
    value: { control: { type: 'number' } },
    minValue: { control: { type: 'number' } },
    maxValue: { control: { type: 'number' } },
    step: { control: { type: 'number', min: 0.001 } },
    unit: { control: 'text' },
    showLabel: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: { layout: 'centered' },
  // A new control value restarts the cart state with it.
  render: (args) => <InCart key={args.value} Stepper={QuantityStepper} {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const increase = (name: string) => `Aumentar quantidade de ${name}`;
const decrease = (name: string) => `Diminuir quantidade de ${name}`;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: args.label });
    await userEvent.click(canvas.getByRole('button', { name: increase(args.label) }));
    await waitFor(() => expect(input).toHaveValue('3'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'INC' });
    await userEvent.click(canvas.getByRole('button', { name: decrease(args.label) }));
    await waitFor(() => expect(input).toHaveValue('2'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'DEC' });
  },
};

export const Playground: Story = {
  args: { value: 1, minValue: 0, maxValue: 10, step: 1, unit: 'un', showLabel: true, isReadOnly: false, isDisabled: false },
};

/** Sold by weight in half kilos: 1,5 kg, the plus button adds 0,5. */
export const Granularity: Story = {
  args: { label: 'Tomate italiano', value: 1.5, step: 0.5, unit: 'kg', showLabel: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tomate italiano' });
    await expect(input).toHaveValue('1,5');
    await expect(input).toHaveAccessibleDescription('kg');
    await userEvent.click(canvas.getByRole('button', { name: increase('Tomate italiano') }));
    await waitFor(() => expect(input).toHaveValue('2'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'INC' });
  },
};

/** Cheese sliced to the gram: steps of 0,125 kg, three decimals with a comma. */
export const ThreeDecimals: Story = {
  args: { label: 'Queijo muçarela fatiado', value: 0.375, step: 0.125, unit: 'kg', showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Queijo muçarela fatiado' });
    await expect(input).toHaveValue('0,375');
    await userEvent.click(canvas.getByRole('button', { name: increase('Queijo muçarela fatiado') }));
    await waitFor(() => expect(input).toHaveValue('0,5'));
    await userEvent.click(canvas.getByRole('button', { name: increase('Queijo muçarela fatiado') }));
    await waitFor(() => expect(input).toHaveValue('0,625'));
  },
};

/** The stock (or the supplier's limit) is reached: plus is disabled, minus still works. */
export const AtMaximum: Story = {
  args: { value: 12, maxValue: 12 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: increase(args.label) });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: decrease(args.label) })).toBeEnabled();
  },
};

/**
 * At a product's minimum order quantity minus still works: it asks for a step down (spec 4 `DEC`), and
 * the cart's rule takes the item out rather than keeping it at the minimum.
 */
export const AtMinimum: Story = {
  args: { value: 6, unit: 'cx' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: decrease(args.label) });
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'DEC' });
  },
};

/** A typed value, even below the minimum, is a value (spec 4 `SET`): the cart raises it to the minimum. */
export const TypedValue: Story = {
  args: { value: 6, unit: 'cx' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: args.label });
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'SET', value: 4 });
  },
};

/** A locked cart (order being sent, or edited by the seller): readable and focusable, not changeable. */
export const ReadOnlyLocked: Story = {
  args: { value: 3, isReadOnly: true, unit: 'un' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: args.label });
    await userEvent.click(canvas.getByRole('button', { name: increase(args.label) }));
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(input).toHaveAttribute('readonly');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The product became unavailable: nothing is operable and the field leaves the tab order. */
export const Disabled: Story = {
  args: { value: 1, isDisabled: true, unit: 'un' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: args.label })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: increase(args.label) })).toBeDisabled();
  },
};

/** A long product name as a visible label on a phone: it wraps, the control keeps its size. */
export const LongProductName: Story = {
  args: {
    label: 'Refrigerante de guaraná sem açúcar em lata de 350 ml, fardo com 12 unidades, edição especial de verão',
    value: 1,
    unit: 'fardo',
    showLabel: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: increase(args.label) });
    const box = plus.getBoundingClientRect();
    // spec of the kit: every target at least 32 x 32 (WCAG 2.5.8 asks 24).
    await expect(box.width).toBeGreaterThanOrEqual(32);
    await expect(box.height).toBeGreaterThanOrEqual(32);
  },
};

/** Keyboard only: Tab reaches the number (the buttons stay out of the tab order), arrows change it. */
export const KeyboardOperation: Story = {
  args: { label: 'Banana prata', value: 1.5, step: 0.5, unit: 'kg', showLabel: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Banana prata' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('2'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('2,5'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveValue('2'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'DEC' });
    // Typing with a comma, then Enter, commits the quantity.
    await userEvent.clear(input);
    await userEvent.type(input, '3,5{Enter}');
    await waitFor(() => expect(input).toHaveValue('3,5'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'SET', value: 3.5 });
  },
};

/** Cart rows on a phone: the product name is on screen already, the field keeps it as its name. */
export const CartRows: Story = {
  parameters: { layout: 'padded', viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <ul style={{ display: 'grid', gap: '1rem', padding: 0, margin: 0, listStyle: 'none', maxWidth: '20rem' }}>
      {[
        { label: 'Feijão carioca 1 kg', value: 2 },
        { label: 'Alcatra bovina', value: 1.25, step: 0.25, unit: 'kg' },
        { label: 'Água mineral sem gás 500 ml', value: 24, maxValue: 24, unit: 'un' },
      ].map((row) => (
        <li key={row.label} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' }}>
          <span>{row.label}</span>
          <InCart Stepper={QuantityStepper} {...args} {...row} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Alcatra bovina' })).toHaveValue('1,25');
    await expect(canvas.getByRole('button', { name: increase('Água mineral sem gás 500 ml') })).toBeDisabled();
  },
};
