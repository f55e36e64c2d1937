import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { Component } from './CatalogueScreen';

/** The catalogue, rendered by the real app at `/{slug}/produtos` with data from the mock backend. */
const meta = {
  title: 'screens/Catalogue',
  component: Component,
  parameters: { route: '/{fornecedor}/produtos', consent: 'decided' },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await expect(canvas.getByText(/^\d{3} produtos$/, { selector: 'p' })).toBeVisible();
    // The first row's photos are the page's largest paint: fetched at once; the rest when scrolled to.
    const loading = canvas.getAllByRole('article').map((card) => card.querySelector('img')?.loading);
    await expect(loading.slice(0, 5)).toEqual(Array(5).fill('eager'));
    await expect(loading.slice(5).every((value) => value === 'lazy')).toBe(true);
  },
};

/** spec 2 "Carousels per page": the catalogue's own banner, below the products; its link stays on the site. */
export const PageCarousel: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Compre no atacado' }, { timeout: 4000 })).toBeVisible();
    const banner = within(canvas.getByRole('region', { name: 'Compre no atacado' }));
    await expect(banner.getByRole('link', { name: 'Compre no atacado: preços menores a partir de 10 unidades' })).toHaveAttribute('href', '/demo/pagina/quem-somos');
  },
};

/**
 * spec 3 habilitar_visualizacao_desconto: with the coupon DEZ (10%, every product) applied at the checkout,
 * each card shows its price "de" without the coupon "por" with it, and names the coupon.
 */
export const CouponPrices: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br', coupon: 'DEZ' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Arroz branco tipo 1 Qualitá 1 kg' }, { timeout: 4000 });
    await expect(within(card).getByText(/^De R\$\s5,90 por R\$\s5,31$/)).toBeInTheDocument();
    await expect(within(card).getByText('Com o cupom DEZ')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Com o cupom DEZ')).toHaveLength(20));
  },
};

/** Adding a product: the card turns into the stepper at once (the save follows after 1 s). */
export const AddToCart: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ });
    await userEvent.click(add);
    // The card turns into its stepper in the render after the new total's (ProductCard).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('1'));
  },
};

/** Keyboard: the category tree filters the list. */
export const ChooseCategory: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bebidas = await canvas.findByRole('row', { name: /Bebidas/ });
    // The row reads its count in words for screen readers ("84 produtos"); the list header must say the same.
    const count = within(bebidas).getByText(/\d+ produtos$/).textContent;
    await userEvent.click(bebidas);
    await waitFor(() => expect(canvas.getByText(count, { selector: 'p' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bebidas' })).toBeVisible();
  },
};

/**
 * A link straight to a category (the side menu's, a shared one): spec 7 `obter-setor` names it in the heading,
 * under the trail from the whole catalogue, with its subcategories one tap away.
 */
export const CategoryHeader: Story = {
  parameters: { route: '/demo/produtos?categoria=demo%2Fmercearia%2Farroz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Arroz' }, { timeout: 4000 })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Você está em' }));
    await expect(trail.getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/demo/produtos');
    await waitFor(() => expect(trail.getByRole('link', { name: 'Mercearia' })).toHaveAttribute('href', '/demo/produtos?categoria=demo%2Fmercearia'));
    const subcategories = within(canvas.getByRole('navigation', { name: 'Subcategorias de Arroz' }));
    await userEvent.click(subcategories.getByRole('link', { name: 'Arroz integral' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Arroz integral' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /^Subcategorias/ })).not.toBeInTheDocument();
    // The trail leads back up.
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Você está em' })).getByRole('link', { name: 'Mercearia' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mercearia' })).toBeVisible();
  },
};

/** "Carregar mais" brings the next 20. */
export const LoadMore: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: /Carregar mais/ }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40));
  },
};

/** Prices hidden from visitors (hide-price-for-logged-out-customers): the reason instead of the price. */
export const HiddenPrices: Story = {
  parameters: { route: '/mercado-verde/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Faça login para comprar').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: /^Adicionar/ })).not.toBeInTheDocument();
  },
};

/** The list answers nothing for this search: an empty state with what to do. */
export const NoProducts: Story = {
  parameters: { route: '/demo/produtos', msw: { scenario: 'logout-na-listagem' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
  },
};

/** The server fails: its text in an alert. */
export const ServerError: Story = {
  parameters: { route: '/demo/produtos', msw: { scenario: 'produtos-falha' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os produtos.');
    await expect(alert).toHaveTextContent('Catálogo em manutenção. Tente novamente em alguns minutos.');
  },
};

/** spec 7 tag-pesquisa: the supplier's search tags as filter chips; two chosen, the list narrows to products with both. */
export const TagFilters: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = await canvas.findByRole('grid', { name: 'Filtrar por' });
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    const total = (): number => Number(/^(\d+) produtos?$/.exec(canvas.getByText(/^\d+ produtos?$/, { selector: 'p' }).textContent)?.[1] ?? NaN);
    const all = total();
    await userEvent.click(within(filters).getByRole('row', { name: 'Orgânico' }));
    await waitFor(() => expect(total()).toBeLessThan(all));
    const organic = total();
    await userEvent.click(within(filters).getByRole('row', { name: 'Promoção' }));
    await waitFor(() => expect(total()).toBeLessThan(organic));
    await expect(total()).toBeGreaterThan(0);
    await expect(within(filters).getByRole('row', { name: 'Orgânico' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(filters).getByRole('row', { name: 'Promoção' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(filters).getByRole('row', { name: 'Lançamento' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** `?tag=` (the product page's tag links): the catalogue opens with that filter chosen and the list narrowed to it. */
export const TagFromAddress: Story = {
  parameters: { route: '/demo/produtos?tag=sem-gluten' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = await canvas.findByRole('grid', { name: 'Filtrar por' });
    await waitFor(() => expect(within(filters).getByRole('row', { name: 'Sem glúten' })).toHaveAttribute('aria-selected', 'true'));
    await expect(within(filters).getByRole('row', { name: 'Orgânico' })).toHaveAttribute('aria-selected', 'false');
    // The demo fixture has 44 gluten-free products among its 312.
    await expect(await canvas.findByText('44 produtos', { selector: 'p' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
  },
};

/** The age check opened from a card, in the adega's dark theme (axe checks the open dialog). */
export const AgeCheckOpen: Story = {
  // The adega needs an address first (spec 5): Maria, signed in, has one.
  parameters: { route: '/adega-noite/produtos?q=cerveja', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Adicionar Cerveja pilsen Reserva lata 350 ml ao carrinho' }));
    const dialog = await findOpenDialog('alertdialog', 'Confirme sua idade');
    await expect(within(dialog).getByRole('button', { name: 'Sim, tenho 18 anos ou mais' })).toBeVisible();
    // A question that must be answered: Escape does not close it.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Confirme sua idade' })).toBeVisible();
  },
};

/** "Não tenho": nothing added, and the catalogue says why (announced). */
export const AgeCheckDeclined: Story = {
  // The adega needs an address first (spec 5): Maria, signed in, has one.
  parameters: { route: '/adega-noite/produtos?q=cerveja', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Cerveja pilsen Reserva lata 350 ml ao carrinho' }));
    await userEvent.click(within(await findOpenDialog('alertdialog', 'Confirme sua idade')).getByRole('button', { name: 'Não tenho' }));
    await dialogGone();
    await expect(canvas.getByText('Não adicionamos Cerveja pilsen Reserva lata 350 ml: o produto é vendido apenas para maiores de 18 anos.')).toBeVisible();
    // Focus is back on the card's button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Adicionar Cerveja pilsen Reserva lata 350 ml ao carrinho' })).toHaveFocus());
  },
};

/**
 * spec 2 age check from a card: the same question as the product page. "Não tenho" adds nothing and says
 * why; "Sim" adds (focus on the new stepper) and is remembered, so the next beer goes in without asking.
 */
export const AddWithAgeCheck: Story = {
  // The adega needs an address first (spec 5): Maria, signed in, has one.
  parameters: { route: '/adega-noite/produtos?q=cerveja', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Cerveja pilsen Reserva lata 350 ml';
    await userEvent.click(await canvas.findByRole('button', { name: `Adicionar ${name} ao carrinho` }));
    const dialog = await findOpenDialog('alertdialog', 'Confirme sua idade');
    await expect(dialog).toHaveTextContent(`A venda de ${name} é permitida apenas para maiores de 18 anos. Você tem 18 anos ou mais?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não tenho' }));
    await dialogGone();
    await expect(canvas.getByText(`Não adicionamos ${name}: o produto é vendido apenas para maiores de 18 anos.`)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: `Adicionar ${name} ao carrinho` }));
    await userEvent.click(within(await findOpenDialog('alertdialog', 'Confirme sua idade')).getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }));
    await dialogGone();
    // Asked again each time: the stepper comes in the render after the total's, and its full field replaces the plain one.
    await waitFor(() => expect(canvas.getByRole('textbox', { name })).toHaveValue('1'));
    await waitFor(() => expect(canvas.getByRole('textbox', { name })).toHaveFocus());
    await expect(canvas.queryByText(/^Não adicionamos/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Carrinho, 1 item/ })).toBeVisible();

    // Confirmed for the session: another restricted product goes straight in.
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Cerveja pilsen Reserva pack 12 latas ao carrinho' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Cerveja pilsen Reserva pack 12 latas' })).toHaveValue('1'));
  },
};

/** spec 2 additional services from a card: the product page's dialog; cancelling adds nothing, confirming adds. */
export const AddWithServices: Story = {
  parameters: { route: '/padaria-sol/produtos?q=bolo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Bolo de chocolate Da Casa fatia';
    await userEvent.click(await canvas.findByRole('button', { name: `Adicionar ${name} ao carrinho` }));
    let dialog = await findOpenDialog('dialog', 'Serviços adicionais');
    await expect(dialog).toHaveTextContent(`Escolha o que deseja incluir com ${name}. Os serviços são opcionais.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogGone();
    await expect(canvas.queryByRole('textbox', { name })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: `Adicionar ${name} ao carrinho` }));
    dialog = await findOpenDialog('dialog', 'Serviços adicionais');
    const service = within(dialog).getByRole('checkbox', { name: /^Vela e cartão de aniversário \(\+ R\$\s6,50\)$/ });
    await expect(service).not.toBeChecked();
    await userEvent.click(service);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e adicionar' }));
    await dialogGone();
    // Asked afresh: the plain stepper hands over to react-aria's (a new input) once focused.
    const quantity = () => canvas.getByRole('textbox', { name });
    await expect(quantity()).toHaveValue('1');
    await waitFor(() => expect(quantity()).toHaveFocus());
    // Later changes are plain quantity changes: no dialog.
    await userEvent.click(canvas.getByRole('button', { name: `Aumentar quantidade de ${name}` }));
    await waitFor(() => expect(quantity()).toHaveValue('2'));
    await expect(screen.queryByRole('dialog', { name: 'Serviços adicionais' })).not.toBeInTheDocument();
  },
};
