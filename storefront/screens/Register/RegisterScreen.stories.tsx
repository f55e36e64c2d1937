import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { RegisterScreen } from './RegisterScreen';

/** Sign-up at `/{supplier}/cadastro`, rendered by the real app with the mock backend. */
const meta = {
  title: 'screens/Register',
  component: RegisterScreen,
  parameters: { route: '/demo/cadastro', consent: 'decided' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CPF = '123.456.789-09';
const CNPJ = '45.781.236/0001-40';
const ALPHA_CNPJ = '4X.7B1.236/0001-95';

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Criar conta' });
  return { canvas, form: within(canvas.getByRole('form', { name: 'Cadastro de cliente' })) };
};

type FormQueries = Awaited<ReturnType<typeof ready>>['form'];

/** Everything but the document, filled as a shopper would (passwords pasted). */
async function fillRest(form: FormQueries, email: string, nome?: string) {
  if (nome) await userEvent.type(form.getByRole('textbox', { name: /^(Nome completo|Razão social)/ }), nome);
  await userEvent.type(form.getByRole('textbox', { name: /^E-mail/ }), email);
  await userEvent.type(form.getByRole('textbox', { name: /^Telefone/ }), '(11) 98765-4321');
  await userEvent.click(form.getByLabelText(/^Senha/));
  await userEvent.paste('segredo1');
  await userEvent.click(form.getByLabelText(/^Confirme a senha/));
  await userEvent.paste('segredo1');
  await userEvent.click(form.getByRole('checkbox', { name: 'Li e aceito os termos de uso' }));
}

/** The empty form: a person's name until the document is a CNPJ. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await expect(form.getByRole('textbox', { name: /^CPF ou CNPJ/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Nome completo/ })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Li e aceito os termos de uso' })).not.toBeChecked();
  },
};

/** Submitting empty: every field says what it needs, and the focus goes to the first one. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^CPF ou CNPJ/ })).toHaveFocus());
    await expect(form.getByRole('textbox', { name: /^CPF ou CNPJ/ })).toBeInvalid();
    await expect(form.getAllByText('Preencha este campo.')).toHaveLength(6);
    await expect(form.getByText('Aceite os termos de uso para continuar.')).toBeVisible();
  },
};

/** Each field's own message; the focus goes to the first invalid one (the e-mail here). */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CPF);
    await userEvent.type(form.getByRole('textbox', { name: /^Nome completo/ }), 'Ana Souza');
    await userEvent.type(form.getByRole('textbox', { name: /^E-mail/ }), 'ana@exemplo');
    await userEvent.type(form.getByRole('textbox', { name: /^Telefone/ }), '1234');
    await userEvent.type(form.getByLabelText(/^Senha/), 'abc');
    await userEvent.type(form.getByLabelText(/^Confirme a senha/), 'abd');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus());
    await expect(form.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(form.getByText('Informe um telefone com DDD.')).toBeVisible();
    await expect(form.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible();
    await expect(form.getByText('As senhas não conferem.')).toBeVisible();
  },
};

export const InvalidDocument: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), '111.111.111-11');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await form.findByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
  },
};

/** A CNPJ: the tax registry fills the company name and shows its status. */
export const RegistryFound: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CNPJ);
    await expect(await form.findByText('Receita Federal: Empresa Exemplo Ltda., situação ATIVA.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Empresa Exemplo Ltda.');
  },
};

/** An alphanumeric CNPJ (from July 2026) is a CNPJ too. */
export const AlphanumericCnpj: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), ALPHA_CNPJ);
    // The field is relabelled at once; the registry's answer fills it a moment later.
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Empresa Exemplo Ltda.'));
  },
};

/** The registry is being asked; then, with the sign-up sent, the button waits. */
export const RegistryLoading: Story = {
  parameters: { msw: { scenario: 'cadastro-carregando' } },
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CNPJ);
    await expect(await form.findByRole('progressbar', { name: 'Consultando a Receita Federal…' })).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { scenario: 'cadastro-carregando' } },
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CPF);
    await fillRest(form, 'ana@exemplo.com.br', 'Ana Souza');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await form.findByRole('progressbar', { name: 'Aguarde' })).toBeVisible();
  },
};

/** A failed lookup says so; the company name stays for the shopper to type. */
export const RegistryFailed: Story = {
  parameters: { msw: { scenario: 'receita-falha' } },
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CNPJ);
    await expect(await form.findByText('Não foi possível consultar a Receita Federal. Preencha a razão social.')).toBeVisible();
    const name = form.getByRole('textbox', { name: /^Razão social/ });
    await expect(name).toHaveValue('');
    await expect(name).toBeEnabled();
  },
};

/** The terms modal (GET termouso): accepting it ticks the box. */
export const ReadTerms: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Ler os termos de uso' }));
    const dialog = within(await findOpenDialog('dialog', 'Termos de uso'));
    await expect(await dialog.findByText('Versão 2026-01')).toBeVisible();
    await expect(await dialog.findByText('Ao usar a loja você concorda com estas condições.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceitar os termos' }));
    await dialogGone();
    await expect(form.getByRole('checkbox', { name: 'Li e aceito os termos de uso' })).toBeChecked();
  },
};

/** spec 4 "Login": a supplier that reviews sign-ups; the client stays signed out. */
export const PendingApproval: Story = {
  parameters: { route: '/casa-noturna/cadastro' },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CNPJ);
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Empresa Exemplo Ltda.'));
    await fillRest(form, 'compras@exemplo-ltda.com.br');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByText('Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/casa-noturna');
  },
};

/** A supplier without review: approved at once and signed in. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CPF);
    await fillRest(form, 'ana@exemplo.com.br', 'Ana Souza');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByText('Cadastro concluído. Você já está conectado.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/demo/conta');
  },
};

/** The server's own text for a refusal: an e-mail already registered. */
export const AlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CPF);
    await fillRest(form, 'maria@exemplo.com.br', 'Maria');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await form.findByText('Já existe um cadastro com este e-mail ou documento.')).toBeVisible();
  },
};

/** spec 8: a failure without a server text. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'cadastro-falha' } },
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^CPF ou CNPJ/ }), CPF);
    await fillRest(form, 'ana@exemplo.com.br', 'Ana Souza');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await form.findByText('Erro ao tentar cadastrar usuário')).toBeVisible();
  },
};

/** A client already signed in is not offered a second account. */
export const AlreadySignedIn: Story = {
  parameters: { shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você já está conectado como Maria da Silva.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/demo/conta');
  },
};
