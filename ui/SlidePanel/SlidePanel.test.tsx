import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SlidePanel } from './SlidePanel';

function Harness({ side }: { side?: 'left' | 'right' }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <SlidePanel title="Seu carrinho" isOpen={isOpen} onOpenChange={setOpen} side={side}>
        <button type="button">Primeiro</button>
      </SlidePanel>
    </IntlProvider>
  );
}

describe('SlidePanel', () => {
  it('opens as a dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Seu carrinho' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar painel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each(['left', 'right'] as const)('enters from the %s', async (side) => {
    const user = userEvent.setup();
    render(<Harness side={side} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[data-side]')).toHaveAttribute('data-side', side);
  });
});
