import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { createToastQueue, ToastRegion, type ToastMessage, type ToastQueueOptions } from './Toast';

interface DemoProps extends ToastQueueOptions {
  /** The messages the trigger button sends, one per press, in turn. */
  messages: ToastMessage[];
}

/** A page with one trigger, as an action in the app would raise a toast. */
function ToastDemo({ messages, timeout, maxVisible }: DemoProps) {
  const [toasts] = useState(() => createToastQueue({ timeout, maxVisible }));
  const [sent, setSent] = useState(0);
  return (
    <>
      <Button
        onPress={() => {
          const message = messages[sent % messages.length];
          if (message) toasts.show(message);
          setSent(sent + 1);
        }}
      >
        Mostrar aviso
      </Button>
      <ToastRegion queue={toasts.queue} />
    </>
  );
}

const saved: ToastMessage = { tone: 'success', title: 'Endereço salvo', description: 'Usaremos este endereço nas próximas entregas.' };
const cartWarning: ToastMessage = { tone: 'warning', title: 'Alguns preços do carrinho mudaram', description: 'Confira os valores antes de enviar o pedido.' };
const couponError: ToastMessage = { tone: 'danger', title: 'Não foi possível verificar seu cupom' };

const meta = {
  title: 'ui/Toast',
  component: ToastDemo,
  args: { messages: [saved] },
  argTypes: { timeout: { control: { type: 'number', min: 1000, step: 1000 } }, maxVisible: { control: { type: 'number', min: 1, max: 5 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, times = 1) => {
  for (let i = 0; i < times; i += 1) await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Endereço salvo' });
    await expect(within(toast).getByText('Usaremos este endereço nas próximas entregas.')).toBeVisible();
    await expect(screen.getByRole('region', { name: /1 notificação/ })).toContainElement(toast);
  },
};

export const Playground: Story = { args: { messages: [saved, cartWarning, couponError], timeout: 5000, maxVisible: 3 } };

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: 'Endereço salvo' })).toHaveAttribute('data-tone', 'success');
  },
};

/** A warning stays until closed: it asks the shopper to check something. */
export const Warning: Story = {
  args: { messages: [cartWarning], timeout: 1000 },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Alguns preços do carrinho mudaram' });
    await new Promise((r) => setTimeout(r, 1500));
    await expect(toast).toBeInTheDocument();
  },
};

export const Danger: Story = {
  args: { messages: [couponError] },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Não foi possível verificar seu cupom' });
    await expect(toast).toHaveAttribute('data-tone', 'danger');
  },
};

const undo = fn();
const removed: ToastMessage = {
  tone: 'success',
  title: 'Produto removido do carrinho',
  description: 'Arroz branco tipo 1 Qualitá 1 kg',
  action: { label: 'Desfazer', onAction: undo },
};

/** An undo: it stays until used or closed (it asks for a decision); "Desfazer" runs it and closes the toast. */
export const WithAction: Story = {
  args: { messages: [removed], timeout: 1000 },
  play: async ({ canvasElement }) => {
    undo.mockClear();
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Produto removido do carrinho' });
    await new Promise((r) => setTimeout(r, 1500));
    await expect(toast).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The same notice twice (a save failing again) shows once. */
export const SameMessageOnce: Story = {
  args: { messages: [cartWarning] },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 2);
    await screen.findByRole('alertdialog', { name: 'Alguns preços do carrinho mudaram' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

/** Success leaves by itself after its time. */
export const DisappearsAfterTimeout: Story = {
  args: { timeout: 1000 },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await screen.findByRole('alertdialog', { name: 'Endereço salvo' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** The pointer on a toast stops its clock; leaving starts it again. */
export const PausesOnHover: Story = {
  args: { timeout: 1000 },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Endereço salvo' });
    await userEvent.hover(toast);
    await new Promise((r) => setTimeout(r, 1600));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Keyboard: F6 jumps to the region, Tab reaches the toast and its "Fechar", Enter closes and focus goes back. */
export const Keyboard: Story = {
  args: { messages: [cartWarning] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mostrar aviso' });
    await userEvent.click(trigger);
    const toast = await screen.findByRole('alertdialog', { name: 'Alguns preços do carrinho mudaram' });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(screen.getByRole('region', { name: /notificação/ })).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Three at a time; the fourth waits for one to close. */
export const ManyToasts: Story = {
  args: { messages: [saved, cartWarning, couponError, { tone: 'success', title: 'Cupom aplicado' }], timeout: 60000 },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 4);
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    await expect(screen.queryByRole('alertdialog', { name: 'Endereço salvo' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    messages: [
      {
        tone: 'danger',
        title: 'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
        description: 'O cupom automático continua valendo para este pedido.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog');
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
  },
};

/** A 320 px phone: the toast spans the screen, the close button keeps its target. */
export const NarrowScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    const toast = await screen.findByRole('alertdialog');
    const close = within(toast).getByRole('button', { name: 'Fechar' }).getBoundingClientRect();
    await expect(close.width).toBeGreaterThanOrEqual(24);
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
