import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Logo } from '../Logo';
import { SearchField } from '../SearchField';
import { AppHeader } from './AppHeader';

const logo = (
  <Link href="/demo" aria-label="Página inicial de Distribuidora Demo">
    <Logo name="Distribuidora Demo" src="/fixtures/logos/demo.svg" isDecorative />
  </Link>
);

const search = (
  <SearchField
    label="Buscar produtos"
    hideLabel
    placeholder="Buscar produtos"
    query=""
    onQueryChange={fn()}
    suggestions={[]}
    onSuggestion={fn()}
    onSubmit={fn()}
  />
);

const meta = {
  title: 'ui/AppHeader',
  component: AppHeader,
  args: { logo, mainId: 'conteudo', search, cart: { count: 3, onPress: fn() }, onMenuPress: fn() },
  argTypes: { logo: { control: false }, search: { control: false }, account: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <AppHeader {...args} />
      <main id="conteudo" tabIndex={-1} style={{ padding: '1rem' }}>
        <h1>Ofertas</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('button', { name: 'Carrinho, 3 itens' });
    await expect(cart.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    await userEvent.click(cart);
    await expect(args.cart?.onPress).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { cart: { count: 12, onPress: fn() } } };

/** Keyboard: the skip link first, then menu, logo, search and cart in reading order. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Ir para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Página inicial de Distribuidora Demo' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Buscar produtos' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Carrinho, 3 itens' })).toHaveFocus();
  },
};

export const EmptyCart: Story = {
  args: { cart: { count: 0, onPress: fn() } },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('button', { name: 'Carrinho, vazio' });
    await expect(cart.querySelector('[data-count]')).toBeNull();
  },
};

export const OneItem: Story = {
  args: { cart: { count: 1, onPress: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  },
};

/** A big order: the badge stops at 99+, the name says the real number. */
export const ManyItems: Story = {
  args: { cart: { count: 148, onPress: fn() } },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('button', { name: 'Carrinho, 148 itens' });
    await expect(cart.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  },
};

/** No logo in the theme: the store name takes its place. */
export const NoLogo: Story = {
  args: {
    logo: (
      <Link href="/casa-noturna" aria-label="Página inicial de Casa Noturna">
        <Logo name="Casa Noturna" isDecorative />
      </Link>
    ),
  },
};

/** With an account entry beside the cart. */
export const WithAccount: Story = { args: { account: <Link href="/demo/entrar">Entrar</Link> } };

/** Only the logo (checkout, error pages). */
export const Minimal: Story = {
  args: { search: undefined, cart: undefined, onMenuPress: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** A phone: search drops to its own row under the logo; nothing overflows. */
export const NarrowScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const logoBox = canvas.getByRole('link', { name: /Página inicial/ }).getBoundingClientRect();
    const searchBox = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(searchBox.top).toBeGreaterThanOrEqual(logoBox.bottom);
  },
};

/** The pale-yellow supplier: the count badge keeps readable text. */
export const PaleSupplier: Story = {
  globals: { supplier: 'padaria-sol' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-count]')!;
    await expect(getComputedStyle(badge).color).toBe('rgb(0, 0, 0)');
  },
};
