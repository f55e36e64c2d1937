import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applyMockScenario } from '@mocks/browser';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { Component as OrderDetailsScreen } from './OrderDetailsScreen';

/**
 * One order at `/{supplier}/pedidos/{numpedido}` (spec 2 "Order details"), in the real app with the mock
 * platform, as maria@exemplo.com.br: 4495 delivered with the coupon DEZ, 4494 ready for pickup, 4509
 * cancelled, 4491 rated, 4504 awaiting payment, 4493 emitted by a linked user.
 */
const meta = {
  title: 'screens/Orders/OrderDetailsScreen',
  component: OrderDetailsScreen,
  parameters: { route: '/demo/pedidos/4495', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof OrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name }, T);
const stepsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Andamento do pedido' })).getAllByRole('listitem');

/** Delivered to the address, with the coupon's discount in the totals and the rating form. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4495');
    const steps = stepsOf(canvasElement);
    await expect(steps.slice(-2).map((s) => s.textContent)).toEqual(['Saiu para entrega (concluída)', 'Entregue (concluída)']);
    // Delivered: nothing is still current.
    await expect(steps.some((s) => s.hasAttribute('aria-current'))).toBe(false);
    await expect(canvas.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Avenida Paulista, 1000');
    const summary = canvas.getByRole('region', { name: 'Resumo' });
    await expect(summary).toHaveTextContent(/Desconto do cupom DEZ−R\$/);
    await expect(summary).toHaveTextContent(/Taxa de entregaR\$\s12,90/);
    await expect(canvas.getByRole('radiogroup', { name: /^Nota/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Baixar DANFE' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Conversar sobre este pedido' })).toBeVisible();
  },
};

/** spec 5 modules: casa-noturna has no chat, so the order offers no conversation about it; the rest stays. */
export const WithoutChatModule: Story = {
  parameters: { route: '/casa-noturna/pedidos/4495' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4495');
    await expect(canvas.getByRole('button', { name: 'Baixar DANFE' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Conversar sobre este pedido' })).not.toBeInTheDocument();
  },
};

/** Pickup: the store, and the pickup variant of the steps. */
export const Pickup: Story = {
  parameters: { route: '/demo/pedidos/4494' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4494');
    await expect(stepsOf(canvasElement).map((s) => s.textContent).slice(-2)).toEqual(['Pronto para retirada (etapa atual)', 'Entregue (próxima etapa)']);
    await expect(canvas.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Retirar emLoja Centro · Rua Direita, 100');
    await expect(canvas.queryByRole('button', { name: 'Alterar forma de pagamento' })).not.toBeInTheDocument();
  },
};

/** Cancelled: the steps it went through, then "Cancelado". */
export const Cancelled: Story = {
  parameters: { route: '/demo/pedidos/4509' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Pedido nº 4509');
    await expect(stepsOf(canvasElement).at(-1)).toHaveTextContent('Cancelado (cancelado)');
  },
};

/** Rated already: the rating instead of the form. */
export const Rated: Story = {
  parameters: { route: '/demo/pedidos/4491' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4491');
    await expect(canvas.getByText('Sua avaliação: 4 estrelas')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: /^Nota/ })).not.toBeInTheDocument();
  },
};

/** Rating: no stars is said at the field, whose first star takes the focus; 5 stars and a comment are thanked for. */
export const RateOrder: Story = {
  parameters: { route: '/demo/pedidos/4508' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4508');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(await canvas.findByText('Escolha uma nota de 1 a 5 estrelas.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 estrela' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: '5 estrelas' }));
    await expect(canvas.queryByText('Escolha uma nota de 1 a 5 estrelas.')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentário (opcional)' }), 'Chegou antes do previsto.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(await canvas.findByText('Obrigado! Sua avaliação foi enviada.', {}, T)).toBeVisible();
    await expect(canvas.getByText('Sua avaliação: 5 estrelas')).toBeVisible();
  },
};

/** The platform refused the rating: its text, and the form kept. */
export const RatingFailed: Story = {
  parameters: { msw: { scenario: 'avaliacao-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4495');
    await userEvent.click(canvas.getByRole('radio', { name: '4 estrelas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(await canvas.findByText('Avaliações indisponíveis no momento. Tente novamente mais tarde.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  },
};

/** An open order: the payment method changes in a dialog. */
export const ChangePayment: Story = {
  parameters: { route: '/demo/pedidos/4504' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4504');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar forma de pagamento' }));
    const dialog = within(await findOpenDialog('dialog', 'Alterar forma de pagamento'));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Boleto bancário (28 dias)' }, T));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar forma de pagamento' }));
    await dialogGone();
    await expect(await canvas.findByText('Forma de pagamento alterada para Boleto bancário (28 dias).', {}, T)).toBeVisible();
  },
};

/** The platform refuses the change: its text in the dialog, which stays open to choose again. */
export const ChangePaymentRefused: Story = {
  parameters: { route: '/demo/pedidos/4504', msw: { scenario: 'troca-pagamento-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4504');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar forma de pagamento' }));
    const dialog = within(await findOpenDialog('dialog', 'Alterar forma de pagamento'));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Boleto bancário (28 dias)' }, T));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar forma de pagamento' }));
    await expect(await dialog.findByText('Este pedido não aceita mais troca da forma de pagamento.', {}, T)).toBeVisible();
  },
};

/** The DANFE is not issued yet: the platform's text, the order page as it was. */
export const DanfeNotIssued: Story = {
  parameters: { msw: { scenario: 'danfe-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Pedido nº 4495');
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar DANFE' }));
    await expect(await canvas.findByText('A nota fiscal deste pedido ainda não foi emitida.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Baixar DANFE' })).toBeEnabled();
  },
};

/** spec 6: an order a linked user emitted. */
export const LinkedUserOrder: Story = {
  parameters: { route: '/demo/pedidos/4493' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Pedido nº 4493');
    await expect(within(canvasElement).getByText('Pedido emitido por', { exact: false })).toHaveTextContent('Pedido emitido por ana.compras@exemplo.com.br');
  },
};

/** The order on its way. */
export const Loading: Story = {
  // The page comes with its order (its loader): the skeleton shows while it is asked again, here a retry.
  parameters: { msw: { scenario: 'pedido-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, T);
    await applyMockScenario('pedido-carregando');
    await userEvent.click(retry);
    await expect(await canvas.findByText('Carregando pedido', {}, T)).toBeInTheDocument();
  },
};

/** The order failed: the reason, a retry and the way back. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'pedido-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar este pedido.' }, T)).toBeVisible();
    await expect(canvas.getByText('Erro interno do servidor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
