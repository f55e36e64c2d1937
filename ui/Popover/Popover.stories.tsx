import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Popover } from './Popover';

const meta = {
  title: 'ui/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Preços por quantidade</Button>,
    title: 'Preços por quantidade',
    children: (
      <ul>
        <li>1 a 11 un.: R$ 10,90</li>
        <li>12 a 47 un.: R$ 9,90</li>
        <li>48 un. ou mais: R$ 8,90</li>
      </ul>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['bottom', 'bottom start', 'bottom end', 'top'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { placement: 'top' } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preços por quantidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preços por quantidade' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const FromIconButton: Story = {
  args: {
    trigger: <IconButton icon="info" label="Horários de entrega" />,
    title: 'Horários de entrega',
    children: <p>Segunda a sábado, das 8h às 18h. Pedidos até 14h saem no mesmo dia.</p>,
  },
};

/** Keyboard: Enter opens with focus inside, Escape closes and focus returns to the trigger. */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Preços por quantidade' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
