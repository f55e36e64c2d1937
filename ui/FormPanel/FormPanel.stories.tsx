import { useState, type SyntheticEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField';
import { FormPanel, type FormPanelProps } from './FormPanel';

const meta = {
  title: 'ui/FormPanel',
  component: FormPanel,
  args: {
    title: 'Atualizar cadastro',
    isOpen: true,
    onOpenChange: fn(),
    status: 'idle',
    savedText: 'Cadastro atualizado',
    failedText: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
    submitLabel: 'Salvar',
    onSubmit: fn((event: SyntheticEvent<HTMLFormElement>) => event.preventDefault()),
    children: <TextField label="Nome" name="nome" defaultValue="Maria Souza" />,
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'saved', 'failed'] } },
} satisfies Meta<typeof FormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form is named by the panel's title and submits with the button. */
export const Default: Story = {
  play: async ({ args }) => {
    const form = await screen.findByRole('form', { name: 'Atualizar cadastro' });
    await expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  args: { status: 'loading' },
  play: async ({ args }) => {
    const form = await screen.findByRole('form', { name: 'Atualizar cadastro' });
    await expect(within(form).getByRole('progressbar', { name: 'Aguarde' })).toBeInTheDocument();
    // A second press while saving sends nothing twice.
    await userEvent.click(within(form).getByRole('button'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The outcome sits above the fields, in a live region. */
export const Saved: Story = {
  args: { status: 'saved' },
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Atualizar cadastro' });
    const fields = within(form).getByRole('textbox', { name: 'Nome' });
    const alert = within(form).getByText('Cadastro atualizado');
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(fields.getBoundingClientRect().top);
    await expect(alert.closest('[aria-live], [role="status"], [role="alert"]')).not.toBeNull();
  },
};

/** A failed save says why and keeps what was typed. */
export const Failed: Story = {
  args: { status: 'failed', failedText: 'CPF já cadastrado para outro usuário.' },
  render: function Render(args: FormPanelProps) {
    const [name, setName] = useState('Maria Souza 🍊');
    return (
      <FormPanel {...args}>
        <TextField label="Nome" name="nome" value={name} onChange={setName} />
      </FormPanel>
    );
  },
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Atualizar cadastro' });
    await waitFor(() => expect(within(form).getByText('CPF já cadastrado para outro usuário.')).toBeVisible());
    await expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria Souza 🍊');
  },
};

/** Escape closes the panel through its owner. */
export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('form', { name: 'Atualizar cadastro' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
