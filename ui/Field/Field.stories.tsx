import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldDescription, FieldError, FieldInput, FieldLabel, FieldRoot, type FieldErrorMessage } from '.';

interface PartsFieldProps {
  label: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  isRequired?: boolean;
  isInvalid?: boolean;
  isLabelHidden?: boolean;
  validate?: (value: string) => string | null;
  onChange?: (value: string) => void;
}

/** The parts as a react-aria field composes them (the password, number and date fields, the chat's text area). */
function PartsField({ label, description, errorMessage, isRequired = false, isInvalid, isLabelHidden = false, validate, onChange }: PartsFieldProps) {
  return (
    <FieldRoot isRequired={isRequired} isInvalid={isInvalid} validate={validate} validationBehavior="aria" onChange={onChange}>
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldInput />
      <FieldError>{errorMessage}</FieldError>
    </FieldRoot>
  );
}

const meta = {
  title: 'ui/Field',
  component: PartsField,
  args: { label: 'Código do cupom', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PartsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the box; what is typed reaches the field. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código do cupom' });
    await userEvent.type(input, 'DEZ');
    await expect(args.onChange).toHaveBeenLastCalledWith('DEZ');
  },
};

export const WithDescription: Story = {
  args: { description: 'Letras e números, como aparece no e-mail da promoção.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código do cupom' });
    await expect(input).toHaveAccessibleDescription('Letras e números, como aparece no e-mail da promoção.');
  },
};

/** The asterisk is drawn; "(obrigatório)" is read, hidden on screen. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Código do cupom (obrigatório)' })).toBeRequired();
  },
};

/** A fixed error: shown with its icon while invalid, and read as the box's description. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Este cupom expirou.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código do cupom' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Este cupom expirou.');
  },
};

/** Without a message of its own, the error shows what the field's rule said, as the shopper types. */
export const RuleError: Story = {
  args: { validate: (value) => (/^[A-Z0-9]*$/.test(value) ? null : 'Use só letras maiúsculas e números.') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código do cupom' });
    await userEvent.type(input, 'dez');
    await expect(within(canvasElement).getByText('Use só letras maiúsculas e números.')).toBeVisible();
    await expect(input).toBeInvalid();
  },
};

/** A label read but not shown, where the field explains itself (the header's search). */
export const HiddenLabel: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Código do cupom' })).toBeInTheDocument();
    // Clipped to a pixel, not removed: still in the accessibility tree.
    await expect(within(canvasElement).getByText('Código do cupom').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
