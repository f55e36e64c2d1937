import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { Carousel } from './Carousel';

const banners = [
  { src: '/fixtures/banners/ofertas-semana.svg', alt: 'Ofertas da semana: até 30% off em mercearia' },
  { src: '/fixtures/banners/frete-gratis.svg', alt: 'Frete grátis em pedidos acima de R$ 300' },
  { src: '/fixtures/banners/atacado.svg', alt: 'Compre no atacado: preços menores a partir de 10 unidades' },
];

/** A banner as the storefront will draw it: a sized image inside a link. */
function Banner({ src, alt }: { src: string; alt: string }) {
  return (
    <Link href="#">
      <img src={src} alt={alt} width={1200} height={400} style={{ display: 'block', width: '100%', height: 'auto' }} />
    </Link>
  );
}

const products = ['Arroz 5 kg', 'Feijão 1 kg', 'Azeite 500 ml', 'Café 500 g', 'Tomate kg', 'Refrigerante 2 L'];
const images = ['arroz', 'feijao', 'azeite', 'cafe', 'tomate', 'refrigerante'];

const meta = {
  title: 'ui/Carousel',
  component: Carousel,
  args: {
    'aria-label': 'Destaques',
    children: banners.map((b) => <Banner key={b.src} {...b} />),
  },
  argTypes: {
    perView: { control: { type: 'number', min: 1, max: 4 } },
    autoPlay: { control: 'boolean' },
    interval: { control: { type: 'number', min: 1000, step: 500 } },
    children: { control: false },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden slides have no accessible name (they are aria-hidden), so slides are found by their label attribute. */
const slide = (canvasElement: HTMLElement, label: string) => {
  const found = canvasElement.querySelector(`[aria-roledescription="slide"][aria-label="${label}"]`);
  if (!found) throw new TypeError(`No slide "${label}"`);
  return found;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Destaques' })).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(slide(canvasElement, '1 de 3')).not.toHaveAttribute('aria-hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo slide' }));
    await expect(slide(canvasElement, '2 de 3')).not.toHaveAttribute('aria-hidden');
    await expect(slide(canvasElement, '1 de 3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: 'Ir para o slide 2' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Playground: Story = { args: { perView: 1, autoPlay: false, interval: 6000 } };

/** Keyboard: the controls come first, then the visible slide; hidden slides cannot take focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Slide anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // From the first slide, "anterior" wraps to the last.
    await expect(slide(canvasElement, '3 de 3')).not.toHaveAttribute('aria-hidden');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(slide(canvasElement, '1 de 3')).not.toHaveAttribute('aria-hidden');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ir para o slide 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(slide(canvasElement, '2 de 3')).not.toHaveAttribute('aria-hidden');
    // The browser itself keeps focus out of inert slides (user-event's Tab does not know inert, so focus() is asked directly).
    const hiddenLink = slide(canvasElement, '1 de 3').querySelector('a')!;
    hiddenLink.focus();
    await expect(hiddenLink).not.toHaveFocus();
    const shownLink = canvas.getByRole('link', { name: banners[1]!.alt });
    shownLink.focus();
    await expect(shownLink).toHaveFocus();
  },
};

/** Turning by itself: the pause button comes first, and the live region stays quiet while it turns. */
export const AutoPlay: Story = {
  args: { autoPlay: true, interval: 800 },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pausar a troca automática' });
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(slide(canvasElement, '2 de 3')).not.toHaveAttribute('aria-hidden'), { timeout: 2000 });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Retomar a troca automática' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Keyboard focus inside stops the rotation, so nothing moves under the shopper. */
export const PausesOnFocus: Story = {
  args: { autoPlay: true, interval: 500 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 1200));
    await expect(slide(canvasElement, '1 de 3')).not.toHaveAttribute('aria-hidden');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The pointer over the banner stops it too. */
export const PausesOnHover: Story = {
  args: { autoPlay: true, interval: 500 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('region'));
    await new Promise((r) => setTimeout(r, 1200));
    await expect(slide(canvasElement, '1 de 3')).not.toHaveAttribute('aria-hidden');
  },
};

/** A shelf of products, three at a time; it moves one product per press. */
export const ProductShelf: Story = {
  args: {
    'aria-label': 'Mais vendidos',
    perView: 3,
    children: products.map((name, i) => (
      <figure key={name} style={{ margin: 0, display: 'grid', gap: '0.5rem', justifyItems: 'center' }}>
        <img src={`/fixtures/products/${images[i]}.svg`} alt="" width={400} height={400} style={{ width: '100%', height: 'auto' }} />
        <figcaption>{name}</figcaption>
      </figure>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Ir para o slide/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo slide' }));
    await expect(slide(canvasElement, '4 de 6')).not.toHaveAttribute('aria-hidden');
    await expect(slide(canvasElement, '1 de 6')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** One banner only: no controls to distract. */
export const SingleSlide: Story = {
  args: { children: <Banner {...banners[0]!} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  },
};
