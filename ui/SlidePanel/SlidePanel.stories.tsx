import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { SlidePanel, type SlidePanelProps } from './SlidePanel';

type DemoProps = Omit<SlidePanelProps, 'isOpen' | 'onOpenChange'> & { startOpen?: boolean; triggerLabel?: string };

/** A trigger and its panel, as the app's panel store would wire them. */
function Demo({ startOpen = false, triggerLabel = 'Abrir carrinho', ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(startOpen);
  return (
    <main>
      <Button onPress={() => setOpen(true)}>{triggerLabel}</Button>
      <SlidePanel {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </main>
  );
}

const meta = {
  title: 'ui/SlidePanel',
  component: SlidePanel,
  args: {
    title: 'Seu carrinho',
    children: <p>3 itens no carrinho.</p>,
    isOpen: false,
    onOpenChange: () => undefined,
    side: 'right',
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SlidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { render: (args) => <Demo {...args} startOpen /> };

export const OpenFromRight: Story = {
  render: (args) => <Demo {...args} startOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    await expect(dialog.closest('[data-side]')).toHaveAttribute('data-side', 'right');
  },
};

export const SideMenuFromLeft: Story = {
  args: { title: 'Menu', side: 'left', children: <p>Categorias, pedidos e sua conta.</p> },
  render: (args) => <Demo {...args} startOpen triggerLabel="Abrir menu" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(dialog.closest('[data-side]')).toHaveAttribute('data-side', 'left');
  },
};

export const WithFooter: Story = {
  args: { footer: <Button fullWidth>Finalizar pedido</Button> },
  render: (args) => <Demo {...args} startOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    await expect(within(dialog).getByRole('button', { name: 'Finalizar pedido' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Termos de uso e política de privacidade do fornecedor',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            {`Cláusula ${i + 1}: o fornecedor entrega os pedidos confirmados dentro da área de atendimento, nos horários combinados no momento da compra.`}
          </p>
        ))}
      </>
    ),
  },
  render: (args) => <Demo {...args} startOpen />,
};

/** Keyboard only: open, focus inside, Escape closes, focus back on the trigger. */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir carrinho' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  render: (args) => <Demo {...args} startOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar painel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
