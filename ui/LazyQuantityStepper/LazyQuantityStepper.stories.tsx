import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InCart } from '../../tests/support/stepperOwner';
import { LazyQuantityStepper } from './LazyQuantityStepper';

const meta = {
  title: 'ui/LazyQuantityStepper',
  component: LazyQuantityStepper,
  args: { label: 'Arroz branco tipo 1, pacote 5 kg', value: 2, onChange: fn() },
  parameters: { layout: 'centered' },
  render: (args) => <InCart Stepper={LazyQuantityStepper} {...args} />,
} satisfies Meta<typeof LazyQuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Arroz branco tipo 1, pacote 5 kg';

/** react-aria's number field has come when the box says what it is (its role description). */
const fullStepperIn = async (canvasElement: HTMLElement) => {
  const box = () => within(canvasElement).getByRole('textbox', { name: LABEL });
  await waitFor(() => expect(box()).toHaveAttribute('aria-roledescription'));
  return box();
};

/** As the page shows it: plain buttons and box, named as the full stepper's. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: LABEL })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: LABEL })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: LABEL })).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.getByRole('button', { name: `Aumentar quantidade de ${LABEL}` })).toBeEnabled();
  },
};

/** A step pressed as the full one comes counts once, whichever gets it; the full one keeps the focus on the same button. */
export const StepBeforeItComes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: `Aumentar quantidade de ${LABEL}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'INC' });
    const box = await fullStepperIn(canvasElement);
    await expect(box).toHaveValue('3');
    await waitFor(() => expect(canvas.getByRole('button', { name: `Aumentar quantidade de ${LABEL}` })).toHaveFocus());
  },
};

/** Typed in the plain box, over its selected text: the text and the selection carry over, and Enter in the full one commits it. */
export const TypedBeforeItComes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: LABEL }).focus();
    await userEvent.keyboard('{Control>}a{/Control}7');
    const box = await fullStepperIn(canvasElement);
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('7');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'SET', value: 7 });
  },
};

/** Arrow keys step in the plain box as in the full one. */
export const ArrowsBeforeItComes: Story = {
  args: { value: 1, step: 0.5, unit: 'kg' },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('textbox', { name: LABEL }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'INC' });
    await expect(await fullStepperIn(canvasElement)).toHaveFocus();
  },
};

/** A locked cart: readable, nothing changes it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: LABEL })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: `Aumentar quantidade de ${LABEL}` })).toBeDisabled();
  },
};
