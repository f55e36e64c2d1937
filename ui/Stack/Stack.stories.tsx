import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { styled } from '@themes/stitches.config';
import { Inline, Stack } from './Stack';

/** A layout built on Stack with a margin of its own, as the menu's account links are. */
const Spaced = styled(Stack, { marginTop: '$5' });

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

/**
 * A list (`as="ul"`, `as="ol"`): the items are a list to a screen reader, without the browser's bullets,
 * indent and margins; a layout built on Stack keeps its own margin over that reset.
 */
export const AsList: Story = {
  render: (args) => (
    <div>
      <Stack as="ul" gap={args.gap} align={args.align} data-testid="list">
        <li>Arroz branco tipo 1</li>
        <li>Feijão carioca</li>
      </Stack>
      <Spaced as="ol" gap={1} data-testid="spaced">
        <li>Escolha os produtos</li>
        <li>Envie o pedido</li>
      </Spaced>
      <Inline as="ul" gap={2} data-testid="row">
        <li>
          <Badge>Promoção</Badge>
        </li>
        <li>
          <Badge>Orgânico</Badge>
        </li>
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('list')).toHaveLength(3);
    for (const id of ['list', 'spaced', 'row']) {
      const style = getComputedStyle(canvas.getByTestId(id));
      await expect(style.listStyleType).toBe('none');
      await expect(style.paddingInlineStart).toBe('0px');
      await expect(style.marginBottom).toBe('0px');
    }
    await expect(getComputedStyle(canvas.getByTestId('list')).marginTop).toBe('0px');
    await expect(getComputedStyle(canvas.getByTestId('spaced')).marginTop).toBe('24px');
  },
};
