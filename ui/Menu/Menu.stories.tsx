import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Menu } from './Menu';

const account = [
  { id: 'pedidos', label: 'Meus pedidos' },
  { id: 'enderecos', label: 'Endereços' },
  { id: 'faturas', label: 'Faturas e boletos' },
  { id: 'sair', label: 'Sair da conta', isDanger: true, startsGroup: true },
];

const meta = {
  title: 'ui/Menu',
  component: Menu,
  args: { trigger: <Button variant="secondary">Minha conta</Button>, items: account, onAction: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

export const OrderActions: Story = {
  args: {
    trigger: <IconButton icon="menu" label="Ações do pedido 4512" variant="secondary" />,
    items: [
      { id: 'repetir', label: 'Repetir pedido', icon: 'cart' },
      { id: 'danfe', label: 'Baixar nota fiscal (DANFE)', icon: 'chevronDown' },
      { id: 'pagamento', label: 'Trocar forma de pagamento', isDisabled: true },
      { id: 'cancelar', label: 'Cancelar pedido', icon: 'trash', isDanger: true, startsGroup: true },
    ],
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Minha conta' }));
    const menu = await screen.findByRole('menu', { name: 'Minha conta' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

export const WithDisabledItem: Story = {
  args: { items: [...account.slice(0, 2), { id: 'faturas', label: 'Faturas e boletos', isDisabled: true }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Minha conta' }));
    await expect(await screen.findByRole('menuitem', { name: 'Faturas e boletos' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Keyboard: Enter opens on the first item, arrows move, Enter acts, focus returns to the trigger. */
export const KeyboardFlow: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Minha conta' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Meus pedidos' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Endereços' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('enderecos'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Minha conta' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
