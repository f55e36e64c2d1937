import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Row, RowList } from './RowList';

const clients = [
  { id: 'c1', name: 'Mercado Bom Preço', doc: '12.345.678/0001-90' },
  { id: 'c2', name: 'Padaria Sol Nascente Comércio de Alimentos e Panificação Ltda.', doc: '98.765.432/0001-10', current: true },
  { id: 'c3', name: 'Restaurante Sabor da Terra', doc: '11.222.333/0001-44' },
];

const meta = {
  title: 'ui/RowList',
  component: RowList,
  render: (args) => (
    <RowList {...args} aria-label="Clientes">
      {clients.map((c) => (
        <Row key={c.id} data-current={c.current || undefined}>
          <div>
            <strong>{c.name}</strong>
            <div>{c.doc}</div>
          </div>
          {c.current ? <Badge tone="info">Atual</Badge> : <Button variant="secondary">Escolher</Button>}
        </Row>
      ))}
    </RowList>
  ),
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Clientes' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(getComputedStyle(list).rowGap).toBe('8px');
    // What a row is, on the left; its action, on the right.
    const [first] = rows;
    const button = within(first!).getByRole('button', { name: 'Escolher' });
    await expect(button.getBoundingClientRect().right).toBeCloseTo(first!.getBoundingClientRect().right - 17, 0);
  },
};

/** The row in use stands out by its border and background, and says so in words (the badge). */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/Padaria Sol/).closest('li')!;
    const other = within(canvasElement).getByText('Mercado Bom Preço').closest('li')!;
    await expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
    await expect(within(current).getByText('Atual')).toBeVisible();
  },
};

export const WideGap: Story = {
  args: { gap: 3 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('list')).rowGap).toBe('12px');
  },
};

/** On a phone the action wraps under a long name instead of squeezing it. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RowList {...args} aria-label="Clientes">
        <Row>
          <strong>Padaria Sol Nascente Comércio de Alimentos e Panificação Ltda.</strong>
          <Button variant="secondary">Escolher</Button>
        </Row>
      </RowList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem');
    await expect(row.scrollWidth).toBeLessThanOrEqual(320);
    const name = within(row).getByText(/Padaria Sol/);
    const button = within(row).getByRole('button');
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom - 1);
  },
};

/** `stacked`: each row's parts one under the other, for a narrow panel (an address, its lines, its actions). */
export const Stacked: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <RowList gap={3} aria-label="Seus endereços">
        <Row stacked data-current>
          <strong>Casa</strong>
          <span>Rua Augusta, 1500, apto 42 — Consolação, São Paulo/SP, 01304-001</span>
          <div>
            <Button size="sm" variant="ghost">
              Editar Casa
            </Button>
          </div>
        </Row>
        <Row stacked>
          <strong>Loja 🍊 Centro</strong>
          <span>Avenida Francisco Glicério, 1000 — Centro, Campinas/SP</span>
        </Row>
      </RowList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Casa').closest('li')!;
    await expect(getComputedStyle(row).display).toBe('grid');
    const [name, line] = [within(row).getByText('Casa'), within(row).getByText(/Rua Augusta/)];
    await expect(line.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom);
    await expect(row.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** `tight`: a stacked row whose lines belong together (a supplier's name over its segments), 4 px apart. */
export const StackedTight: Story = {
  render: () => (
    <RowList gap={3} aria-label="Fornecedores">
      <Row stacked tight>
        <strong>Distribuidora Demo</strong>
        <span>Alimentos · Bebidas</span>
      </Row>
    </RowList>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Distribuidora Demo').closest('li')!;
    await expect(getComputedStyle(row).rowGap).toBe('4px');
  },
};
