import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { applyMockScenario } from '@mocks/browser';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { Component } from './ProductScreen';

/** The product page, rendered by the real app at `/{slug}/produto/{idproduto}` with data from the mock backend. */
const meta = {
  title: 'screens/Product',
  component: Component,
  parameters: { route: '/demo/produto/demo-arroz-6', consent: 'decided' },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with a progressive discount: price, tier hints, description and similar products. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Arroz branco tipo 1 Da Casa 5 kg' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Você está em' });
    await expect(await within(trail).findByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/demo/produtos');
    // BRL has a no-break space after R$; the price is read as one sentence and drawn in parts.
    await expect(canvas.getAllByText('R$ 34,90').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Leve 6 un ou mais: R$ 33,15 cada')).toBeVisible();
    await expect(canvas.getByText('Leve 12 un ou mais: R$ 31,41 cada')).toBeVisible();
    // Its photos: its own first, then the others the platform lists (spec 7 all-images; see Gallery).
    const photo = await canvas.findByRole('img', { name: 'Arroz branco tipo 1 Da Casa 5 kg, foto 1 de 3' }, { timeout: 4000 });
    await expect(photo).toHaveAttribute('width', '800');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();
    const similar = canvas.getByRole('region', { name: 'Produtos semelhantes' });
    const cards = within(similar).getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/demo\/produto\/demo-arroz-\d+$/));
    // spec 7 filtros-produto: the product's search tags, each a way into the catalogue filtered by it.
    const tags = await canvas.findByRole('list', { name: 'Ver produtos com esta característica' }, { timeout: 4000 });
    await expect(within(tags).getByRole('link', { name: 'Mais vendidos' })).toHaveAttribute('href', '/demo/produtos?tag=mais-vendidos');
    await expect(within(tags).getAllByRole('link')).toHaveLength(1);
  },
};

/**
 * spec 7 all-images: every photo of the product, its own first and each once. Phones see one square and
 * swipe (or scroll the focused row with the arrows) to the others; wider screens the first large, the rest below.
 */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Arroz branco tipo 1 Da Casa 5 kg';
    const gallery = await canvas.findByRole('list', { name: `Fotos de ${name}` }, { timeout: 4000 });
    const photos = within(gallery).getAllByRole('img');
    await expect(photos.map((img) => img.getAttribute('src'))).toEqual(['/fixtures/products/arroz.svg', '/fixtures/products/arroz-verso.svg', '/fixtures/products/arroz-graos.svg']);
    await expect(photos.map((img) => img.getAttribute('alt'))).toEqual([1, 2, 3].map((i) => `${name}, foto ${i} de 3`));
    // The first is the page's largest content: fetched at once; the others when near the viewport.
    await expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    await expect(gallery).toHaveAttribute('tabindex', '0');
  },
};

/** A product with one photo: just it, named after the product, nothing to swipe. */
export const GalleryOnePhoto: Story = {
  parameters: { route: '/demo/produto/demo-cafe-109' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Café tradicional Qualitá 250 g';
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
    const photo = canvas.getByRole('img', { name });
    await expect(photo).toHaveAttribute('src', '/fixtures/products/cafe.svg');
    await expect(canvas.queryByRole('list', { name: /^Fotos de/ })).not.toBeInTheDocument();
  },
};

/**
 * spec 7 produto-by-tags: other products with the product's search tags, below the similar ones (none of
 * them again, nor the product), with the catalogue's cards and their "Adicionar".
 */
export const RelatedProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const related = await canvas.findByRole('region', { name: 'Produtos relacionados' }, { timeout: 4000 });
    const similar = canvas.getByRole('region', { name: 'Produtos semelhantes' });
    const hrefs = (region: HTMLElement) => within(region).getAllByRole('article').map((card) => within(card).getByRole('link').getAttribute('href'));
    const shown = hrefs(related);
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.length).toBeLessThanOrEqual(8);
    await expect(shown).not.toContain('/demo/produto/demo-arroz-6');
    await expect(shown.filter((href) => hrefs(similar).includes(href))).toEqual([]);
    // The related shelf comes after the similar one.
    await expect(similar.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = within(related).getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }));
    // Asked again each time: the plain stepper's field gives way to the full one's as the focus reaches it.
    await waitFor(() => expect(within(first).getByRole('textbox')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  },
};

/** Related products where prices are hidden from visitors: the same reason as the rest of the page, no price. */
export const RelatedProductsHiddenPrice: Story = {
  parameters: { route: '/mercado-verde/produto/mercado-verde-tomate-6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const related = await canvas.findByRole('region', { name: 'Produtos relacionados' }, { timeout: 4000 });
    const cards = within(related).getAllByRole('article');
    await expect(within(related).getAllByText('Faça login para comprar')).toHaveLength(cards.length);
    await expect(within(related).queryByText(/R\$/)).not.toBeInTheDocument();
  },
};

/**
 * spec 3 habilitar_visualizacao_desconto: with the coupon DEZ (10%) applied at the checkout, the page's
 * price and the similar products' show "de" the price without it "por" the price with it, naming it.
 */
export const CouponPrice: Story = {
  parameters: { shopper: { email: 'maria@exemplo.com.br', coupon: 'DEZ' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Arroz branco tipo 1 Da Casa 5 kg' })).toBeVisible();
    await expect(canvas.getByText(/^De R\$\s34,90 por R\$\s31,41$/)).toBeInTheDocument();
    const similar = canvas.getByRole('region', { name: 'Produtos semelhantes' });
    const cards = within(similar).getAllByRole('article');
    await expect(within(similar).getAllByText('Com o cupom DEZ')).toHaveLength(cards.length);
    // The page's own note, beside its price, and one per similar product.
    await expect(canvas.getAllByText('Com o cupom DEZ')).toHaveLength(cards.length + 1);
    await expect(canvas.getAllByText('Com o cupom DEZ')[0]).toBeVisible();
  },
};

/** "Adicionar ao carrinho" puts one in the cart at once; the stepper takes its place and the focus. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    // Asked afresh each time: the plain stepper hands over to react-aria's (a new input) once focused,
    // whenever its chunk comes; a reference held across that would be the old, detached input.
    const quantity = () => canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Da Casa 5 kg' });
    await expect(quantity()).toHaveValue('1');
    await waitFor(() => expect(quantity()).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar quantidade de Arroz branco tipo 1 Da Casa 5 kg' }));
    // The cart's change reaches the input in a later render (seen at 1 once, in a loaded CI run); the
    // press is not repeated, so a press that was lost still fails here.
    await waitFor(() => expect(quantity()).toHaveValue('2'));
  },
};

/** A similar product's card opens its own page. */
export const OpenSimilarProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const similar = await canvas.findByRole('region', { name: 'Produtos semelhantes' });
    const link = within(within(similar).getAllByRole('article')[0]!).getByRole('link');
    const name = link.textContent;
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
  },
};

/** spec 2 "Carousels per page": the product page's own shelf, below the product, with the catalogue's cards. */
export const PageCarousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Lançamentos' }, { timeout: 4000 })).toBeVisible();
    const shelf = await canvas.findByRole('region', { name: 'Lançamentos' });
    // The products come 1000 ms after the list (spec 9).
    const add = await within(shelf).findByRole('button', { name: 'Adicionar Arroz integral Qualitá 5 kg ao carrinho' }, { timeout: 4000 });
    await userEvent.click(add);
    // The card turns into its stepper, at the product's minimum; the cart holds one line.
    await waitFor(() => expect(within(shelf).getByRole('textbox', { name: 'Arroz integral Qualitá 5 kg' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  },
};

/** Prices hidden from visitors (hide-price-for-logged-out-customers): the reason instead of price and buying. */
export const HiddenPrice: Story = {
  parameters: { route: '/mercado-verde/produto/mercado-verde-tomate-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tomate italiano Sítio Bom kg' })).toBeVisible();
    await expect(canvas.getAllByText('Faça login para comprar').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar ao carrinho' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/R\$/)).not.toBeInTheDocument();
  },
};

/** Out of stock: "Avise-me" asks a visitor to log in first (the signed-in toggle is in product.test.ts). */
export const UnavailableWithAlert: Story = {
  parameters: { route: '/demo/produto/demo-arroz-14' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Indisponível no momento')).toBeVisible();
    // The alert's own chunk: an unavailable product's page is the only one that runs it.
    const alert = await canvas.findByRole('switch', { name: 'Avise-me quando chegar' });
    await expect(alert).not.toBeChecked();
    // The note under the switch is a status: what the switch does, then why it did not.
    const note = canvas.getByText('Entre na sua conta para ser avisado quando o produto voltar ao estoque.');
    await expect(note).toHaveAttribute('role', 'status');
    await userEvent.click(alert);
    await expect(note).toHaveTextContent('Faça login para ativar o aviso de disponibilidade.');
    await expect(alert).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Adicionar ao carrinho' })).not.toBeInTheDocument();
  },
};

/** The first add of an age-restricted product in the session asks the age (no Escape, no close button). */
export const AgeCheckOpen: Story = {
  parameters: { route: '/demo/produto/demo-cerveja-233' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Venda proibida para menores de 18 anos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar ao carrinho' }));
    const dialog = await findOpenDialog('alertdialog', 'Confirme sua idade');
    await expect(dialog).toHaveTextContent('A venda de Cerveja pilsen Qualitá lata 350 ml é permitida apenas para maiores de 18 anos. Você tem 18 anos ou mais?');
    await expect(within(dialog).getByRole('button', { name: 'Sim, tenho 18 anos ou mais' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Não tenho' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Confirme sua idade' })).toBeVisible();
  },
};

/** "Não tenho" adds nothing; "Sim" adds and is remembered: the next add of the session asks nothing. */
export const AgeCheckAnswered: Story = {
  parameters: { route: '/demo/produto/demo-cerveja-233' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Cerveja pilsen Qualitá lata 350 ml';
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    await userEvent.click(within(await findOpenDialog('alertdialog', 'Confirme sua idade')).getByRole('button', { name: 'Não tenho' }));
    await dialogGone();
    await expect(canvas.getByText('Não adicionamos o produto: ele é vendido apenas para maiores de 18 anos.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar ao carrinho' }));
    await userEvent.click(within(await findOpenDialog('alertdialog', 'Confirme sua idade')).getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }));
    await dialogGone();
    const quantity = () => canvas.getByRole('textbox', { name });
    await expect(quantity()).toHaveValue('1');
    await waitFor(() => expect(quantity()).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: `Diminuir quantidade de ${name}` }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name })).toHaveValue('1');
  },
};

/** A product with additional services: adding it asks which ones, with their prices in BRL. */
export const AdditionalServicesOpen: Story = {
  parameters: { route: '/padaria-sol/produto/padaria-sol-bolo-13' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    const dialog = await findOpenDialog('dialog', 'Serviços adicionais');
    await expect(within(dialog).getByRole('checkbox', { name: /^Vela e cartão de aniversário \(\+ R\$\s6,50\)$/ })).not.toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Confirmar e adicionar' })).toBeVisible();
  },
};

/** Services chosen and confirmed: the product is in the cart and the choice is shown under it. */
export const AdditionalServicesChosen: Story = {
  parameters: { route: '/padaria-sol/produto/padaria-sol-bolo-13' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    const dialog = await findOpenDialog('dialog', 'Serviços adicionais');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Vela e cartão de aniversário \(\+ R\$\s6,50\)$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e adicionar' }));
    await dialogGone();
    const quantity = () => canvas.getByRole('textbox', { name: 'Bolo de chocolate Da Casa fatia' });
    await expect(quantity()).toHaveValue('1');
    await waitFor(() => expect(quantity()).toHaveFocus());
    const chosen = canvas.getByRole('region', { name: 'Serviços adicionais escolhidos' });
    await expect(chosen).toHaveTextContent('Vela e cartão de aniversário: R$ 6,50');
  },
};

/** The supplier does not have this product: a way back to the catalogue. */
export const NotFound: Story = {
  parameters: { route: '/demo/produto/nao-existe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todos os produtos' })).toHaveAttribute('href', '/demo/produtos');
  },
};

/** The product is on its way: placeholders the size of the page, announced once. */
export const Loading: Story = {
  // The page comes with its product (its loader): the skeleton shows while it is asked again, here a retry.
  parameters: { msw: { scenario: 'produto-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = await canvas.findByRole('alert');
    await applyMockScenario('produto-carregando');
    await userEvent.click(within(failed).getByRole('button', { name: 'Tentar novamente' }));
    // The shell's main (the store's own loading screen comes first), not the cart's status in the header.
    const status = await waitFor(() => within(canvas.getByRole('main')).getByRole('status'), { timeout: 4000 });
    await expect(status).toHaveTextContent('Carregando produto');
    await expect(canvas.getByRole('link', { name: 'Produtos' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** The platform fails: its text, a retry and the way back. */
export const ServerError: Story = {
  parameters: { msw: { scenario: 'produto-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar o produto');
    await expect(alert).toHaveTextContent('Erro interno do servidor');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
