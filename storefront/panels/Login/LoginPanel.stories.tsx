import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginPanel } from './LoginPanel';

/** The login panel inside the real app, opened from the checkout's "Entrar"; every answer comes from the mock platform. */
const meta = {
  title: 'panels/Login',
  component: LoginPanel,
  parameters: { route: '/demo/finalizar', consent: 'decided' },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOGIN = /^E-mail, CPF ou CNPJ/;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar' }, { timeout: 4000 }));
  const panel = await screen.findByRole('dialog', { name: 'Entrar' });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
};

async function signIn(canvasElement: HTMLElement, login: string, senha = 'demo1234') {
  const panel = await open(canvasElement);
  await userEvent.type(panel.getByRole('textbox', { name: LOGIN }), login);
  await userEvent.type(panel.getByLabelText(/^Senha/), senha);
  await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
  return panel;
}

const panelGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).not.toBeInTheDocument(), { timeout: 4000 });

/** Both fields say they are needed; the focus goes to the first. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(panel.getByRole('textbox', { name: LOGIN })).toBeInvalid();
    await expect(panel.getByRole('textbox', { name: LOGIN })).toHaveFocus();
    await expect(panel.getByLabelText(/^Senha/)).toBeInvalid();
    await expect(panel.getAllByText('Preencha este campo.')).toHaveLength(2);
    await expect(panel.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/demo/cadastro');
  },
};

/** spec 5: digits are masked as a CPF while typed, then as a CNPJ past eleven; Backspace still deletes. */
export const MaskedAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const field = panel.getByRole('textbox', { name: LOGIN });
    await userEvent.type(field, '52998224725');
    await expect(field).toHaveValue('529.982.247-25');
    await userEvent.type(field, '123');
    await expect(field).toHaveValue('52.998.224/7251-23');
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(field).toHaveValue('529.982.247-2');
    await userEvent.clear(field);
    await userEvent.type(field, '12abc34501de35');
    await expect(field).toHaveValue('12.ABC.345/01DE-35');
    await userEvent.clear(field);
    await userEvent.type(field, 'Maria@Exemplo.com.br');
    await expect(field).toHaveValue('Maria@Exemplo.com.br');
    // Password managers and paste work: nothing blocks them.
    await expect(panel.getByLabelText(/^Senha/)).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** spec 8: a login that is neither an email nor a valid document. */
export const InvalidLogin: Story = {
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, '12345678900', 'qualquer');
    await expect(await panel.findByText('Email ou CPF Invalido')).toBeVisible();
  },
};

/** The server's own text for a wrong password. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, 'maria@exemplo.com.br', 'errada');
    await expect(await panel.findByText('Usuário inexistente ou credenciais inválidas')).toBeVisible();
  },
};

/** spec 5: where the supplier's tags hold unapproved users back (casa-noturna), João cannot log in. */
export const AwaitingApproval: Story = {
  parameters: { route: '/casa-noturna/finalizar' },
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, 'joao@exemplo.com.br');
    await expect(await panel.findByText('Seu cadastro já foi confirmado e aguarda aprovação')).toBeVisible();
  },
};

/** spec 8: the platform does not answer the login. */
export const Unavailable: Story = {
  parameters: { msw: { scenario: 'login-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, 'maria@exemplo.com.br');
    await expect(await panel.findByText('Erro ao tentar fazer login. Tente novamente em alguns minutos')).toBeVisible();
  },
};

/** spec 8: authentication answered without a user or token. */
export const NoUsableUser: Story = {
  parameters: { msw: { scenario: 'login-sem-usuario' } },
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, 'maria@exemplo.com.br');
    await expect(await panel.findByText('Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.')).toBeVisible();
  },
};

/** spec 6: a client who is not a representative tries the representative login. */
export const NotARepresentative: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: LOGIN }), 'maria@exemplo.com.br');
    await userEvent.type(panel.getByLabelText(/^Senha/), 'demo1234');
    await userEvent.click(panel.getByRole('checkbox', { name: /Entrar como representante/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(await panel.findByText('Erro tentando autenticar. Verifique suas credenciais')).toBeVisible();
  },
};

/** spec 4 "Login": first the user is fetched by login... */
export const FetchingUser: Story = {
  parameters: { msw: { scenario: 'login-lento' } },
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, '529.982.247-25');
    await expect(await panel.findByRole('status')).toHaveTextContent('Buscando seu cadastro…');
  },
};

/** ...then authenticated. */
export const Authenticating: Story = {
  parameters: { msw: { scenario: 'login-lento' } },
  play: async ({ canvasElement }) => {
    const panel = await signIn(canvasElement, '529.982.247-25');
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Conferindo sua senha…'), { timeout: 4000 });
  },
};

/** Keyboard only: the panel closes on success and the checkout shows the client's choices. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const field = panel.getByRole('textbox', { name: LOGIN });
    while (document.activeElement !== field) await userEvent.tab();
    await userEvent.keyboard('maria@exemplo.com.br');
    await userEvent.tab();
    await userEvent.keyboard('demo1234{Enter}');
    await panelGone();
    await expect(await within(canvasElement).findByRole('heading', { name: 'O carrinho está vazio. Experimente adicionar alguns produtos' })).toBeVisible();
  },
};

/** spec 2: after login the shopper goes to `?voltar=` (same origin only), here the catalogue with its search. */
export const ReturnsToRememberedPage: Story = {
  parameters: { route: '/demo/finalizar?voltar=%2Fdemo%2Fprodutos%3Fq%3Darroz' },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, '529.982.247-25');
    await panelGone();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Produtos' }, { timeout: 4000 })).toBeVisible();
    const cards = await within(canvasElement).findAllByRole('article', {}, { timeout: 4000 });
    for (const card of cards) await expect(card).toHaveTextContent(/arroz/i);
  },
};

/** spec 2: a `?voltar=` leading to another site is ignored: the shopper stays on the page. */
export const IgnoresForeignReturn: Story = {
  parameters: { route: '/demo/finalizar?voltar=%2F%2Fevil.example' },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'maria@exemplo.com.br');
    await panelGone();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
  },
};

/** spec 6: the representative authentication, then the client list. */
export const Representative: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: LOGIN }), '12abc34501de35');
    await userEvent.type(panel.getByLabelText(/^Senha/), 'demo1234');
    await userEvent.click(panel.getByRole('checkbox', { name: /Entrar como representante/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await panelGone();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Escolher cliente' }, { timeout: 4000 })).toBeVisible();
  },
};

/** spec 5: the recovery form in the panel; the login typed so far comes along. */
export const RecoverPassword: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: LOGIN }), 'maria@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Esqueci minha senha' }));
    await expect(panel.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: LOGIN })).toHaveValue('maria@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Enviar instruções' }));
    await expect(await panel.findByText(/Enviamos as instruções para redefinir sua senha/)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Voltar para o login' }));
    await expect(panel.getByLabelText(/^Senha/)).toBeVisible();
  },
};

/** spec 8: the recovery request fails. */
export const RecoverPasswordFailed: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Esqueci minha senha' }));
    await userEvent.type(panel.getByRole('textbox', { name: LOGIN }), 'ninguem@exemplo.com.br');
    await userEvent.click(panel.getByRole('button', { name: 'Enviar instruções' }));
    await expect(await panel.findByText('Falha ao solicitar redefinição de senha')).toBeVisible();
  },
};
