import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../tests/support/storyDialogs';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Excluir endereço?',
    children: <p>O endereço “Casa — Rua Augusta, 1500” sai da sua lista. Pedidos já feitos não mudam.</p>,
    trigger: <Button variant="ghost">Excluir</Button>,
    cancelLabel: 'Cancelar',
    confirmLabel: 'Excluir endereço',
    onConfirm: fn((close: () => void) => close()),
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <main>
      <ConfirmDialog {...args} />
    </main>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The safe way out comes first and keeps everything; the focus goes back to the trigger. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Excluir' });
    await userEvent.click(trigger);
    const dialog = await findOpenDialog('alertdialog', 'Excluir endereço?');
    const [first, last] = within(dialog).getAllByRole('button').filter((b) => b.textContent === 'Cancelar' || b.textContent === 'Excluir endereço');
    await expect(first).toHaveTextContent('Cancelar');
    await expect(last).toHaveTextContent('Excluir endereço');
    await userEvent.click(first!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Confirming calls the action, which closes the dialog when it is done. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    const dialog = await findOpenDialog('alertdialog', 'Excluir endereço?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir endereço' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While the action runs, the confirm button spins and a second press sends nothing twice. */
export const Pending: Story = {
  args: { isOpen: true, trigger: undefined, isPending: true, onConfirm: fn() },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('alertdialog', 'Excluir endereço?');
    await expect(within(dialog).getByRole('progressbar', { name: 'Aguarde' })).toBeInTheDocument();
    const confirm = within(dialog).getAllByRole('button').find((b) => b.textContent.includes('Excluir endereço'));
    await userEvent.click(confirm!);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
