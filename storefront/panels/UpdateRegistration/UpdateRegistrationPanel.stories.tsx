import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../../tests/support/storyDialogs';
import { UpdateRegistrationPanel } from './UpdateRegistrationPanel';

/** The update registration panel inside the real app, opened from the account page. */
const meta = {
  title: 'panels/UpdateRegistration',
  component: UpdateRegistrationPanel,
  parameters: { route: '/demo/conta', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof UpdateRegistrationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Atualizar cadastro' }));
  return { canvas, panel: within(await findOpenDialog('dialog', 'Atualizar cadastro')) };
};

/** The client's data, the document and e-mail read-only. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Maria da Silva');
    await expect(panel.getByRole('textbox', { name: /^CPF/ })).toHaveValue('529.982.247-25');
    await expect(panel.getByRole('textbox', { name: /^CPF/ })).toHaveAttribute('readonly');
    await expect(panel.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('readonly');
  },
};

/** A company: the company name, its CNPJ and phone. */
export const Company: Story = {
  parameters: { shopper: { email: 'compras@bomdia.com.br' } },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Mercadinho Bom Dia Ltda.');
    await expect(panel.getByRole('textbox', { name: /^CNPJ/ })).toHaveValue('11.222.333/0001-81');
    await expect(panel.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 3456-7890');
  },
};

/** Each problem under its field; the focus goes to the first. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.clear(panel.getByRole('textbox', { name: /^Nome completo/ }));
    await userEvent.type(panel.getByRole('textbox', { name: /^Telefone/ }), '123');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(panel.getByRole('textbox', { name: /^Nome completo/ })).toHaveFocus());
    await expect(panel.getByText('Preencha este campo.')).toBeVisible();
    await expect(panel.getByText('Informe um telefone com DDD.')).toBeVisible();
  },
};

/** spec 8 'Cadastro atualizado': the account page shows the new name at once. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, panel } = await open(canvasElement);
    const name = panel.getByRole('textbox', { name: /^Nome completo/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Souza da Silva');
    await userEvent.type(panel.getByRole('textbox', { name: /^Telefone/ }), '11 98765-4321');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar' }));
    await expect(await panel.findByText('Cadastro atualizado')).toBeVisible();
    await expect(await canvas.findByText('Maria Souza da Silva')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  parameters: { msw: { scenario: 'cadastro-carregando' } },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Salvar' }));
    await expect(await panel.findByRole('progressbar', { name: 'Aguarde' })).toBeVisible();
  },
};

/** spec 8: the failure message, verbatim. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'cadastro-falha' } },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Salvar' }));
    await expect(await panel.findByText('Erro tentando atualizado usuário. Tente novamente mais tarde')).toBeVisible();
  },
};
