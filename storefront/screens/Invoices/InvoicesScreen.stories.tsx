import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withClipboard } from '../../../tests/support/storyClipboard';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as InvoicesScreen } from './InvoicesScreen';

/**
 * Invoices and titles at `/{supplier}/faturas` (spec 2), in the real app with the mock platform: maria
 * has six titles at Distribuidora Demo, due relative to today (one overdue, one due today, two to come,
 * two paid) and a credit limit of R$ 5.000,00 with R$ 3.200,00 available.
 */
const meta = {
  title: 'screens/Invoices',
  component: InvoicesScreen,
  parameters: { route: '/demo/faturas', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof InvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const titleList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Títulos' }, T));

/** The credit limit, totals by status and the titles, the overdue one first with its boleto and line. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Faturas e títulos' }, T)).toBeVisible();
    await expect(canvas.getByText('Disponível: R$ 3.200,00')).toBeVisible();
    await expect(canvas.getByText('Limite total: R$ 5.000,00')).toBeVisible();
    const list = await titleList(canvasElement);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(within(items[0]!).getByText('Vencido há 12 dias')).toBeVisible();
    await expect(within(items[1]!).getByText('Vence hoje')).toBeVisible();
    await expect(within(items[2]!).getByText('Vence em 7 dias')).toBeVisible();
    await expect(within(items[5]!).getByText('Pago')).toBeVisible();
    const overdue = within(items[0]!);
    const order = overdue.getByRole('link', { name: /^Pedido \d+$/ });
    const numpedido = order.textContent.replace('Pedido ', '');
    await expect(order).toHaveAttribute('href', `/demo/pedidos/${numpedido}`);
    const boleto = overdue.getByRole('link', { name: `Abrir boleto do pedido ${numpedido} (abre em nova aba)` });
    await expect(boleto).toHaveAttribute('target', '_blank');
    await expect(boleto.getAttribute('href')).toMatch(new RegExp(`/boletos/${numpedido}\\.pdf$`));
    await expect(overdue.getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)).toBeVisible();
    // A paid title has no boleto to pay.
    await expect(within(items[5]!).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Resumo' })).toHaveTextContent(/Vencidos.*1 título.*Vencem hoje.*1 título.*A vencer.*2 títulos.*Pagos.*2 títulos/);
  },
};

/** Copying the line: the digits go to the clipboard and 'Linha digitável copiada' is said politely. */
export const CopyLine: Story = {
  play: async ({ canvasElement }) => {
    const list = await titleList(canvasElement);
    const overdue = within(list.getAllByRole('listitem')[0]!);
    await withClipboard(true, async (written) => {
      await userEvent.click(overdue.getByRole('button', { name: /^Copiar linha digitável do pedido/ }));
      const status = await overdue.findByRole('status', {}, T);
      await expect(status).toHaveTextContent('Linha digitável copiada');
      await expect(written).toHaveLength(1);
      await expect(written[0]).toMatch(/^\d{47}$/);
    });
  },
};

/** The clipboard refused: the line is offered in a field to copy by hand. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const list = await titleList(canvasElement);
    const overdue = within(list.getAllByRole('listitem')[0]!);
    await withClipboard(false, async () => {
      await userEvent.click(overdue.getByRole('button', { name: /^Copiar linha digitável do pedido/ }));
      await expect(await overdue.findByText('Não foi possível copiar. Selecione a linha digitável abaixo e copie manualmente.', {}, T)).toBeVisible();
      const field = overdue.getByRole<HTMLInputElement>('textbox', { name: /^Linha digitável do pedido/ });
      await expect(field.value).toMatch(/^\d{47}$/);
    });
  },
};

/** The titles on their way: the credit limit already shows. */
export const Loading: Story = {
  // The page comes with its titles (its loader): the skeleton shows while they are asked again, here a retry.
  parameters: { msw: { scenario: 'faturas-falha' } },
  play: async ({ canvasElement }) => {
    await loadingOnRetry(canvasElement, 'faturas-carregando', 'Carregando faturas');
    await expect(within(canvasElement).getByText('Disponível: R$ 3.200,00')).toBeVisible();
  },
};

/** No titles at this supplier. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'faturas-vazio' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhuma fatura por aqui' }, T)).toBeVisible();
  },
};

/** The titles failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'faturas-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar suas faturas.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** A visitor is asked to log in. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Entre na sua conta para ver suas faturas e títulos.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};
