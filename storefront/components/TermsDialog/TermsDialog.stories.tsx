import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@ui/Button';
import { createTermsStore } from '@storefront/state/profile';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { TermsDialog } from './TermsDialog';

/** Opens the terms the way the sign-up and account pages do; the terms come from the mock backend (GET termouso). */
function TermsDemo({ withAccept }: { withAccept: boolean }) {
  const [terms] = useState(createTermsStore);
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);
  return (
    <main>
      <Button onPress={() => setOpen(true)}>Ler os termos de uso</Button>
      {accepted ? <p>Termos aceitos.</p> : null}
      <TermsDialog
        terms={terms}
        isOpen={open}
        onOpenChange={setOpen}
        onAccept={
          withAccept
            ? () => {
                setAccepted(true);
                setOpen(false);
              }
            : undefined
        }
      />
    </main>
  );
}

const meta = {
  title: 'components/TermsDialog',
  component: TermsDemo,
  args: { withAccept: true },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TermsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ler os termos de uso' }));
  return within(await findOpenDialog('dialog', 'Termos de uso'));
};

/** The terms in force, sanitised, with their version and the acceptance. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByText('Versão 2026-01')).toBeVisible();
    await expect(await dialog.findByText('Ao usar a loja você concorda com estas condições.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceitar os termos' }));
    await dialogGone();
    await expect(within(canvasElement).getByText('Termos aceitos.')).toBeVisible();
  },
};

/** Only to read (terms already accepted): no acceptance button. */
export const ReadOnly: Story = {
  args: { withAccept: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByText('Ao usar a loja você concorda com estas condições.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Aceitar os termos' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { scenario: 'conta-carregando' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Carregando os termos de uso' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Aceitar os termos' })).not.toBeInTheDocument();
  },
};

/** A failure, with a way to try again. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'conta-falha' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByText('Não foi possível carregar os termos de uso.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
