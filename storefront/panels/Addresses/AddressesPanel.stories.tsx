import type { Meta, StoryObj } from '@storybook/react-vite';
import type { queries } from 'storybook/test';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../../tests/support/storyDialogs';
import { AddressesPanel } from './AddressesPanel';

/**
 * The address panel inside the real app (spec 2 "Panels": address; spec 7 "Addresses"), opened from
 * the side menu's "Meus endereços". Maria has her primary "Loja" on Avenida Paulista and a "Filial
 * Campinas"; the mock answers her first address as the billing one.
 */
const meta = {
  title: 'panels/Addresses',
  component: AddressesPanel,
  parameters: {
    route: '/demo',
    consent: 'decided',
    shopper: { email: 'maria@exemplo.com.br' },
  },
} satisfies Meta<typeof AddressesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Meus endereços';

async function open(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Abrir menu' }, { timeout: 4000 }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await userEvent.click(within(menu).getByRole('button', { name: TITLE }));
  const panel = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/** What `within` gives for an element: its default queries. */
type Canvas = ReturnType<typeof within<typeof queries>>;

const itemOf = (panel: Canvas, name: string) => panel.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;

/** Both addresses: the primary one marked, the shopping one marked, each with its actions; the billing address below. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const list = await panel.findByRole('list', { name: 'Endereços cadastrados' }, { timeout: 4000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const loja = within(itemOf(panel, 'Loja'));
    await expect(loja.getByText('Principal')).toBeVisible();
    await expect(loja.getByText('Endereço de compra')).toBeVisible();
    await expect(loja.getByText('Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · CEP 01310-100')).toBeVisible();
    await expect(loja.queryByRole('button', { name: 'Comprar para Loja' })).not.toBeInTheDocument();
    const filial = within(itemOf(panel, 'Filial Campinas'));
    await expect(filial.queryByText('Principal')).not.toBeInTheDocument();
    // spec 3 pontoref: under the address it helps to find; the Loja has none.
    await expect(filial.getByText('Ponto de referência: Galpão 3, entrada pela lateral')).toBeVisible();
    await expect(loja.queryByText(/^Ponto de referência/)).not.toBeInTheDocument();
    await expect(filial.getByRole('button', { name: 'Comprar para Filial Campinas' })).toBeVisible();
    await expect(filial.getByRole('button', { name: 'Editar Filial Campinas' })).toBeVisible();
    await expect(filial.getByRole('button', { name: 'Excluir Filial Campinas' })).toBeVisible();
    const billing = within(panel.getByRole('region', { name: 'Endereço de faturamento' }));
    await expect(await billing.findByText('Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · CEP 01310-100')).toBeVisible();
  },
};

/** The addresses on their way. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'enderecos-carregando' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByText('Carregando seus endereços')).toBeVisible();
    await expect(panel.getByText('Carregando o endereço de faturamento')).toBeVisible();
  },
};

/** No address yet: the way to add one; no billing address either (the call answered 404). */
export const Empty: Story = {
  parameters: { msw: { scenario: 'enderecos-vazio' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByRole('heading', { name: 'Nenhum endereço cadastrado' }, { timeout: 4000 })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cadastrar endereço' })).toBeVisible();
    await expect(await panel.findByText('Nenhum endereço de faturamento cadastrado.')).toBeVisible();
  },
};

/** The addresses failed to load: said so, with a way to try again. */
export const Failure: Story = {
  parameters: { msw: { scenario: 'enderecos-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByText('Não foi possível carregar seus endereços.', {}, { timeout: 4000 })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(await panel.findByText('Não foi possível carregar o endereço de faturamento.')).toBeVisible();
  },
};

/** Another address becomes the shopping address (the checkout follows the same choice). */
export const ChooseShoppingAddress: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Comprar para Filial Campinas' }, { timeout: 4000 }));
    await waitFor(() => expect(within(itemOf(panel, 'Filial Campinas')).getByText('Endereço de compra')).toBeVisible());
    await expect(within(itemOf(panel, 'Loja')).queryByText('Endereço de compra')).not.toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Comprar para Loja' })).toBeVisible();
  },
};

/** Deleting asks first (axe checks the open confirmation). */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Excluir Filial Campinas' }, { timeout: 4000 }));
    const dialog = await findOpenDialog('alertdialog', 'Excluir endereço?');
    await expect(within(dialog).getByText('O endereço “Filial Campinas” será excluído da sua conta.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeVisible();
  },
};

/** Confirmed: the address leaves the list. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Excluir Filial Campinas' }, { timeout: 4000 }));
    const dialog = await findOpenDialog('alertdialog', 'Excluir endereço?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(panel.getByRole('list', { name: 'Endereços cadastrados' })).getAllByRole('listitem')).toHaveLength(1));
    await expect(panel.queryByText('Filial Campinas')).not.toBeInTheDocument();
  },
};

/** The delete failed: the confirmation stays and says so. */
export const DeleteFailed: Story = {
  parameters: { msw: { scenario: 'endereco-exclusao-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Excluir Filial Campinas' }, { timeout: 4000 }));
    const dialog = await findOpenDialog('alertdialog', 'Excluir endereço?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(await within(dialog).findByText('Não foi possível excluir o endereço. Tente novamente.')).toBeVisible();
  },
};

/** "Editar" opens the new-address panel filled with the address. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Editar Loja' }, { timeout: 4000 }));
    const form = within(await findOpenDialog('dialog', 'Editar endereço'));
    await expect(form.getByRole('textbox', { name: /^Nome do endereço/ })).toHaveValue('Loja');
    await expect(form.getByRole('textbox', { name: /^CEP/ })).toHaveValue('01310-100');
    await expect(form.getByRole('textbox', { name: /^Rua/ })).toHaveValue('Avenida Paulista');
    await expect(form.getByRole('textbox', { name: /^Número/ })).toHaveValue('1000');
  },
};
