import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: {
    title: 'Seu carrinho está vazio',
    icon: 'cart',
    children: <p>O carrinho está vazio. Experimente adicionar alguns produtos</p>,
  },
  argTypes: {
    title: { control: 'text' },
    icon: { control: 'select', options: ['cart', 'search', 'info', 'user', 'warning'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    size: { control: 'inline-radio', options: ['compact', 'spacious'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Seu carrinho está vazio' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Seu carrinho está vazio' })).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'spacious', headingLevel: 2 } };

/** The cart panel: a way back to the catalogue, reached by keyboard. */
export const EmptyCartWithAction: Story = {
  args: { action: <Button onPress={fn()}>Ver produtos</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ver produtos' })).toHaveFocus();
  },
};

/** A search with no hits keeps the shopper's words and offers to clear the filters. */
export const NoSearchResults: Story = {
  args: {
    icon: 'search',
    title: 'Nenhum produto encontrado para “arroz integral orgânico”',
    children: <p>Confira a grafia, tente palavras mais simples ou remova os filtros aplicados.</p>,
    action: <Button variant="secondary">Limpar filtros</Button>,
  },
};

export const NoOrders: Story = {
  args: {
    icon: 'info',
    title: 'Você ainda não fez nenhum pedido',
    children: <p>Quando fizer o primeiro, ele aparece aqui com o andamento da entrega.</p>,
    action: <Link href="#">Ir para a loja</Link>,
  },
};

/** Inside a panel section, under an h2 of the panel. */
export const InPanel: Story = {
  args: { headingLevel: 3, title: 'Nenhum endereço cadastrado', icon: 'user', children: <p>Cadastre um endereço para ver as formas de entrega.</p> },
  render: (args) => (
    <section aria-labelledby="panel-title">
      <h2 id="panel-title">Endereços</h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Nenhum endereço cadastrado' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Ainda não há listas de compras sugeridas pelo seu representante comercial para esta loja',
    children: (
      <p>
        As listas sugeridas aparecem aqui assim que o representante as cadastrar. Enquanto isso, você pode criar as suas próprias listas a partir de
        qualquer produto do catálogo.
      </p>
    ),
  },
};

/** On a 320 px phone the text wraps and the action stays whole. */
export const NarrowScreen: Story = {
  args: { action: <Button fullWidth>Ver produtos</Button> },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
