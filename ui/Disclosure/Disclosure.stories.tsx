import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

const faq = [
  { id: 'prazo', title: 'Qual o prazo de entrega?', content: <p>Pedidos confirmados até 14h saem no mesmo dia.</p> },
  { id: 'minimo', title: 'Existe pedido mínimo?', content: <p>Sim, R$ 150,00 para entrega; sem mínimo para retirada.</p> },
  { id: 'troca', title: 'Como solicitar troca?', content: <p>Fale com o fornecedor pelo chat do pedido em até 7 dias.</p> },
];

const meta = {
  title: 'ui/Disclosure',
  component: Disclosure,
  args: { items: faq },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main>
      <h2>Perguntas frequentes</h2>
      <Disclosure {...args} />
    </main>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Qual o prazo de entrega?' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { allowsMultipleExpanded: true } };

export const FirstOpen: Story = { args: { defaultExpandedKeys: ['prazo'] } };

export const SeveralOpen: Story = { args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['prazo', 'troca'] } };

export const LongContent: Story = {
  args: {
    items: [
      {
        id: 'termos',
        title: 'Condições de venda, entrega, trocas e devoluções para clientes empresariais',
        content: <p>{'O fornecedor entrega os pedidos confirmados dentro da área de atendimento. '.repeat(12)}</p>,
      },
    ],
    defaultExpandedKeys: ['termos'],
  },
};

/** Keyboard: Enter opens a section; in accordion mode opening another closes the first. */
export const KeyboardAccordion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Qual o prazo de entrega?' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Pedidos confirmados até 14h saem no mesmo dia.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Existe pedido mínimo?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Heavy content folded by default is built when its section opens (the catalogue's filters on phones). */
export const ContentBuiltWhenOpened: Story = {
  args: { items: faq.map((item, index) => ({ ...item, onlyWhenExpanded: index === 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Pedidos confirmados até 14h saem no mesmo dia.')).not.toBeInTheDocument();
    // The others are in the page while closed, for find-in-page.
    await expect(canvas.getByText('Sim, R$ 150,00 para entrega; sem mínimo para retirada.', { selector: 'p' })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Qual o prazo de entrega?' }));
    await expect(canvas.getByText('Pedidos confirmados até 14h saem no mesmo dia.')).toBeVisible();
  },
};
