import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen';

/** The supplier home, rendered by the real app at `/{slug}` with data from the mock backend. */
const meta = {
  title: 'screens/Home',
  component: HomeScreen,
  parameters: { route: '/{fornecedor}' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DistribuidoraDemo: Story = {
  parameters: { route: '/demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Bem-vindo à Distribuidora Demo/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Página inicial de Distribuidora Demo' })).toBeInTheDocument();
    await expect(document.title).toBe('Distribuidora Demo | Pedidos online');
    // The top categories, each a way into the catalogue.
    const categories = await canvas.findByRole('navigation', { name: 'Categorias' }, { timeout: 4000 });
    await expect(within(categories).getByRole('link', { name: 'Mercearia' })).toHaveAttribute('href', '/demo/produtos?categoria=demo%2Fmercearia');
    // spec 2 carousels: banners with their text, links checked (the script URL one stays a plain image).
    const banners = await canvas.findByRole('region', { name: 'Destaques' }, { timeout: 4000 });
    // Slides out of view are hidden from assistive technology until shown.
    await expect(within(banners).getByRole('img', { name: 'Compre no atacado: preços menores a partir de 10 unidades', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(within(banners).getByRole('link', { name: /^Ofertas da semana/ })).toHaveAttribute('href', '/demo/produtos?q=arroz'), { timeout: 4000 });
    await expect(within(banners).getAllByRole('link', { hidden: true })).toHaveLength(2);
    // The product shelf's products come 1000 ms later (spec 9), on the catalogue's cards.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mais vendidos' })).toBeVisible();
    const shelf = await canvas.findByRole('region', { name: 'Mais vendidos' }, { timeout: 4000 });
    await expect(within(shelf).getAllByRole('button', { name: /^Adicionar .* ao carrinho$/ }).length).toBeGreaterThan(0);
    // The footer from `rodape`: sections, another site apart, the script link dropped, the HTML sanitised.
    const footer = canvas.getByRole('contentinfo');
    await expect(await within(footer).findByRole('link', { name: 'Quem somos' }, { timeout: 4000 })).toHaveAttribute('href', '/demo/pagina/quem-somos');
    await expect(within(footer).getByRole('link', { name: 'Procon-SP (abre em nova aba)' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(footer).queryByRole('link', { name: 'Promoção secreta' })).not.toBeInTheDocument();
    await expect(within(footer).getByText('Telefone (11) 4000-1234')).toBeVisible();
    await expect(footer.querySelector('img')).toBeNull();
  },
};

/** spec 3 habilitar_visualizacao_desconto: a product shelf's cards show the prices with the coupon DEZ in force. */
export const CarouselCouponPrices: Story = {
  parameters: { route: '/demo', shopper: { email: 'maria@exemplo.com.br', coupon: 'DEZ' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shelf = await canvas.findByRole('region', { name: 'Mais vendidos' }, { timeout: 4000 });
    const notes = await within(shelf).findAllByText('Com o cupom DEZ', {}, { timeout: 4000 });
    // Every card of the shelf, those out of view too (hidden from assistive technology until shown).
    await expect(notes).toHaveLength(within(shelf).getAllByRole('article', { hidden: true }).length);
    await expect(within(shelf).getAllByText(/^De R\$\s[\d.,]+ por R\$\s[\d.,]+$/)).toHaveLength(notes.length);
  },
};

/** The carousels hold their place while they load (no layout shift). */
export const CarouselsLoading: Story = {
  parameters: { route: '/demo', msw: { scenario: 'carrosseis-carregando' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando destaques', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

/** Carousels that fail leave the home as it is; the footer that fails leaves its legal line alone. */
export const CarouselsAndFooterFailed: Story = {
  parameters: { route: '/demo', msw: { scenario: 'conteudo-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Bem-vindo à Distribuidora Demo/ })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Carregando destaques')).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(canvas.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Todos os direitos reservados');
    await expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A product shelf whose products fail is left out; the banners stay. */
export const CarouselProductsFailed: Story = {
  parameters: { route: '/demo', msw: { scenario: 'carrossel-produtos-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Destaques' }, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Mais vendidos' })).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const MercadoVerde: Story = {
  parameters: { route: '/mercado-verde' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Frutas, verduras e legumes/ })).toBeInTheDocument();
    await expect(canvas.getByText('Hortifrúti fresco com entrega agendada.')).toBeInTheDocument();
  },
};

/** Pale-yellow brand: the palette keeps every text readable. */
export const PadariaSol: Story = {
  parameters: { route: '/padaria-sol' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Pães quentinhos/ })).toBeInTheDocument();
  },
};

/**
 * Near-black brand: hover and pressed states still visible, links readable. The adega needs an address
 * before its pages (spec 5 requires-address-to-access): Maria, signed in, has one.
 */
export const AdegaNoite: Story = {
  parameters: { route: '/adega-noite', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Vinhos selecionados/ })).toBeInTheDocument();
  },
};

/** A supplier with no theme and no name: every default of spec section 9. */
export const WithoutTheme: Story = {
  parameters: { route: '/casa-noturna' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Boas-vindas à Loja do Fornecedor' })).toBeInTheDocument();
    await expect(canvas.getByText('Confira nossas ofertas!')).toBeInTheDocument();
    await expect(document.title).toBe('Vitrine de Pedidos');
  },
};

/** The theme call fails with 404: the supplier still opens with the default look. */
export const ThemeMissing: Story = {
  parameters: { route: '/demo', msw: { scenario: 'tema-ausente' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Boas-vindas à Distribuidora Demo' }),
    ).toBeInTheDocument();
  },
};

/** Follows the toolbar's supplier. */
export const FromToolbar: Story = {};
