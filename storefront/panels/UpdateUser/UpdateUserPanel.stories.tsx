import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../../tests/support/storyDialogs';
import { UpdateUserPanel } from './UpdateUserPanel';

/** The e-mail and password panel inside the real app, opened from the account page. */
const meta = {
  title: 'panels/UpdateUser',
  component: UpdateUserPanel,
  parameters: { route: '/demo/conta', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof UpdateUserPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Alterar e-mail e senha' }));
  return { canvas, panel: within(await findOpenDialog('dialog', 'Alterar e-mail e senha')) };
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.getByText('Deixe em branco para manter maria@exemplo.com.br.')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(panel.getByLabelText(/^Senha atual/)).toHaveFocus());
    await expect(panel.getByText('Preencha este campo.')).toBeVisible();
    await expect(panel.getByText('Informe um novo e-mail ou uma nova senha.')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.type(panel.getByLabelText(/^Senha atual/), 'demo1234');
    await userEvent.type(panel.getByLabelText(/^Nova senha/), 'nova-senha');
    await userEvent.type(panel.getByLabelText(/^Confirme a nova senha/), 'outra-senha');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByText('As senhas não conferem.')).toBeVisible();
  },
};

/** A new e-mail: 'Cadastro atualizado', and the account page shows it. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, panel } = await open(canvasElement);
    await userEvent.type(panel.getByLabelText(/^Senha atual/), 'demo1234');
    await userEvent.type(panel.getByRole('textbox', { name: /^Novo e-mail/ }), 'maria.silva@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByText('Cadastro atualizado')).toBeVisible();
    await expect(panel.getByLabelText(/^Senha atual/)).toHaveValue('');
    await expect(await canvas.findByText('maria.silva@exemplo.com.br')).toBeInTheDocument();
  },
};

/** A wrong current password: the server's text, nothing saved. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.type(panel.getByLabelText(/^Senha atual/), 'errada');
    await userEvent.type(panel.getByLabelText(/^Nova senha/), 'nova-senha');
    await userEvent.type(panel.getByLabelText(/^Confirme a nova senha/), 'nova-senha');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByText('Usuário inexistente ou credenciais inválidas')).toBeVisible();
  },
};

/** An e-mail that belongs to another client. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.type(panel.getByLabelText(/^Senha atual/), 'demo1234');
    await userEvent.type(panel.getByRole('textbox', { name: /^Novo e-mail/ }), 'joao@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByText('Já existe um cadastro com este e-mail ou documento.')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { scenario: 'cadastro-carregando' } },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.type(panel.getByLabelText(/^Senha atual/), 'demo1234');
    await userEvent.type(panel.getByRole('textbox', { name: /^Novo e-mail/ }), 'maria.silva@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByRole('progressbar', { name: 'Aguarde' })).toBeVisible();
  },
};

/** spec 8: the failure message, verbatim. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'cadastro-falha' } },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.type(panel.getByLabelText(/^Senha atual/), 'demo1234');
    await userEvent.type(panel.getByRole('textbox', { name: /^Novo e-mail/ }), 'maria.silva@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByText('Erro tentando atualizado usuário. Tente novamente mais tarde')).toBeVisible();
  },
};
