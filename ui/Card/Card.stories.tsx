import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Card } from './Card';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: { children: null },
  argTypes: { appearance: { control: 'inline-radio', options: ['outlined', 'raised'] } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main style={{ maxWidth: '24rem' }}>
      <Card {...args} as="article" labelledBy="pedido-4512">
        <Card.Header>
          <h2 id="pedido-4512">Pedido nº 4512</h2>
        </Card.Header>
        <Card.Body>
          <p>3 itens · entrega em 25/11</p>
        </Card.Body>
        <Card.Footer>
          <Link href="#">Ver detalhes</Link>
        </Card.Footer>
      </Card>
    </main>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Pedido nº 4512' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { appearance: 'raised' } };

export const Raised: Story = { args: { appearance: 'raised' } };

export const BodyOnly: Story = {
  render: (args) => (
    <main style={{ maxWidth: '24rem' }}>
      <Card {...args}>
        <Card.Body>
          <p>Rua das Flores, 120 — Centro, Campinas/SP</p>
        </Card.Body>
      </Card>
    </main>
  ),
};

export const LongContent: Story = {
  render: (args) => (
    <main style={{ maxWidth: '20rem' }}>
      <Card {...args} as="section" labelledBy="endereco">
        <Card.Header>
          <h2 id="endereco">Endereço de entrega principal da matriz e das filiais</h2>
        </Card.Header>
        <Card.Body>
          <p>Avenida Presidente Juscelino Kubitschek de Oliveira, 1.830, conjunto 41, Vila Nova Conceição, São Paulo/SP</p>
        </Card.Body>
        <Card.Footer>
          <Button variant="secondary" size="sm">
            Editar
          </Button>
          <Button variant="ghost" size="sm">
            Remover
          </Button>
        </Card.Footer>
      </Card>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Endereço de entrega principal/ });
    await expect(within(region).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  },
};

export const InAList: Story = {
  render: (args) => (
    <main>
      <ul style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', listStyle: 'none', padding: 0 }}>
        {['PIX', 'Cartão de crédito', 'Boleto'].map((name) => (
          <Card key={name} {...args} as="li">
            <Card.Body>{name}</Card.Body>
          </Card>
        ))}
      </ul>
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
