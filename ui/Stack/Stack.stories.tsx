import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline, Stack } from './Stack';

const meta = {
  title: 'ui/Stack',
  component: Stack,
  args: { gap: 3 },
  argTypes: {
    gap: { control: 'inline-radio', options: [0, 1, 2, 3, 4, 5, 6, 7] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <h2 style={{ margin: 0 }}>Pedido 1024</h2>
      <p style={{ margin: 0 }}>Entrega prevista para sexta-feira, 4 de dezembro.</p>
      <Button>Repetir pedido</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
    // Stretched: the button is as wide as the stack.
    const button = within(canvasElement).getByRole('button', { name: 'Repetir pedido' });
    await expect(button.getBoundingClientRect().width).toBe(stack.getBoundingClientRect().width);
  },
};

export const WideGap: Story = {
  args: { gap: 6 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('stack')).rowGap).toBe('32px');
  },
};

export const AlignStart: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    const button = within(canvasElement).getByRole('button', { name: 'Repetir pedido' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(stack.getBoundingClientRect().width);
  },
};

/** Side by side, wrapping: a row of actions and statuses. */
export const InlineRow: Story = {
  render: () => (
    <Inline gap={2} data-testid="row">
      <Badge tone="success">Entregue</Badge>
      <Button>Repetir pedido</Button>
      <Button variant="secondary">Baixar DANFE</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    await expect(getComputedStyle(row).columnGap).toBe('8px');
    const [first, second] = within(canvasElement).getAllByRole('button');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** Many long items wrap onto the next line instead of widening the page. */
export const InlineWrapping: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline gap={2} data-testid="row">
        {['Orgânico', 'Sem glúten', 'Vegano', 'Produção local', 'Embalagem reciclável', 'Oferta da semana'].map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(320);
    await expect(row.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** Below the `sm` breakpoint the items go one under the other, each as wide as the row. */
export const InlineStackedOnPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <Inline gap={2} stackBelow="sm" data-testid="row">
      <Button>Finalizar pedido</Button>
      <Button variant="secondary">Continuar comprando</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    const narrow = !window.matchMedia('(min-width: 640px)').matches;
    await expect(getComputedStyle(row).flexDirection).toBe(narrow ? 'column' : 'row');
  },
};
