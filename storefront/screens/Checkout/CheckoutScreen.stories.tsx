import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Component as CheckoutScreen } from './CheckoutScreen';

const maria = (cart: readonly (readonly [string, number])[] = [['demo-arroz-1', 2], ['demo-arroz-4', 3]]) => ({ email: 'maria@exemplo.com.br', cart });

/** The checkout, rendered by the real app at `/{slug}/finalizar` with the mock backend's data. */
const meta = {
  title: 'screens/Checkout',
  component: CheckoutScreen,
  parameters: { route: '/demo/finalizar', consent: 'decided', shopper: maria() },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Finalizar pedido' });
  await waitFor(() => expect(canvas.getByRole('radio', { checked: true, name: /Taxa|Sem taxa|Previsão/ })).toBeVisible(), { timeout: 4000 });
  return canvas;
};

/** Delivery to the client's first address, the card as the first payment method, the fee in the total. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Receber no endereço/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Loja/ })).toBeChecked();
    // spec 3 pontoref: the other address's reference point, beside its line.
    await expect(canvas.getByText('Ponto de referência: Galpão 3, entrada pela lateral')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Informar cartão' })).toBeVisible();
    await expect(canvas.getByText('R$ 12,90')).toBeVisible();
    // The scheduled dates of the option (agendamento), the forecast one chosen.
    const dates = canvas.getByRole('radiogroup', { name: /^Data de entrega/ });
    await expect(within(dates).getAllByRole('radio')).toHaveLength(7);
    await expect(within(dates).getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

/** Keyboard: another scheduled date, with the arrows. */
export const ScheduleDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const dates = canvas.getByRole('radiogroup', { name: /^Data de entrega/ });
    const [first, second] = within(dates).getAllByRole('radio');
    first?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(second).toBeChecked());
  },
};

/** A visitor is asked to log in first; the cart is kept. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Faça login para comprar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * Signing in on the checkout: one placeholder while her addresses, payment methods and the instructions
 * load, then the form whole, so nothing moves under a field she has already tabbed to.
 */
export const SigningIn: Story = {
  parameters: { shopper: { ...maria(), signedOut: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }), 'maria@exemplo.com.br');
    await userEvent.type(within(dialog).getByLabelText(/^Senha/), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await canvas.findByRole('progressbar', { name: 'Carregando seus endereços e formas de pagamento' }, { timeout: 4000 });
    await canvas.findByRole('radiogroup', { name: 'Forma de pagamento' }, { timeout: 4000 });
    await expect(canvas.getByRole('heading', { name: 'Instruções do pedido' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Carregando seus endereços e formas de pagamento' })).not.toBeInTheDocument();
  },
};

export const EmptyCart: Story = {
  parameters: { shopper: maria([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'O carrinho está vazio. Experimente adicionar alguns produtos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/demo/produtos');
  },
};

/** A supplier with stores only: pickup is forced, the stores are listed with their map links. */
export const PickupOnly: Story = {
  parameters: { route: '/padaria-sol/finalizar', shopper: maria([['padaria-sol-pao-1', 10]]) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Este fornecedor trabalha com retirada na loja.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Padaria Sol Pinheiros no mapa (abre em nova aba)' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('radio', { name: 'PIX' })).toBeChecked();
  },
};

/** Keyboard: choosing pickup changes the options and their fee. */
export const ChoosePickup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    canvas.getByRole('radio', { name: /Receber no endereço/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Retirar na loja/ })).toBeChecked());
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Loja Centro/ })).toBeChecked());
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Loja Centro.*Previsão/ })).toBeVisible());
    await expect(canvas.queryByRole('radiogroup', { name: 'Forma de entrega' })).not.toBeInTheDocument();
  },
};

export const NoDeliveryOption: Story = {
  parameters: { msw: { scenario: 'sem-forma-entrega' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.', {}, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** spec 8: the server's text is shown as sanitised HTML: the bold stays, the image with its handler does not. */
export const SchedulingFailed: Story = {
  parameters: { msw: { scenario: 'agendamentos-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Falha ao consultar agendamentos', {}, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByText('Agenda indisponível')).toBeVisible();
    await expect(canvasElement.querySelector('main img[src="x"]')).toBeNull();
  },
};

/** spec 6 and 8: an attendant's cart is read-only until the client unlocks it. */
export const LockedCart: Story = {
  parameters: { msw: { scenario: 'carrinho-bloqueado' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Negociação em andamento', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear carrinho' }));
    await waitFor(() => expect(canvas.queryByText('Negociação em andamento')).not.toBeInTheDocument());
  },
};

/** spec 5: the server's refusal text is shown. */
export const CouponInvalid: Story = {
  parameters: { msw: { scenario: 'cupom-invalido' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código do cupom' }), 'NATAL');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(await canvas.findByText('Cupom expirado em 31/10/2026')).toBeVisible();
  },
};

/** A valid coupon replaces the automatic one and the discount shows in the total. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Cupom automático BEMVINDO5 aplicado: 5% de desconto')).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Resumo do pedido' });
    const discount = () => within(summary).getByText('Desconto').nextElementSibling?.textContent;
    const automatic = discount();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código do cupom' }), 'dez{Enter}');
    await expect(await canvas.findByText('Cupom DEZ aplicado: 10% de desconto')).toBeVisible();
    // The summary is drawn apart from the coupon's section: it follows the coupon too.
    await waitFor(() => expect(discount()).not.toBe(automatic));
  },
};

/**
 * spec 3 "Cart" valorDescontoPercentual: the platform took 12% off the cart of its own (no coupon); the
 * summary takes the same discount, so its total is the platform's: 2 x R$ 5,90 = R$ 11,80, less R$ 1,42.
 */
export const CartDiscountFromPlatform: Story = {
  parameters: { shopper: maria([['demo-arroz-1', 2]]), msw: { scenario: 'desconto-carrinho' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Desconto do fornecedor aplicado ao carrinho: 12% de desconto')).toBeVisible();
    // Not a coupon: nothing to remove.
    await expect(canvas.queryByRole('button', { name: 'Remover cupom' })).not.toBeInTheDocument();
    const summary = canvas.getByRole('region', { name: 'Resumo do pedido' });
    await expect(within(summary).getByText('R$ 11,80')).toBeVisible();
    await expect(within(summary).getByText('−R$ 1,42')).toBeVisible();
    // R$ 10,38 of products and the delivery's R$ 12,90.
    await expect(within(summary).getAllByText('R$ 23,28')[0]).toBeInTheDocument();
  },
};

/** spec 5: a better automatic coupon blocks the manual one. */
export const CouponBetterAutomatic: Story = {
  parameters: { route: '/padaria-sol/finalizar', shopper: maria([['padaria-sol-pao-1', 10]]) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código do cupom' }), 'PAO5{Enter}');
    await expect(
      await canvas.findByText(
        'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
      ),
    ).toBeVisible();
  },
};

/** spec 8: a duplicate is shown with the items; the order stays to send again. */
export const DuplicateSubmission: Story = {
  parameters: { shopper: maria([['demo-arroz-1', 2]]), msw: { scenario: 'pedido-duplicado' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Boleto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
    await expect(
      await canvas.findByText('Erro ao submeter seu pedido. Um pedido idêntico foi feito há poucos segundos. Itens: Arroz branco tipo 1 Qualitá 1 kg'),
    ).toBeVisible();
  },
};

/** spec 8: an order accepted with mensagemErro: the duplicate check's error is shown, the cart kept. */
export const AcceptedWithError: Story = {
  parameters: { shopper: maria([['demo-arroz-1', 2]]), msw: { scenario: 'sucesso-com-mensagemErro' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Boleto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
    await expect(
      await canvas.findByText('Erro ao submeter seu pedido. Pagamento não confirmado pela operadora. Itens: Arroz branco tipo 1 Qualitá 1 kg', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  },
};

/** spec 8: the submission failed but the duplicate check finds the order: it is done, the submission page shows it (no server success text: there was no reply). */
export const SubmittedDespiteFailure: Story = {
  parameters: { shopper: maria([['demo-arroz-1', 2]]), msw: { scenario: 'submit-falha-duplicidade-ok' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Boleto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
    await expect(await canvas.findByRole('heading', { name: 'Pedido enviado!' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('Você pode acompanhar o andamento do pedido na sua lista de pedidos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  },
};

/** A card order cannot go without the card. */
export const CardRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
    await expect(await canvas.findByText('Informe o cartão que vai pagar o pedido.')).toBeVisible();
  },
};

/** Boleto: the order goes, the cart empties and the submission page shows the summary. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Boleto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
    await expect(await canvas.findByRole('heading', { name: 'Pedido enviado!' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('Pedido enviado com sucesso!')).toBeVisible();
    await expect(canvas.getByText('Pagamento: Boleto bancário (28 dias)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  },
};

/** spec 4: a cart with a recurrence offers the supplier's subscription types. */
export const Subscription: Story = {
  parameters: { route: '/mercado-verde/finalizar', shopper: maria([['mercado-verde-tomate-1', 1.5]]) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const choice = await canvas.findByRole('radiogroup', { name: /^Receber este pedido/ }, { timeout: 4000 });
    await expect(within(choice).getByRole('radio', { name: 'Só desta vez' })).toBeChecked();
    await expect(canvas.getByText('Receba esta cesta toda semana ou a cada 15 dias, sem precisar pedir de novo.')).toBeVisible();
    await userEvent.click(within(choice).getByText('Toda semana'));
    await expect(within(choice).getByRole('radio', { name: 'Toda semana' })).toBeChecked();
  },
};

/** The delivery options on their way: the rest of the checkout is usable meanwhile. */
export const DeliveryLoading: Story = {
  parameters: { msw: { scenario: 'entrega-carregando' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Consultando formas de entrega' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Forma de pagamento' })).toBeVisible();
  },
};

/** spec 5: the second address is outside the supplier's area: said before any option is asked for. */
export const AddressOutsideArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByText('Filial Campinas'));
    await expect(await canvas.findByText('O fornecedor não atende no endereço informado')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Forma de entrega' })).not.toBeInTheDocument();
  },
};

/**
 * The supplier's order instructions (sanitised HTML) and its characteristics; a required one left
 * empty stops the order with its error and the focus on it, until it is answered.
 */
export const InstructionsAndCharacteristics: Story = {
  parameters: { msw: { scenario: 'caracteristica-obrigatoria' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const instructions = canvas.getByRole('region', { name: 'Instruções do pedido' });
    await expect(instructions).toHaveTextContent('Pedidos até as 16h são entregues no dia seguinte.');
    await expect(canvas.getByRole('group', { name: 'Sobre você' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Ramo de atividade/ })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /^Responsável pelo recebimento/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Preencha “Responsável pelo recebimento” para enviar o pedido.')).toBeVisible();
    await userEvent.type(field, 'Ana');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  },
};
