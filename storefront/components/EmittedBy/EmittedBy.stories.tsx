import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmittedBy } from './EmittedBy';

/** spec 6: the label of an order placed by a linked user, for the order screens. */
const meta = {
  title: 'components/EmittedBy',
  component: EmittedBy,
  args: { emitter: 'ana.compras@bomdia.com.br' },
} satisfies Meta<typeof EmittedBy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pedido emitido por', { exact: false })).toHaveTextContent('Pedido emitido por ana.compras@bomdia.com.br');
  },
};

/** A long e-mail wraps instead of overflowing a narrow card. */
export const LongEmitter: Story = {
  args: { emitter: 'departamento.de.compras.e.suprimentos.filial.centro@mercadinhobomdia.com.br' },
};
