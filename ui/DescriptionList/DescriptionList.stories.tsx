import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'ui/DescriptionList',
  component: DescriptionList,
  args: { kind: 'facts' },
  argTypes: { kind: { control: 'inline-radio', options: ['facts', 'figures'] } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <DescriptionList {...args} data-testid="list">
        <dt>Nome</dt>
        <dd>Maria da Silva</dd>
        <dt>E-mail</dt>
        <dd>maria.da.silva.com.um.endereco.muito.longo@exemplo-de-distribuidora.com.br</dd>
        <dt>Situação do cadastro</dt>
        <dd>Aprovado 🍊</dd>
      </DescriptionList>
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label beside its value; a long value wraps inside its column instead of widening the page. */
export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [label, value] = [canvas.getByText('Nome'), canvas.getByText('Maria da Silva')];
    await expect(Math.abs(label.getBoundingClientRect().top - value.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().right);
    await expect(canvas.getByTestId('list').scrollWidth).toBeLessThanOrEqual(480);
  },
};

/** Amounts line up at the end. */
export const Figures: Story = {
  args: { kind: 'figures' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <DescriptionList {...args} data-testid="list">
        <dt>Comprando separado</dt>
        <dd>R$ 1.234,50</dd>
        <dt>Preço do combo</dt>
        <dd>R$ 99,90</dd>
      </DescriptionList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [a, b] = [canvas.getByText('R$ 1.234,50'), canvas.getByText('R$ 99,90')];
    await expect(Math.abs(a.getBoundingClientRect().right - b.getBoundingClientRect().right)).toBeLessThan(1);
    await expect(getComputedStyle(b).fontVariantNumeric).toBe('tabular-nums');
  },
};
