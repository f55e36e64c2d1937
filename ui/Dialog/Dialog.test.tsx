import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog';

function renderDialog(props: Partial<DialogProps> = {}) {
  return render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Dialog
        title="Política de cookies"
        trigger={<Button>Abrir</Button>}
        actions={(close) => <Button onPress={close}>Aceitar todos</Button>}
        {...props}
      >
        <p>Usamos cookies para manter seu carrinho salvo.</p>
      </Dialog>
    </IntlProvider>,
  );
}

function Controlled() {
  const [isOpen, setOpen] = useState(true);
  return (
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <p>{isOpen ? 'aberto' : 'fechado'}</p>
      <Dialog title="Serviços adicionais" isOpen={isOpen} onOpenChange={setOpen}>
        <p>Escolha os serviços.</p>
      </Dialog>
    </IntlProvider>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a dialog named by its title', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderDialog({ onOpenChange });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de cookies' });
    expect(dialog).toHaveTextContent('Usamos cookies para manter seu carrinho salvo.');
    expect(screen.getByRole('heading', { level: 2, name: 'Política de cookies' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with its "Fechar" button', async () => {
    const user = userEvent.setup();
    renderDialog({ defaultOpen: true });
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from an action through the close callback', async () => {
    const user = userEvent.setup();
    renderDialog({ defaultOpen: true });
    await user.click(await screen.findByRole('button', { name: 'Aceitar todos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on Escape when keyboard dismiss is disabled (age check)', async () => {
    const user = userEvent.setup();
    renderDialog({ defaultOpen: true, isKeyboardDismissDisabled: true, isDismissable: false, hideClose: true, role: 'alertdialog', title: 'Você tem 18 anos ou mais?' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem 18 anos ou mais?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
  });

  it('follows a controlled open state', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(await screen.findByRole('dialog', { name: 'Serviços adicionais' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('fechado')).toBeInTheDocument();
  });
});
