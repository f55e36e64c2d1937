import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The error boundary's states, reached through the real app and the mock backend. */
const meta = {
  title: 'screens/RouteError',
  component: RouteErrorScreen,
  parameters: { consent: 'decided' },
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  parameters: { route: '/{fornecedor}/nao-existe' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  },
};

/**
 * spec 5 modules: a page of a feature the supplier lacks (casa-noturna has no chat) is its not-found page,
 * inside its shell, even typed in.
 */
export const FeatureTheSupplierLacks: Story = {
  parameters: { route: '/casa-noturna/conversas', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Conversas' })).not.toBeInTheDocument();
  },
};

/** spec 2: an unknown supplier leads to the provider's site (the app redirects; here we show why). */
export const UnknownSupplier: Story = {
  parameters: { route: '/loja-que-nao-existe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Loja indisponível' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Conhecer outras lojas' })).toHaveAttribute('href', 'https://example.com/');
  },
};

export const SupplierFailing: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: 'fornecedor-indisponivel' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Loja indisponível' })).toBeInTheDocument();
  },
};

/** No answer at all: this time it is the connection. */
export const Offline: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: 'sem-conexao' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeInTheDocument();
    await expect(canvas.getByText('Verifique sua conexão e tente novamente. Seu carrinho continua salvo.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  },
};

/** The platform answered with an error (not the network): the store is blamed, not the connection, and its text shows as plain text. */
export const ServerRefused: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: 'fornecedor-recusado' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeInTheDocument();
    await expect(canvas.getByText('A loja não respondeu como esperado. Tente novamente em alguns minutos. Seu carrinho continua salvo.')).toBeInTheDocument();
    await expect(canvas.getByText('Resposta da loja: Acesso suspenso para este domínio')).toBeInTheDocument();
    await expect(canvas.queryByText(/Verifique sua conexão/)).not.toBeInTheDocument();
  },
};
