import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { AccountScreen } from './AccountScreen';

/** The account page at `/{supplier}/conta`, rendered by the real app with the mock backend's data. */
const meta = {
  title: 'screens/Account',
  component: AccountScreen,
  parameters: { route: '/demo/conta', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Minha conta' });
  return canvas;
};

/** Everything loaded: the data, the credit limit in BRL, the configuration and the terms still to accept. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Maria da Silva')).toBeVisible();
    await expect(canvas.getByText('529.982.247-25')).toBeVisible();
    await expect(canvas.getByText('Aprovado')).toBeVisible();
    const credit = within(canvas.getByRole('region', { name: 'Limite de crédito' }));
    await expect(credit.getByText('R$ 5.000,00')).toBeVisible();
    await expect(credit.getByText('R$ 3.200,00')).toBeVisible();
    await expect(await canvas.findByText('Você ainda não aceitou os termos de uso em vigor (versão 2026-01).')).toBeVisible();
    const config = within(canvas.getByRole('region', { name: 'Configurações do cliente' }));
    await waitFor(() => expect(config.getAllByText('Ativado')).toHaveLength(4));
    await expect(canvas.getByRole('button', { name: 'Meus endereços' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/demo/usuarios');
  },
};

/** A company without a credit limit, the terms in force already accepted, a phone on file. */
export const NoCreditLimit: Story = {
  parameters: { shopper: { email: 'compras@bomdia.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // Buying as its principal account: a main client, who manages linked users (spec 6).
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/demo/usuarios');
    await expect(canvas.getByText('11.222.333/0001-81')).toBeVisible();
    await expect(canvas.getByText('(11) 3456-7890')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Limite de crédito' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('Você aceitou os termos de uso (versão 2026-01).')).toBeVisible();
  },
};

/** A client still under review. */
export const AwaitingApproval: Story = {
  parameters: { shopper: { email: 'joao@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Aguardando aprovação')).toBeVisible();
  },
};

/** The configuration and the terms on their way. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'conta-carregando' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Carregando os termos de uso')).toBeInTheDocument();
    await expect(canvas.getByText('Carregando suas configurações')).toBeInTheDocument();
    await expect(canvas.getByText('Maria da Silva')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { scenario: 'conta-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar suas configurações.')).toBeVisible();
    await expect(await canvas.findByText('Não foi possível carregar os termos de uso.')).toBeVisible();
  },
};

/** Reading and accepting the terms (PUT termos-uso): the page says they are accepted. */
export const AcceptTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ler os termos de uso' }));
    const dialog = within(await findOpenDialog('dialog', 'Termos de uso'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Aceitar os termos' }));
    await dialogGone();
    await expect(await canvas.findByText('Termos de uso aceitos.')).toBeVisible();
    await expect(canvas.getByText('Você aceitou os termos de uso (versão 2026-01).')).toBeVisible();
  },
};

export const AcceptTermsFailed: Story = {
  parameters: { msw: { scenario: 'aceite-termos-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ler os termos de uso' }));
    const dialog = within(await findOpenDialog('dialog', 'Termos de uso'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Aceitar os termos' }));
    await expect(await dialog.findByText('Não foi possível registrar o aceite dos termos. Tente novamente.')).toBeVisible();
  },
};

export const VerificationSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar verificação' }));
    await expect(await canvas.findByText('Enviamos um link de verificação para maria@exemplo.com.br.')).toBeVisible();
  },
};

export const VerificationFailed: Story = {
  parameters: { msw: { scenario: 'verificacao-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar verificação' }));
    await expect(await canvas.findByText('Não foi possível enviar a verificação. Tente novamente mais tarde.')).toBeVisible();
  },
};

/** A visitor is asked to log in; "Entrar" opens the login panel. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const prompt = within(canvas.getByRole('region', { name: 'Faça login para comprar' }));
    await userEvent.click(prompt.getByRole('button', { name: 'Entrar' }));
    await findOpenDialog('dialog', 'Entrar');
  },
};
