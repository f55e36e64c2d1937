import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { usePendingPress } from './usePendingPress';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Adicionar ao carrinho', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', isDisabled: false, isPending: false, fullWidth: false },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continuar comprando' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Limpar filtros' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Esvaziar carrinho' } };

export const Small: Story = { args: { size: 'sm', children: 'Aplicar' } };

export const Large: Story = { args: { size: 'lg', children: 'Finalizar pedido' } };

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Finalizar pedido' },
  parameters: { layout: 'padded' },
};

export const LongLabel: Story = {
  args: { children: 'Adicionar todos os produtos da lista de compras sugerida ao carrinho' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adicionar ao carrinho' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Enviando pedido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Aguarde' })).toBeInTheDocument();
  },
};

/** The work the story's button starts; the play says when it ends. */
let finishWork = () => {};
const work = fn(() => new Promise<void>((resolve) => (finishWork = resolve)));

function Retry() {
  return (
    <Button variant="secondary" {...usePendingPress(work)}>
      Tentar novamente
    </Button>
  );
}

/** `usePendingPress`: pending while the work it started runs, with no second press meanwhile; then back. */
export const PendingWhileWorking: Story = {
  render: () => <Retry />,
  play: async ({ canvasElement }) => {
    work.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(button);
    await expect(canvas.getByRole('progressbar', { name: 'Aguarde' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(work).toHaveBeenCalledTimes(1);
    finishWork();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(work).toHaveBeenCalledTimes(2);
    finishWork();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adicionar ao carrinho' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** The pale-yellow supplier: the label turns black to keep 4.5:1. */
export const OnPaleBrand: Story = {
  globals: { supplier: 'padaria-sol' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adicionar ao carrinho' });
    await expect(getComputedStyle(button).color).toBe('rgb(0, 0, 0)');
  },
};
