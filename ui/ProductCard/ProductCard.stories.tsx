import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { applyChange } from '../../tests/support/stepperOwner';
import { ProductCard, type ProductCardProps } from './ProductCard';

/** The cart owns the quantity and the alert, as the storefront state will. */
function InCatalogue(args: ProductCardProps) {
  const [quantity, setQuantity] = useState(args.quantity);
  const [notifyOn, setNotifyOn] = useState(args.notifyMe?.isOn ?? false);
  return (
    <ProductCard
      {...args}
      quantity={quantity}
      onQuantityChange={(change) => {
        setQuantity((current) => applyChange(current, change, { step: args.step, maxValue: args.maxQuantity }));
        args.onQuantityChange(change);
      }}
      notifyMe={
        args.notifyMe && {
          isOn: notifyOn,
          onChange: (on) => {
            setNotifyOn(on);
            args.notifyMe?.onChange(on);
          },
        }
      }
    />
  );
}

const meta = {
  title: 'ui/ProductCard',
  component: ProductCard,
  args: {
    name: 'Arroz branco tipo 1 Camil',
    detail: 'Pacote 5 kg',
    href: '/produto/arroz',
    imageSrc: '/fixtures/products/arroz.svg',
    price: 27.9,
    quantity: 0,
    onQuantityChange: fn(),
  },
  argTypes: {
    price: { control: { type: 'number', step: 0.01 } },
    oldPrice: { control: { type: 'number', step: 0.01 } },
    quantity: { control: { type: 'number', min: 0 } },
    step: { control: { type: 'number', min: 0.001 } },
    unit: { control: 'text' },
    isUnavailable: { control: 'boolean' },
    isLocked: { control: 'boolean' },
    isAdding: { control: 'boolean' },
    fromPrice: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ width: '15rem' }}>{Story()}</div>],
  render: (args) => <InCatalogue key={`${args.quantity}`} {...args} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const addName = 'Adicionar Arroz branco tipo 1 Camil ao carrinho';

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Arroz branco tipo 1 Camil' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Arroz branco tipo 1 Camil' })).toHaveAttribute('href', '/produto/arroz');
    // The spoken copy of the price (the visual one is aria-hidden).
    await expect(canvas.getAllByText(/^R\$\s27,90$/)[0]).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: addName }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ type: 'INC' });
    await expect(canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Camil' })).toHaveValue('1');
  },
};

export const Playground: Story = { args: { oldPrice: 32.5, unit: 'un', isUnavailable: false, isLocked: false } };

/** Keyboard only: Enter on "Adicionar" puts focus in the stepper; taking the last one out brings it back. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Arroz branco tipo 1 Camil' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: addName })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Asked for each time: the stepper comes in the render after the press's, and its full field replaces the plain one.
    const input = () => canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Camil' });
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ type: 'INC' });
    await waitFor(() => expect(input()).toHaveValue('2'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input()).toHaveValue('1'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ type: 'DEC' });
    await waitFor(() => expect(canvas.getByRole('button', { name: addName })).toHaveFocus());
  },
};

export const InCart: Story = {
  args: { quantity: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Arroz branco tipo 1 Camil' })).toHaveValue('3');
  },
};

/** "De R$ 32,50 por R$ 27,90". */
export const OnSale: Story = {
  args: { oldPrice: 32.5, badges: <Badge tone="brand">-14%</Badge> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/De R\$\s32,50 por R\$\s27,90/)).toBeInTheDocument();
  },
};

/** A lower price the shopper gets with a coupon, and the line that says so; hidden with the price. */
export const WithCouponPrice: Story = {
  args: { price: 25.11, oldPrice: 27.9, priceNote: 'Com o cupom DEZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^De R\$\s27,90 por R\$\s25,11$/)).toBeInTheDocument();
    await expect(canvas.getByText('Com o cupom DEZ')).toBeVisible();
  },
};

/** Several sizes or prices: the lowest, "a partir de". */
export const FromPrice: Story = {
  args: { name: 'Azeite de oliva extra virgem Gallo', detail: '250 ml, 500 ml ou 1 L', imageSrc: '/fixtures/products/azeite.svg', price: 24.9, fromPrice: true },
};

/** Sold by weight in half kilos. */
export const SoldByWeight: Story = {
  args: { name: 'Tomate italiano', detail: 'Preço por kg', imageSrc: '/fixtures/products/tomate.svg', price: 8.99, unit: 'kg', step: 0.5, quantity: 1.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The pointer over the stepper brings react-aria's number field in place of the plain one.
    await userEvent.hover(canvas.getByRole('group', { name: 'Tomate italiano' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Tomate italiano' })).toHaveAttribute('aria-roledescription'));
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar quantidade de Tomate italiano' }));
    await expect(canvas.getByRole('textbox', { name: 'Tomate italiano' })).toHaveValue('2');
  },
};

/** Wholesale: a lower price from a minimum quantity. */
export const Wholesale: Story = {
  args: { wholesale: { quantity: 10, price: 24.5 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Atacado: R\$\s24,50 a partir de 10 un/)).toBeVisible();
  },
};

/** Progressive discount: the first two steps are shown. */
export const ProgressiveDiscount: Story = {
  args: {
    name: 'Refrigerante de cola 2 L',
    detail: 'Garrafa PET',
    imageSrc: '/fixtures/products/refrigerante.svg',
    price: 9.49,
    tiers: [
      { quantity: 6, price: 8.99 },
      { quantity: 12, price: 8.49 },
      { quantity: 24, price: 7.99 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Leve 6 un ou mais: R\$\s8,99 cada/)).toBeVisible();
    await expect(canvas.getByText(/Leve 12 un ou mais/)).toBeVisible();
    await expect(canvas.queryByText(/Leve 24 un/)).not.toBeInTheDocument();
  },
};

/** Prices hidden for visitors (tag hide-price-for-logged-out-customers): the reason and the way in. */
export const HiddenPrice: Story = {
  args: { hiddenPrice: { reason: 'Faça login para comprar', action: <Link href="#entrar">Entrar</Link> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Faça login para comprar')).toBeVisible();
    await expect(canvas.queryByText(/R\$/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: addName })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

/** Prices held back until the account is approved (tag support-budget). */
export const HiddenPriceAwaitingApproval: Story = {
  args: { hiddenPrice: { reason: 'Preços disponíveis após a aprovação do seu cadastro.' } },
};

/** Out of stock: greyed picture, "Indisponível", and the back-in-stock alert. */
export const Unavailable: Story = {
  args: { name: 'Café torrado e moído tradicional', detail: 'Pacote 500 g', imageSrc: '/fixtures/products/cafe.svg', price: 18.9, isUnavailable: true, notifyMe: { isOn: false, onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Indisponível')).toBeVisible();
    const notify = canvas.getByRole('button', { name: 'Avise-me quando Café torrado e moído tradicional chegar' });
    await expect(notify).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(notify);
    await expect(args.notifyMe?.onChange).toHaveBeenCalledWith(true);
    await expect(notify).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Vamos avisar quando chegar.');
  },
};

export const NotifyMeOn: Story = {
  args: { ...Unavailable.args, notifyMe: { isOn: true, onChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Avise-me/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An attendant is working on the cart: the quantity reads, nothing changes it. */
export const LockedCart: Story = {
  args: { quantity: 4, isLocked: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Arroz branco tipo 1 Camil' });
    await expect(input).toHaveAttribute('readonly');
  },
};

/** The first add is being saved: the button keeps its width and says so. */
export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Aguarde' })).toBeInTheDocument();
  },
};

export const NoImage: Story = { args: { imageSrc: undefined } };

/** A broken picture address shows the placeholder, same size. */
export const BrokenImage: Story = {
  args: { imageSrc: '/fixtures/products/nao-existe.jpg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('article img')).toBeNull());
    await expect(canvasElement.querySelector('[data-icon="image"]')).not.toBeNull();
  },
};

/** A long name stops after two lines; the full name is still read and searchable. */
export const LongName: Story = {
  args: { name: 'Biscoito recheado sabor chocolate com avelã e cobertura crocante de flocos de arroz, embalagem econômica família' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(heading).toHaveTextContent(/embalagem econômica família$/);
  },
};

/** A catalogue grid on a phone: two columns, every card the same height. */
export const GridOnPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.5rem', padding: 0, margin: 0, listStyle: 'none' }}>
      {(['arroz', 'feijao', 'azeite', 'cafe'] as const).map((image, i) => (
        <li key={image}>
          <InCatalogue {...args} name={['Arroz 5 kg', 'Feijão carioca 1 kg', 'Azeite de oliva extra virgem 500 ml', 'Café 500 g'][i]!} imageSrc={`/fixtures/products/${image}.svg`} isUnavailable={i === 3} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const heights = cards.map((c) => Math.round(c.getBoundingClientRect().height));
    await expect(heights[0]).toBe(heights[1]);
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/**
 * The parts on a page that lays the product out its own way (the product page): the price at page size with
 * the coupon's note, every progressive step (the card shows two), and, for a visitor, the reason instead.
 */
export const PartsOnAProductPage: Story = {
  decorators: [(Story) => <div style={{ width: '24rem' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <ProductCard.Price size="lg" value={25.11} oldValue={27.9} note="Com o cupom DEZ" />
        <ProductCard.Hints
          wholesale={{ quantity: 10, price: 24.5 }}
          tiers={[
            { quantity: 6, price: 26.9 },
            { quantity: 12, price: 25.9 },
            { quantity: 24, price: 24.9 },
          ]}
        />
      </div>
      <ProductCard.Price size="lg" hiddenReason="Faça login para ver os preços" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Com o cupom DEZ')).toBeVisible();
    await expect(canvas.getByText(/Atacado: R\$\s24,50 a partir de 10 un/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(/Leve 24 un ou mais: R\$\s24,90 cada/)).toBeVisible();
    await expect(canvas.getByText('Faça login para ver os preços')).toBeVisible();
  },
};
