import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RepresentativeApp } from '../../../tests/support/sessionStory';
import { ChooseClientScreen } from './ChooseClientScreen';

/**
 * The representative's client list at `/{supplier}/clientes` (spec 6), in the real app with the mock
 * platform: Rafael Representante (rep@exemplo.com.br) serves 27 clients, 10 per page (spec 9).
 */
const meta = {
  title: 'screens/ChooseClient',
  component: ChooseClientScreen,
  parameters: { bare: true, consent: 'decided' },
  render: () => <RepresentativeApp route="/demo/clientes" />,
} satisfies Meta<typeof ChooseClientScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const list = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Seus clientes' }, T));

/** The first 10 clients, each with its document and the button to buy for them. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Escolher cliente' }, T)).toBeVisible();
    await expect(canvas.getByText('Olá, Rafael Representante. Escolha o cliente para quem você vai comprar.')).toBeVisible();
    const clients = await list(canvasElement);
    await expect(clients.getAllByRole('listitem')).toHaveLength(10);
    await expect(clients.getByText('Documento: 11.222.333/0001-00')).toBeVisible();
    await expect(clients.getByRole('button', { name: 'Comprar para este cliente: Cliente 01 Comércio Ltda.' })).toBeEnabled();
    await expect(canvas.getByText('Mostrando 10 de 27')).toBeVisible();
  },
};

/** spec 6: "Carregar mais" appends the next 10, then the last 7. */
export const MorePages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clients = await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais 10 itens' }));
    await waitFor(() => expect(clients.getAllByRole('listitem')).toHaveLength(20), T);
    await expect(clients.getByText('Cliente 01 Comércio Ltda.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais 7 itens' }));
    await waitFor(() => expect(clients.getAllByRole('listitem')).toHaveLength(27), T);
    await expect(canvas.getByText('Todos os 27 itens foram carregados')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Carregar mais/ })).not.toBeInTheDocument();
  },
};

/** A search replaces the list (debounced), from the first page. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar cliente' }), 'Cliente 2');
    await waitFor(() => expect(canvas.getByText('Todos os 8 itens foram carregados')).toBeInTheDocument(), T);
    const clients = await list(canvasElement);
    await expect(clients.getAllByRole('listitem')).toHaveLength(8);
    await expect(clients.getByText('Cliente 27 Comércio Ltda.')).toBeVisible();
    await expect(clients.queryByText('Cliente 01 Comércio Ltda.')).not.toBeInTheDocument();
  },
};

/** A search that finds nobody. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar cliente' }), 'Padaria');
    await expect(await canvas.findByRole('heading', { name: 'Nenhum cliente encontrado para “Padaria”' }, T)).toBeVisible();
  },
};

/** The representative has no clients at this supplier. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'clientes-vazio' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhum cliente na sua carteira' }, T)).toBeVisible();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'clientes-carregando' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando clientes', {}, T)).toBeInTheDocument();
  },
};

/** The list failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'clientes-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar seus clientes.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** spec 7: the access check refused the representative at this supplier. */
export const AccessDenied: Story = {
  parameters: { msw: { scenario: 'representante-sem-acesso' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seu acesso de representante não está liberado para este fornecedor.', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Buscar cliente' })).not.toBeInTheDocument();
  },
};

/** Reading the chosen client failed: the list stays, with the reason. */
export const ChooseFailed: Story = {
  parameters: { msw: { scenario: 'cliente-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clients = await list(canvasElement);
    await userEvent.click(clients.getByRole('button', { name: 'Comprar para este cliente: Cliente 02 Comércio Ltda.' }));
    await expect(await canvas.findByText('Cliente 02 Comércio Ltda. não pôde ser aberto. Tente novamente.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Escolher cliente' })).toBeVisible();
  },
};

/** Choosing a client goes to the supplier home, buying for them. */
export const ChooseClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clients = await list(canvasElement);
    await userEvent.click(clients.getByRole('button', { name: 'Comprar para este cliente: Cliente 03 Comércio Ltda.' }));
    const banner = await canvas.findByRole('region', { name: 'Atendimento do representante' }, T);
    await expect(within(banner).getByText('Comprando para Cliente 03 Comércio Ltda.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ }, T)).toBeVisible();
  },
};

/** Nobody is signed in as a representative: the way in. */
export const Visitor: Story = {
  parameters: { bare: false, route: '/demo/clientes' },
  render: undefined,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Área do representante' }, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** The side menu of a representative: their name and the way back to this list, no linked accounts. */
export const RepresentativeMenu: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }, T));
    await waitFor(() => expect(menu.getByText('Olá, Rafael Representante')).toBeVisible(), T);
    await expect(menu.getByRole('link', { name: 'Escolher cliente' })).toHaveAttribute('href', '/demo/clientes');
    await expect(menu.queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    await expect(menu.queryByRole('button', { name: 'Trocar de conta' })).not.toBeInTheDocument();
  },
};
