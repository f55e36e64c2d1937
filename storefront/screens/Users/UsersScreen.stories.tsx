import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withClipboard } from '../../../tests/support/storyClipboard';
import { findOpenDialog, dialogGone } from '../../../tests/support/storyDialogs';
import { LinkedAccountApp } from '../../../tests/support/sessionStory';
import { UsersScreen } from './UsersScreen';

/**
 * User management at `/{supplier}/usuarios` (spec 6), in the real app with the mock platform:
 * compras@bomdia.com.br is the main client of two linked accounts; maria@exemplo.com.br has no linked users.
 */
const meta = {
  title: 'screens/Users',
  component: UsersScreen,
  parameters: { route: '/demo/usuarios', consent: 'decided', shopper: { email: 'compras@bomdia.com.br' } },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const userList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Usuários desta conta' }, T));

/** The linked users, the principal first and flagged, never deletable. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários vinculados' }, T)).toBeVisible();
    const list = await userList(canvasElement);
    const [principal, filial] = list.getAllByRole('listitem');
    await expect(principal).toHaveTextContent('c-mercado@exemplo.com.brPrincipal');
    await expect(within(principal!).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(filial!).getByRole('button', { name: 'Excluir c-mercado-filial@exemplo.com.br' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Trocar de conta' })).toBeEnabled();
  },
};

/** A main client with no linked users yet. */
export const Empty: Story = {
  parameters: { shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nenhum usuário vinculado' }, T)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Trocar de conta' })).not.toBeInTheDocument();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'usuarios-carregando' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando usuários', {}, T)).toBeInTheDocument();
  },
};

/** The list failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'usuarios-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os usuários vinculados.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** A new user by e-mail: announced and listed. */
export const Create: Story = {
  parameters: { shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Nenhum usuário vinculado' }, T);
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail do usuário/ }), 'ana.compras@exemplo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar usuário' }));
    await expect(await canvas.findByText('ana.compras@exemplo.com.br foi adicionado aos usuários vinculados.', {}, T)).toBeVisible();
    const list = await userList(canvasElement);
    await expect(list.getByText('ana.compras@exemplo.com.br')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^E-mail do usuário/ })).toHaveValue('');
  },
};

/** Not an e-mail: said at the field, which takes the focus; nothing is sent. Corrected, the error goes as it is typed. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userList(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^E-mail do usuário/ });
    await userEvent.type(field, 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar usuário' }));
    await expect(await canvas.findByText('Informe um e-mail válido, como nome@empresa.com.br.', {}, T)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'exemplo.com.br');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Informe um e-mail válido, como nome@empresa.com.br.')).not.toBeInTheDocument();
  },
};

/** spec 8: the platform refused the new user: 'Erro ao tentar cadastrar usuário'. */
export const CreateError: Story = {
  parameters: { msw: { scenario: 'usuario-vinculado-erro' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userList(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail do usuário/ }), 'caixa@bomdia.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar usuário' }));
    await expect(await canvas.findByText('Erro ao tentar cadastrar usuário', {}, T)).toBeVisible();
    await expect((await userList(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The server's own text wins: the e-mail is already a linked user. */
export const CreateDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userList(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail do usuário/ }), 'c-mercado-filial@exemplo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar usuário' }));
    await expect(await canvas.findByText('Este e-mail já é um usuário vinculado a este cliente.', {}, T)).toBeVisible();
  },
};

/** Deleting asks first; confirmed, the user leaves the list. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Excluir c-mercado-filial@exemplo.com.br' }));
    const dialog = within(await findOpenDialog('alertdialog', 'Excluir usuário?'));
    await expect(dialog.getByText('c-mercado-filial@exemplo.com.br não poderá mais comprar por esta conta.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir usuário' }));
    await dialogGone();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1), T);
    await expect(list.queryByText('c-mercado-filial@exemplo.com.br')).not.toBeInTheDocument();
  },
};

/** "Cancelar" keeps the user. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Excluir c-mercado-filial@exemplo.com.br' }));
    const dialog = within(await findOpenDialog('alertdialog', 'Excluir usuário?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await dialogGone();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The deletion failed: the user stays, with the reason. */
export const DeleteFailed: Story = {
  parameters: { msw: { scenario: 'usuario-vinculado-exclusao-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Excluir c-mercado-filial@exemplo.com.br' }));
    const dialog = within(await findOpenDialog('alertdialog', 'Excluir usuário?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir usuário' }));
    await dialogGone();
    await expect(await canvas.findByText('Não foi possível excluir c-mercado-filial@exemplo.com.br. Tente novamente.', {}, T)).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
  },
};

const FILIAL = 'c-mercado-filial@exemplo.com.br';

/** Opens the edit dialog of the filial's user. */
async function openEdit(canvasElement: HTMLElement) {
  const list = await userList(canvasElement);
  await userEvent.click(list.getByRole('button', { name: `Editar ${FILIAL}` }));
  return within(await findOpenDialog('dialog', 'Editar usuário'));
}

/** The edit form: the name and phone as the platform has them, the e-mail (the login) read-only; the phone is checked. */
export const EditForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(FILIAL);
    await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Mercadinho Bom Dia (filial)');
    const phone = dialog.getByRole('textbox', { name: /^Telefone/ });
    await userEvent.type(phone, '1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Informe um telefone com DDD.')).toBeVisible();
    await expect(phone).toHaveFocus();
  },
};

/** Saved: the dialog closes, the list shows the new name and phone, and says so. */
export const EditSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEdit(canvasElement);
    const name = dialog.getByRole('textbox', { name: /^Nome/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Caixa da filial');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Telefone/ }), '11987654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await dialogGone();
    await expect(await canvas.findByText(`Cadastro de ${FILIAL} atualizado.`, {}, T)).toBeVisible();
    const [, filial] = (await userList(canvasElement)).getAllByRole('listitem');
    await expect(filial).toHaveTextContent('Caixa da filial');
    await expect(filial).toHaveTextContent('(11) 98765-4321');
  },
};

/** spec 8: saving failed: 'Erro tentando atualizado usuário. Tente novamente mais tarde', in the dialog, which stays open. */
export const EditFailed: Story = {
  parameters: { msw: { scenario: 'usuario-vinculado-edicao-falha' } },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Erro tentando atualizado usuário. Tente novamente mais tarde', {}, T)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Mercadinho Bom Dia (filial)');
  },
};

/** An access link for the filial's user: the supplier's login link with their token, copied to send. */
export const AccessLink: Story = {
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: `Link de acesso de ${FILIAL}` }));
    const dialog = within(await findOpenDialog('dialog', 'Link de acesso'));
    const link = await dialog.findByRole('textbox', { name: 'Link' }, T);
    const url = `${window.location.origin}/demo/login-token/jwt-c-mercado-filial/c-mercado-filial%40exemplo.com.br`;
    await expect(link).toHaveValue(url);
    await expect(dialog.getByText(`Envie este link para ${FILIAL}.`, { exact: false })).toBeVisible();
    await withClipboard(true, async (written) => {
      await userEvent.click(dialog.getByRole('button', { name: 'Copiar link' }));
      await expect(await dialog.findByText('Link copiado', {}, T)).toBeVisible();
      await expect(written).toEqual([url]);
    });
  },
};

/** The access link could not be made: the reason and a retry. */
export const AccessLinkFailed: Story = {
  parameters: { msw: { scenario: 'link-acesso-falha' } },
  play: async ({ canvasElement }) => {
    const list = await userList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: `Link de acesso de ${FILIAL}` }));
    const dialog = within(await findOpenDialog('dialog', 'Link de acesso'));
    await expect(await dialog.findByText('Não foi possível gerar o link de acesso. Tente novamente.', {}, T)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** A linked account that is not the principal: who manages users, and the way to switch. */
export const NotMainAccount: Story = {
  parameters: { bare: true, route: undefined, shopper: null },
  render: () => <LinkedAccountApp route="/demo/usuarios" email="compras@bomdia.com.br" account="c-mercado-filial" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Somente o cliente principal gerencia usuários' }, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trocar de conta' })).toBeEnabled();
  },
};

/** A visitor: the way in. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Entre na sua conta para gerenciar os usuários vinculados.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};
