import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuPanel } from './MenuPanel';

/** The side menu inside the real app, opened from the header's menu button. */
const meta = {
  title: 'panels/Menu',
  component: MenuPanel,
  parameters: { route: '/demo', consent: 'decided' },
} satisfies Meta<typeof MenuPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Abrir menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

/** A visitor's menu: Entrar, Início and Produtos, the top categories and the pages tagged WEB. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openMenu(canvasElement);
    const menu = within(panel);
    await waitFor(() => expect(menu.getByRole('button', { name: 'Entrar' })).toBeVisible());
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/demo');
    await expect(menu.getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/demo/produtos');
    await expect(menu.getByRole('link', { name: 'Combos promocionais' })).toHaveAttribute('href', '/demo/combos');
    await expect(menu.getByRole('link', { name: 'Pedido rápido' })).toHaveAttribute('href', '/demo/pedido-rapido');
    // A visitor has no orders, invoices, lists or chat.
    await expect(menu.queryByRole('link', { name: 'Meus pedidos' })).not.toBeInTheDocument();
    await expect(await menu.findByRole('link', { name: 'Bebidas' })).toHaveAttribute('href', '/demo/produtos?categoria=demo%2Fbebidas');
    await expect(await menu.findByRole('link', { name: 'Quem somos' })).toHaveAttribute('href', '/demo/pagina/quem-somos');
    await expect(menu.getByRole('link', { name: 'Promoções' })).toBeVisible();
    // An APP-only page stays out of the web storefront.
    await expect(menu.queryByRole('link', { name: 'Somente no aplicativo' })).not.toBeInTheDocument();
    await expect(menu.getByRole('button', { name: 'Trocar de fornecedor' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Buscar fornecedores por endereço' })).toHaveAttribute('href', '/demo/enderecos');
  },
};

/**
 * The supplier's own entries (spec 3 `config.menu`, from spec 7 `configuracao/fornecedor`): a page of its store,
 * another site opened apart; a script address is left out.
 */
export const SupplierEntries: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(await menu.findByRole('link', { name: 'Produtos em promoção' })).toHaveAttribute('href', '/demo/produtos?tag=promocao');
    const instagram = menu.getByRole('link', { name: 'Instagram (abre em nova aba)' });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/distribuidorademo');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(menu.queryByText('Oferta secreta')).not.toBeInTheDocument();
  },
};

/** A white-label site (spec 1) is its supplier's alone: the menu offers no other supplier. */
export const WhiteLabel: Story = {
  parameters: { whiteLabel: true },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    // The tree may be there before the panel has slid in (the home's loader asked it): visible once it has.
    const bebidas = await menu.findByRole('link', { name: 'Bebidas' });
    await waitFor(() => expect(bebidas).toBeVisible());
    await expect(menu.queryByRole('button', { name: 'Trocar de fornecedor' })).not.toBeInTheDocument();
    await expect(menu.getByRole('link', { name: 'Verificar se atendemos meu endereço' })).toHaveAttribute('href', '/demo/enderecos');
  },
};

/** spec 9: the menu opens 200 ms after the press, not at once. */
export const OpensAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const pressed = performance.now();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Abrir menu' }));
    await expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'Menu' });
    await expect(performance.now() - pressed).toBeGreaterThanOrEqual(200);
  },
};

/** A category link opens the catalogue on it and closes the menu. */
export const ChooseCategory: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openMenu(canvasElement);
    await userEvent.click(await within(panel).findByRole('link', { name: 'Bebidas' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bebidas' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('84 produtos', { selector: 'p' })).toBeVisible());
  },
};

/** "Entrar" hands over to the login panel: one panel at a time, so the menu closes. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openMenu(canvasElement);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
};

/** Keyboard: Enter on the menu button opens it, Escape closes it and focus goes back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Abrir menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** spec 4: "Sair" resets the user and the cart, and the shopper lands on the supplier home. */
export const Logout: Story = {
  parameters: { route: '/demo/finalizar', shopper: { email: 'maria@exemplo.com.br', cart: [['demo-arroz-1', 2]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Carrinho, 1 item/ }, { timeout: 4000 })).toBeVisible();
    const panel = await openMenu(canvasElement);
    await waitFor(() => expect(within(panel).getByText('Olá, Maria da Silva')).toBeVisible());
    for (const [name, href] of [
      ['Meus pedidos', '/demo/pedidos'],
      ['Faturas e títulos', '/demo/faturas'],
      ['Listas de compras', '/demo/listas'],
    ]) {
      await expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The chat link also reads out the unread messages (screens/Chat/Links shows the count).
    await expect(within(panel).getByRole('link', { name: /^Conversas/ })).toHaveAttribute('href', '/demo/conversas');
    await userEvent.click(within(panel).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
    const again = await openMenu(canvasElement);
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Entrar' })).toBeVisible());
  },
};

/**
 * spec 5 modules: casa-noturna has invoices and combos only, so its menu offers no lists, chat or quick
 * order (their pages are its not-found page too).
 */
export const SupplierModules: Story = {
  parameters: { route: '/casa-noturna', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const panel = await openMenu(canvasElement);
    const menu = within(panel);
    await waitFor(() => expect(menu.getByText('Olá, Maria da Silva')).toBeVisible());
    await expect(menu.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/casa-noturna/pedidos');
    await expect(menu.getByRole('link', { name: 'Faturas e títulos' })).toHaveAttribute('href', '/casa-noturna/faturas');
    await expect(menu.getByRole('link', { name: 'Combos promocionais' })).toHaveAttribute('href', '/casa-noturna/combos');
    await expect(menu.queryByRole('link', { name: 'Listas de compras' })).not.toBeInTheDocument();
    await expect(menu.queryByRole('link', { name: /^Conversas/ })).not.toBeInTheDocument();
    await expect(menu.queryByRole('link', { name: 'Pedido rápido' })).not.toBeInTheDocument();
  },
};
