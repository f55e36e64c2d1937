import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginTokenScreen } from './LoginTokenScreen';

/** The login-token landing (spec 2) in the real app; the token exchange answers from the mock platform. */
const meta = {
  title: 'screens/LoginToken',
  component: LoginTokenScreen,
  parameters: { route: '/demo/login-token/token-c-maria/maria@exemplo.com.br', consent: 'decided' },
} satisfies Meta<typeof LoginTokenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token is being checked (a slow platform). */
export const Validating: Story = {
  parameters: { msw: { scenario: 'login-lento' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Entrando na sua conta' }, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Validando o acesso de maria@exemplo.com.br…' })).toBeInTheDocument();
  },
};

/** The token is accepted: signed in, then the supplier home. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ }, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByText('Olá, Maria da Silva')).toBeVisible());
  },
};

/** spec 2: `?voltar=` (same origin only) is where the landing leads once signed in, here the checkout. */
export const ReturnsToRememberedPage: Story = {
  parameters: { route: '/demo/login-token/token-c-maria/maria@exemplo.com.br?voltar=%2Fdemo%2Ffinalizar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finalizar pedido' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  },
};

/** spec 8: the platform refuses the token; the normal login is offered. */
export const Refused: Story = {
  parameters: { route: '/demo/login-token/token-vencido/maria@exemplo.com.br' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível autenticar via token de redirecionamento...', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com e-mail e senha' }));
    const panel = await screen.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(panel).toBeVisible());
  },
};

/** spec 8 (verbatim, typo included): the platform could not be reached. */
export const Unavailable: Story = {
  parameters: { msw: { scenario: 'login-token-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Falha ao logar usuário vai token', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar com e-mail e senha' })).toBeVisible();
  },
};
