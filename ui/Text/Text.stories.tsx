import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'ui/Text',
  component: Text,
  args: { children: 'Pedido feito em 27 de novembro de 2026, às 14:32' },
  argTypes: {
    tone: { control: 'inline-radio', options: [undefined, 'muted', 'danger', 'success'] },
    size: { control: 'inline-radio', options: [undefined, 'xs', 'sm', 'md', 'lg'] },
    weight: { control: 'inline-radio', options: [undefined, 'regular', 'bold'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tone, no size: the parent's colour and size, no margin. */
export const Default: Story = {
  render: (args) => (
    <div style={{ color: 'rgb(17, 24, 39)', fontSize: '18px' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Pedido feito/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginTop).toBe('0px');
    await expect(getComputedStyle(text).fontSize).toBe('18px');
    await expect(getComputedStyle(text).color).toBe('rgb(17, 24, 39)');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', size: 'sm' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Pedido feito/);
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
};

export const Danger: Story = { args: { tone: 'danger', children: 'Não foi possível carregar o pedido.' } };

export const Success: Story = { args: { tone: 'success', weight: 'bold', children: 'Pagamento aprovado' } };

export const Large: Story = { args: { size: 'lg', weight: 'bold', numeric: true, children: 'R$ 1.234,50' } };

/** Inside a line of other text. */
export const InlineSpan: Story = {
  render: () => (
    <p>
      Total: <Text as="span" weight="bold" numeric>R$ 89,90</Text>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 89,90').tagName).toBe('SPAN');
  },
};

/** A word longer than the column wraps instead of widening the page. */
export const LongWord: Story = {
  render: () => (
    <div style={{ maxWidth: 200 }} data-testid="column">
      <Text tone="muted">Código: 34191790010104351004791020150008291070026000</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(200);
  },
};
