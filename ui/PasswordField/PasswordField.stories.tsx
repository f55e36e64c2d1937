import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'ui/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', onChange: fn() },
  argTypes: { autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle says what it will do. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    autoComplete: 'current-password',
    description: 'Use a senha enviada pelo fornecedor no primeiro acesso.',
    isRequired: false,
    isInvalid: false,
    errorMessage: 'Usuário inexistente ou credenciais inválidas',
    isDisabled: false,
    defaultRevealed: false,
  },
};

/** Keyboard: Tab to the input, type, Tab to the toggle, Space shows the password as text. */
export const Revealed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('pão-de-queijo');
    await expect(args.onChange).toHaveBeenLastCalledWith('pão-de-queijo');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('pão-de-queijo');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** The login error of the spec, verbatim. */
export const Invalid: Story = {
  args: { defaultValue: 'senha-errada', isInvalid: true, errorMessage: 'Usuário inexistente ou credenciais inválidas' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Usuário inexistente ou credenciais inválidas');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Senha (obrigatório)')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'segredo', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

/** Sign-up and reset: password managers offer a strong new password. */
export const NewPassword: Story = {
  args: {
    label: 'Crie uma senha',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'No mínimo 8 caracteres, com letras e números.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Crie uma senha (obrigatório)');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('No mínimo 8 caracteres, com letras e números.');
  },
};

/** Paste is never blocked (WCAG 3.3.8): a copied password lands as is. */
export const PasteAllowed: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha');
    await userEvent.click(input);
    await userEvent.paste('C0pi@do-do-Gerenciador');
    await expect(input).toHaveValue('C0pi@do-do-Gerenciador');
    await expect(args.onChange).toHaveBeenLastCalledWith('C0pi@do-do-Gerenciador');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Confirme a senha de acesso ao portal de pedidos do fornecedor digitando-a novamente',
    autoComplete: 'new-password',
    isInvalid: true,
    errorMessage: 'As senhas digitadas não são iguais. Confira e digite novamente.',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <PasswordField {...args} />
    </div>
  ),
};
