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

export const Offline: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: 'sem-conexao' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  },
};
