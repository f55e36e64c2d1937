import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../tests/support/storyDialogs';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const terms = Array.from(
  { length: 24 },
  (_, i) =>
    `Cláusula ${i + 1}: o fornecedor entrega os pedidos confirmados dentro da área de atendimento, nos dias e horários escolhidos no momento da compra, e pode recusar pedidos abaixo do valor mínimo informado no carrinho.`,
);

const services = [
  { id: 'montagem', label: 'Montagem dos móveis no local da entrega (R$ 80,00)' },
  { id: 'embalagem', label: 'Embalagem para presente com cartão personalizado (R$ 12,50)' },
  { id: 'seguro', label: 'Seguro contra avarias durante o transporte (R$ 25,00)' },
];

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Política de cookies',
    trigger: <Button variant="secondary">Ver política de cookies</Button>,
    children: (
      <p>
        Usamos cookies para manter seu carrinho salvo, lembrar o fornecedor escolhido e entender como a loja é usada.
        Você pode aceitar todos ou apenas os necessários.
      </p>
    ),
    actions: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Apenas necessários
        </Button>
        <Button onPress={close}>Aceitar todos</Button>
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    isDismissable: { control: 'boolean' },
    isKeyboardDismissDisabled: { control: 'boolean' },
    hideClose: { control: 'boolean' },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    trigger: { control: false },
    actions: { control: false },
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <main>
      <Dialog {...args} />
    </main>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, behind its trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ver política de cookies' })).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { defaultOpen: true, isDismissable: true, isKeyboardDismissDisabled: false, hideClose: false, role: 'dialog' },
  play: async () => {
    const dialog = await findOpenDialog('dialog', 'Política de cookies');
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]')!;
    await expect(getComputedStyle(overlay).zIndex).toBe('30');
    await expect(getComputedStyle(overlay).position).toBe('fixed');
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    // At least $controlSm (32 px) square, above the 24 px minimum target.
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(32);
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};

/** Controlled from outside, starting open (the cookie notice on a first visit). */
export const Open: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <main>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Preferências de cookies
        </Button>
        <Dialog {...args} trigger={undefined} isOpen={isOpen} onOpenChange={setOpen} />
      </main>
    );
  },
  play: async () => {
    const dialog = await findOpenDialog('dialog', 'Política de cookies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    await findOpenDialog('dialog', 'Política de cookies');
  },
};

/** Long terms scroll inside the body; the title and the actions stay in view. */
export const TermsOfUse: Story = {
  args: {
    title: 'Termos de uso e política de privacidade da Distribuidora Bom Preço Alimentos Ltda.',
    defaultOpen: true,
    children: (
      <>
        {terms.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </>
    ),
    actions: (close: () => void) => <Button onPress={close}>Li e aceito os termos</Button>,
  },
  play: async () => {
    const dialog = await findOpenDialog('dialog', 'Termos de uso e política de privacidade da Distribuidora Bom Preço Alimentos Ltda.');
    const body = dialog.querySelector<HTMLElement>('[data-dialog-body]')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(within(dialog).getByRole('button', { name: 'Li e aceito os termos' })).toBeVisible();
  },
};

/** The shopper must answer: no close button, no Escape, no click outside. */
export const AgeCheck: Story = {
  args: {
    title: 'Você tem 18 anos ou mais?',
    defaultOpen: true,
    isDismissable: false,
    isKeyboardDismissDisabled: true,
    hideClose: true,
    role: 'alertdialog',
    children: <p>Esta loja vende bebidas alcoólicas. A venda é proibida para menores de 18 anos.</p>,
    actions: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Não
        </Button>
        <Button onPress={close}>Sim, tenho</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem 18 anos ou mais?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, tenho' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AdditionalServices: Story = {
  args: {
    title: 'Serviços adicionais',
    trigger: <Button variant="secondary">Adicionar serviços</Button>,
    defaultOpen: true,
    children: (
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '12px' }}>
        <legend style={{ marginBottom: '12px' }}>Escolha os serviços que deseja incluir no pedido de Sofá retrátil 3 lugares:</legend>
        {services.map((s) => (
          <label key={s.id} style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
            <input type="checkbox" name="servicos" value={s.id} style={{ width: '24px', height: '24px', margin: 0, flex: 'none' }} />
            {s.label}
          </label>
        ))}
      </fieldset>
    ),
    actions: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancelar
        </Button>
        <Button onPress={close}>Adicionar ao pedido</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await findOpenDialog('dialog', 'Serviços adicionais');
    const box = within(dialog).getByRole('checkbox', { name: 'Embalagem para presente com cartão personalizado (R$ 12,50)' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** Keyboard only: Tab to the trigger, Enter opens, focus is inside, Escape closes, focus is back. */
export const KeyboardFlow: Story = {
  args: { onOpenChange: fn() },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver política de cookies' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Política de cookies' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus stays trapped: tabbing through every control never leaves the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click on the backdrop closes a dismissable dialog. */
export const ClickOutside: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await findOpenDialog('dialog', 'Política de cookies');
    await userEvent.click(document.querySelector<HTMLElement>('[data-dialog-overlay]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
