import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountsPanel } from './AccountsPanel';

/**
 * The linked accounts panel (spec 6) inside the real app, opened from the side menu's "Trocar de conta":
 * compras@bomdia.com.br buys for the Mercadinho Bom Dia head office (principal) and its branch, each
 * with its own cart (2 kg of rice in the head office's).
 */
const meta = {
  title: 'panels/Accounts',
  component: AccountsPanel,
  parameters: {
    route: '/demo',
    consent: 'decided',
    shopper: { email: 'compras@bomdia.com.br', cart: [['demo-arroz-1', 2]] },
  },
} satisfies Meta<typeof AccountsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const TITLE = 'Trocar de conta';

async function open(canvasElement: HTMLElement, inMenu?: (menu: HTMLElement) => Promise<void>) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Abrir menu' }, T));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await inMenu?.(menu);
  await userEvent.click(within(menu).getByRole('button', { name: TITLE }));
  const panel = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/**
 * The refresh's state comes under the list: its end (the spinner gone, a note shown) moves no button a
 * press may have begun on (a press whose button moved under it was lost).
 */
async function expectUnderTheList(state: HTMLElement) {
  const list = screen.getByRole('list', { name: TITLE });
  await expect(list.compareDocumentPosition(state) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

const panelGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(), T);

/** The accounts, the principal flagged and the current one marked. */
export const Accounts: Story = {
  play: async ({ canvasElement }) => {
    // The side menu of a main client with linked accounts holds both entries of spec 6.
    const panel = await open(canvasElement, async (menu) => {
      await expect(within(menu).getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/demo/usuarios');
    });
    const list = within(panel.getByRole('list', { name: TITLE }));
    const [matriz, filial] = list.getAllByRole('listitem');
    await expect(matriz).toHaveTextContent('Mercadinho Bom Dia (matriz)PrincipalConta atual');
    await expect(within(matriz!).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(filial!).getByRole('button', { name: 'Usar esta conta: Mercadinho Bom Dia (filial)' })).toBeEnabled();
    await waitFor(() => expect(panel.queryByText('Atualizando contas')).not.toBeInTheDocument(), T);
  },
};

/** Each account keeps its own cart: the branch's is empty, the head office's still holds the rice. */
export const Switch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Usar esta conta: Mercadinho Bom Dia (filial)' }));
    await panelGone();
    await expect(await canvas.findByRole('button', { name: 'Carrinho, vazio' }, T)).toBeVisible();
    panel = await open(canvasElement);
    await expect(within(panel.getAllByRole('listitem')[1]!).getByText('Conta atual')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Usar esta conta: Mercadinho Bom Dia (matriz)' }));
    await panelGone();
    await expect(await canvas.findByRole('button', { name: 'Carrinho, 1 item' }, T)).toBeVisible();
  },
};

/** The other account could not be read: the shopper stays where they were, told why. */
export const SwitchFailed: Story = {
  parameters: { msw: { scenario: 'cliente-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Usar esta conta: Mercadinho Bom Dia (filial)' }));
    await expect(await panel.findByText('A conta Mercadinho Bom Dia (filial) não pôde ser aberta. Tente novamente.', {}, T)).toBeVisible();
    await expect(within(panel.getAllByRole('listitem')[0]!).getByText('Conta atual')).toBeVisible();
  },
};

/** The platform's list is on its way: the login's own list can be used meanwhile. */
export const Refreshing: Story = {
  parameters: { msw: { scenario: 'contas-vinculadas-carregando' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const refreshing = await panel.findByRole('progressbar', { name: 'Atualizando contas' }, T);
    await expectUnderTheList(refreshing);
    await expect(panel.getByRole('button', { name: 'Usar esta conta: Mercadinho Bom Dia (filial)' })).toBeEnabled();
  },
};

/** The platform's list failed: the login's own list is shown, with a note. */
export const RefreshFailed: Story = {
  parameters: { msw: { scenario: 'contas-vinculadas-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const note = await panel.findByText('Não foi possível atualizar a lista de contas. Mostrando as contas do seu login.', {}, T);
    await expect(note).toBeVisible();
    await expectUnderTheList(note);
    await expect(panel.getAllByRole('listitem')).toHaveLength(2);
  },
};
