import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SuppliersPanel } from './SuppliersPanel';

/**
 * The suppliers panel inside the real app (spec 4 "Supplier lookup by address"), opened from the side
 * menu's "Trocar de fornecedor". Maria's Paulista address is served by every demo supplier, her
 * Campinas branch by none.
 */
const meta = {
  title: 'panels/Suppliers',
  component: SuppliersPanel,
  parameters: {
    route: '/demo',
    consent: 'decided',
    shopper: { email: 'maria@exemplo.com.br' },
  },
} satisfies Meta<typeof SuppliersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Trocar de fornecedor';

/** Asks for the panel from the side menu. */
async function ask(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Abrir menu' }, { timeout: 4000 }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await userEvent.click(within(menu).getByRole('button', { name: TITLE }));
}

async function open(canvasElement: HTMLElement) {
  await ask(canvasElement);
  const panel = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

const panelGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(), { timeout: 4000 });

/** The suppliers serving the chosen address, each with its logo and segments; the current one marked. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByRole('radio', { name: /Loja/ }, { timeout: 4000 })).toBeChecked();
    await expect(await panel.findByRole('heading', { name: 'Fornecedores que atendem este endereço' }, { timeout: 4000 })).toBeVisible();
    const list = within(panel.getByRole('list'));
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    const current = list.getByRole('link', { name: 'Distribuidora Demo' });
    await expect(current).toHaveAttribute('href', '/demo');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(list.getByText('Fornecedor atual')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Mercado Verde Hortifrúti' })).toHaveAttribute('href', '/mercado-verde');
    await expect(list.getByRole('link', { name: 'Mercado Verde Hortifrúti' })).not.toHaveAttribute('aria-current');
    await expect(list.getByText('Vinhos · Destilados · Acessórios')).toBeVisible();
    // A supplier without a theme has no logo: its name (here its slug) stands alone.
    await expect(list.getByRole('link', { name: 'casa-noturna' })).toBeVisible();
    await expect(panel.getByRole('row', { name: 'Padaria' })).toBeVisible();
  },
};

/** A supplier's link opens its home and closes the panel. */
export const ChooseSupplier: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('link', { name: 'Mercado Verde Hortifrúti' }, { timeout: 4000 }));
    await panelGone();
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Frutas, verduras e legumes frescos, direto do produtor para a sua cozinha.' }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** Several segments: the shopper narrows the list to one. */
export const FilterBySegment: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('row', { name: 'Padaria' }, { timeout: 4000 }));
    await waitFor(() => expect(within(panel.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    await expect(panel.getByRole('link', { name: 'Padaria Sol Nascente' })).toHaveAttribute('href', '/padaria-sol');
  },
};

/** spec 4: exactly one supplier serves the address and it is not the current one: the page moves to it at once. */
export const OnlyOneSupplier: Story = {
  parameters: { route: '/mercado-verde', msw: { scenario: 'um-fornecedor' } },
  play: async ({ canvasElement }) => {
    // The panel may be gone before it was ever seen whole: with no slide to wait for, the move is at once.
    await ask(canvasElement);
    await panelGone();
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** Exactly one supplier, already the current one: nowhere to go, it is shown as current. */
export const OnlyOneIsCurrent: Story = {
  parameters: { msw: { scenario: 'um-fornecedor' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const link = await panel.findByRole('link', { name: 'Distribuidora Demo' }, { timeout: 4000 });
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(within(panel.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await expect(panel.queryByRole('grid', { name: 'Segmento' })).not.toBeInTheDocument();
  },
};

/** The lookup on its way. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'fornecedores-carregando' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByText('Consultando fornecedores')).toBeVisible();
  },
};

/** spec 5: the platform answers a status other than 200: 'Infelizmente ainda não atendemos o seu endereço'. */
export const OutsideArea: Story = {
  parameters: { msw: { scenario: 'endereco-fora-area' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByText('Infelizmente ainda não atendemos o seu endereço', {}, { timeout: 4000 })).toBeVisible();
    await expect(panel.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Another address: the Campinas branch is outside every supplier's area. */
export const OtherAddressNotServed: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await panel.findByRole('list', {}, { timeout: 4000 });
    await userEvent.click(panel.getByRole('radio', { name: /Filial Campinas/ }));
    await expect(await panel.findByText('Infelizmente ainda não atendemos o seu endereço', {}, { timeout: 4000 })).toBeVisible();
    await expect(panel.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('radio', { name: /Loja/ }));
    await expect(await panel.findByRole('link', { name: 'Padaria Sol Nascente' }, { timeout: 4000 })).toBeVisible();
  },
};

/** spec 8: the lookup fails: 'Falha ao consultar outros fornecedores', with a way to try again. */
export const Failure: Story = {
  parameters: { msw: { scenario: 'fornecedores-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByText('Falha ao consultar outros fornecedores', {}, { timeout: 4000 })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A visitor has no addresses to look up: asked to log in, the button hands over to the login panel. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(panel.getByText('Entre na sua conta para ver os fornecedores que atendem os seus endereços.')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await panelGone();
    const login = await screen.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(login).toBeVisible());
  },
};
