import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: { content: 'Abrir carrinho', children: <IconButton icon="cart" label="Abrir carrinho" /> },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { placement: 'bottom' } };

export const OnTextButton: Story = {
  args: { content: 'Salva o carrinho para continuar depois', children: <Button variant="secondary">Salvar carrinho</Button> },
};

export const LongHint: Story = {
  args: {
    content: 'O preço de atacado vale a partir de 12 unidades deste produto, somadas no mesmo pedido',
    children: <IconButton icon="info" label="Sobre o preço de atacado" />,
  },
};

/** Keyboard focus shows the tip at once; Escape hides it. */
export const ShownOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Abrir carrinho' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Abrir carrinho');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
