import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginPanel } from './LoginPanel';

/** The login panel inside the real app, opened from the checkout's "Entrar". */
const meta = {
  title: 'panels/Login',
  component: LoginPanel,
  parameters: { route: '/demo/finalizar', consent: 'decided' },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar' }));
  const panel = await screen.findByRole('dialog', { name: 'Entrar' });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(panel.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ })).toBeInvalid();
  },
};

/** spec 8: a login that is neither an email nor a valid document. */
export const InvalidLogin: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }), '123.456.789-00');
    await userEvent.type(panel.getByLabelText(/^Senha/), 'qualquer');
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(await panel.findByText('Email ou CPF Invalido')).toBeVisible();
  },
};

/** The server's own text for a wrong password. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }), 'maria@exemplo.com.br');
    await userEvent.type(panel.getByLabelText(/^Senha/), 'errada');
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(await panel.findByText('Usuário inexistente ou credenciais inválidas')).toBeVisible();
  },
};

/** spec 5: an unapproved user cannot log in. */
export const AwaitingApproval: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }), 'joao@exemplo.com.br');
    await userEvent.type(panel.getByLabelText(/^Senha/), 'demo1234');
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(await panel.findByText('Seu cadastro já foi confirmado e aguarda aprovação')).toBeVisible();
  },
};

/** Keyboard only: the panel closes on success and the checkout shows the client's choices. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const field = panel.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ });
    while (document.activeElement !== field) await userEvent.tab();
    await userEvent.keyboard('maria@exemplo.com.br');
    await userEvent.tab();
    await userEvent.keyboard('demo1234{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('heading', { name: 'O carrinho está vazio. Experimente adicionar alguns produtos' })).toBeVisible();
  },
};
