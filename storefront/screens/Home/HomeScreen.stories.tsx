import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
