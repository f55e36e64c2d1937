import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { startMockWorker } from '@mocks/browser';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { CartPanel } from './CartPanel';

/** Adds the rice from the catalogue and opens the cart: the panel, ready for the CEP. */
async function cartWithRice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ }));
  await userEvent.click(canvas.getByRole('button', { name: /^Carrinho, \d+ ite(m|ns)$/ }));
  const panel = await findOpenDialog('dialog', 'Carrinho');
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/** The fee lookups by CEP the mock platform receives while `run` runs. */
async function lookupsDuring(run: () => Promise<void>): Promise<Request[]> {
  const worker = await startMockWorker();
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.includes('/formas-entrega/')) seen.push(request.clone());
  };
  worker.events.on('request:start', listener);
  try {
    await run();
  } finally {
    worker.events.removeListener('request:start', listener);
  }
  return seen;
}

/** The failure modal, once its enter animation is over (so axe sees its final colours). */
const findFailure = () => findOpenDialog('alertdialog', 'Não foi possível calcular o frete');

/** The cart panel inside the real app, opened from the header's cart button. */
const meta = {
  title: 'panels/Cart',
  component: CartPanel,
  parameters: { route: '/demo', consent: 'decided' },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Carrinho, vazio' }));
    const panel = await findOpenDialog('dialog', 'Carrinho');
    // Visible once the panel has slid in.
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible());
  },
};

/** A product added from the catalogue: its line, stepper and the total in reais; the stepper changes the total at once. */
export const WithProducts: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Carrinho, 1 item' }));
    const panel = await findOpenDialog('dialog', 'Carrinho');
    const stepper = within(panel).getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' });
    await expect(stepper).toHaveValue('1');
    await waitFor(() => expect(within(panel).getByText('Total (1 item)')).toBeVisible());
    const before = within(panel).getAllByText(/^R\$\s/)[0]?.textContent;
    await userEvent.click(within(panel).getByRole('button', { name: 'Aumentar quantidade de Arroz branco tipo 1 Qualitá 1 kg' }));
    await waitFor(() => expect(stepper).toHaveValue('2'));
    await waitFor(() => expect(within(panel).getAllByText(/^R\$\s/)[0]?.textContent).not.toBe(before));
  },
};

/**
 * spec 3 habilitar_visualizacao_desconto: with the coupon DEZ (10%) in force, each line shows its amount
 * "de" without the coupon "por" with it, and the total takes the coupon's discount.
 */
export const CouponPrices: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br', coupon: 'DEZ' } },
  play: async ({ canvasElement }) => {
    const panel = await cartWithRice(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Aumentar quantidade de Arroz branco tipo 1 Qualitá 1 kg' }));
    // The line and the total: 2 x R$ 5,90 = R$ 11,80; 10% off is R$ 1,18.
    await expect(await panel.findAllByText(/^De R\$\s11,80 por R\$\s10,62$/)).toHaveLength(2);
    const line = panel.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' }).closest('li')!;
    await waitFor(() => expect(within(line).getByText('Com o cupom DEZ')).toBeVisible());
    // The line's note, the total's, and the recommended products' (their cards show the coupon's prices too).
    await expect(panel.getAllByText('Com o cupom DEZ').length).toBeGreaterThan(2);
  },
};

/** Keyboard: Enter on the cart button opens the panel, Escape closes it and focus goes back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Carrinho, vazio' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await findOpenDialog('dialog', 'Carrinho');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * spec 5, 7 and 9: "Calcular frete". The CEP is shown as 00000-000 while typed; 500 ms after the last digit
 * the options for the cart come, with their fee in reais and the forecast.
 */
export const ShippingOptions: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const panel = await cartWithRice(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Calcular frete' })).toBeVisible();
    const cep = panel.getByRole('textbox', { name: 'CEP de entrega' });
    await expect(cep).toHaveAttribute('inputmode', 'numeric');
    await expect(cep).toHaveAccessibleDescription('Digite os 8 números do CEP para ver as opções e a taxa de entrega.');
    let options: HTMLElement | undefined;
    const lookups = await lookupsDuring(async () => {
      await userEvent.type(cep, '01310100');
      await expect(cep).toHaveValue('01310-100');
      options = await panel.findByRole('list', { name: 'Opções de entrega para o CEP 01310-100' }, { timeout: 3000 });
    });
    // Eight keystrokes, one lookup: for the whole CEP, with the cart's products.
    await expect(lookups).toHaveLength(1);
    const url = new URL(lookups[0]!.url);
    await expect(url.pathname).toMatch(/\/formas-entrega\/[^/]+\/01310100$/);
    await expect(url.searchParams.get('tipoEntrega')).toBe('DELIVERY');
    await expect(await lookups[0]!.json()).toEqual({ produtos: [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }] });
    const [option] = within(options!).getAllByRole('listitem');
    await expect(option).toHaveTextContent('Entrega padrão');
    await expect(option).toHaveTextContent('R$ 12,90');
    await expect(option).toHaveTextContent(/Previsão: \d{2}\/\d{2}\/\d{4}/);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A CEP outside the supplier's area: the server's Mensagem in a modal; closing it leaves the reason by the field. */
export const ShippingOutsideArea: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const panel = await cartWithRice(canvasElement);
    const cep = panel.getByRole('textbox', { name: 'CEP de entrega' });
    await userEvent.type(cep, '13010000');
    const dialog = await findFailure();
    await expect(dialog).toHaveTextContent('O fornecedor não atende no endereço informado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cep).toHaveFocus());
    await expect(panel.getByText('O fornecedor não atende no endereço informado')).toBeVisible();
    await expect(panel.queryByRole('list', { name: /^Opções de entrega/ })).not.toBeInTheDocument();
  },
};

/** Scenario 'sem-forma-entrega': no option for the cart; the server's text, verbatim, in the modal (left open). */
export const ShippingNoOption: Story = {
  parameters: { route: '/demo/produtos', msw: { scenario: 'sem-forma-entrega' } },
  play: async ({ canvasElement }) => {
    const panel = await cartWithRice(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: 'CEP de entrega' }), '01310100');
    const dialog = await findFailure();
    await expect(dialog).toHaveTextContent('Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.');
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

/** Adds the rice from the catalogue and leaves the cart closed: what the shopper sees where she is. */
async function addRice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ }));
  return canvas;
}

/** spec 8: the platform saves the cart and answers it empty: a warning toast over the catalogue, and the line stays. */
export const SaveEmptyReply: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'carrinho-vazio' } },
  play: async ({ canvasElement }) => {
    const canvas = await addRice(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Não foi possível carregar nenhum produto para o carrinho.' }, { timeout: 4000 });
    await expect(toast).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('1');
  },
};

/** spec 7: a cart save answered with a message field: a warning toast with that message, wherever the shopper is. */
export const SaveWithMessage: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'carrinho-mensagem' } },
  play: async ({ canvasElement }) => {
    await addRice(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Aviso sobre o seu carrinho' }, { timeout: 4000 });
    await expect(toast).toHaveAttribute('data-tone', 'warning');
    await expect(toast).toHaveTextContent('O preço de alguns produtos foi atualizado.');
  },
};

/** spec 5 and 8: a failed save: an error toast with the server's text; nothing in the cart is lost. */
export const SaveFailed: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'sessao-expirada' } },
  play: async ({ canvasElement }) => {
    const canvas = await addRice(canvasElement);
    const toast = await screen.findByRole('alertdialog', { name: 'Não foi possivel salvar o carrinho' }, { timeout: 4000 });
    await expect(toast).toHaveTextContent('Sessão expirada, efetue login novamente Suas alterações continuam aqui.');
    await expect(canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('1');
  },
};

/** Every line has its remove button; the removal is told in a toast that can put the line back as it was. */
export const RemoveLineAndUndo: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 5 kg/ }));
    const panel = await cartWithRice(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Aumentar quantidade de Arroz branco tipo 1 Qualitá 1 kg' }));
    await waitFor(() => expect(panel.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('2'));
    await userEvent.click(panel.getByRole('button', { name: 'Remover Arroz branco tipo 1 Qualitá 1 kg do carrinho' }));
    await waitFor(() => expect(panel.queryByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).not.toBeInTheDocument());
    // Focus goes to the line now in its place, not to the page behind the panel.
    await waitFor(() => expect(panel.getByRole('button', { name: 'Remover Arroz branco tipo 1 Qualitá 5 kg do carrinho' })).toHaveFocus());
    const toast = await screen.findByRole('alertdialog', { name: 'Produto removido do carrinho' });
    await expect(toast).toHaveTextContent('Arroz branco tipo 1 Qualitá 1 kg');
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(panel.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('2'));
    await expect(panel.getByText('Total (2 itens)')).toBeVisible();
  },
};

/** spec 4: "−" at a product's minimum is a step down (DEC): the line goes, instead of staying at the minimum. */
export const MinusAtMinimum: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz integral Qualitá 5 kg/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Carrinho, 1 item' }));
    const panel = within(await findOpenDialog('dialog', 'Carrinho'));
    const input = panel.getByRole('textbox', { name: 'Arroz integral Qualitá 5 kg' });
    await expect(input).toHaveValue('3');
    await userEvent.click(panel.getByRole('button', { name: 'Diminuir quantidade de Arroz integral Qualitá 5 kg' }));
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible());
    await expect(panel.queryByText(/quantidade mínima/i)).not.toBeInTheDocument();
  },
};

/** "Esvaziar carrinho" asks first; "Manter itens" keeps them, confirming empties the cart (spec 4: clearing resets it). */
export const ClearCart: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 5 kg/ }));
    const panel = await cartWithRice(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Esvaziar carrinho' }));
    let confirm = await findOpenDialog('alertdialog', 'Esvaziar o carrinho?');
    await expect(confirm).toHaveTextContent('Os 2 itens do carrinho serão removidos.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Manter itens' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Esvaziar o carrinho?' })).not.toBeInTheDocument());
    await expect(panel.getByText('Total (2 itens)')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Esvaziar carrinho' }));
    confirm = await findOpenDialog('alertdialog', 'Esvaziar o carrinho?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Esvaziar carrinho' }));
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Carrinho, vazio' })).toBeInTheDocument();
  },
};

/** spec 8 "Cart": the cart cannot be loaded (at the checkout): its error state with a retry; the lines in hand stay. */
export const LoadFailed: Story = {
  parameters: { route: '/demo/finalizar', shopper: { email: 'maria@exemplo.com.br', cart: [['demo-arroz-1', 2]] }, msw: { scenario: 'carrinho-falha-carga' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Finalizar pedido' });
    await userEvent.click(await canvas.findByRole('button', { name: /^Carrinho,/ }));
    const panel = within(await findOpenDialog('dialog', 'Carrinho'));
    const alert = await panel.findByText('Não foi possível carregar o seu carrinho. Os itens abaixo podem estar desatualizados.', {}, { timeout: 4000 });
    await expect(alert).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Issue 10 faults: the save is lost to the network: the line stays, and a polite status says it will be sent. */
export const SaveOffline: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'carrinho-sem-conexao' } },
  play: async ({ canvasElement }) => {
    const panel = await cartWithRice(canvasElement);
    const status = await panel.findByText('Você está sem conexão. Suas alterações no carrinho foram guardadas e serão enviadas quando a conexão voltar.', {}, { timeout: 4000 });
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(panel.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('1');
    await expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An empty cart: the field says why no fee is calculated, and a complete CEP asks nothing (spec 5). */
export const ShippingEmptyCart: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Carrinho, vazio' }));
    const panel = within(await findOpenDialog('dialog', 'Carrinho'));
    const cep = panel.getByRole('textbox', { name: 'CEP de entrega' });
    await expect(cep).toHaveAccessibleDescription('Adicione produtos ao carrinho para calcular o frete: a taxa depende dos itens do pedido.');
    const lookups = await lookupsDuring(async () => {
      await userEvent.type(cep, '01310100');
      await expect(cep).toHaveValue('01310-100');
      // Well past the 500 ms debounce.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    await expect(lookups).toEqual([]);
    await expect(panel.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A supplier that only offers pickup: no delivery fee to estimate, so no CEP field. */
export const PickupOnlyNoShipping: Story = {
  parameters: { route: '/padaria-sol/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Pão francês Da Casa unidade/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Carrinho, 1 item' }));
    const panel = await findOpenDialog('dialog', 'Carrinho');
    await waitFor(() => expect(within(panel).getByText('Total (1 item)')).toBeVisible());
    await expect(within(panel).queryByRole('textbox', { name: 'CEP de entrega' })).not.toBeInTheDocument();
  },
};

/** A paid add-on service chosen with the product is part of its line: shown, charged, and can be changed here (issue 19). */
export const ServiceOnLine: Story = {
  parameters: { route: '/padaria-sol/produto/padaria-sol-bolo-13' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    const dialog = await findOpenDialog('dialog', 'Serviços adicionais');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Vela e cartão de aniversário/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e adicionar' }));
    await dialogGone();
    await userEvent.click(canvas.getByRole('button', { name: 'Carrinho, 1 item' }));
    const panel = within(await findOpenDialog('dialog', 'Carrinho'));
    const service = panel.getByRole('checkbox', { name: /^Vela e cartão de aniversário \(\+ R\$\s6,50 por unidade\)$/ });
    await expect(service).toBeChecked();
    const total = () => {
      const [, reais = 'NaN'] = /R\$\s?([\d.]+,\d{2})/.exec(panel.getByText('Total (1 item)').nextElementSibling?.textContent ?? '') ?? [];
      return Number(reais.replace(/\./g, '').replace(',', '.'));
    };
    await waitFor(() => expect(total()).toBeGreaterThan(6.5));
    const withService = total();
    await userEvent.click(service);
    await waitFor(() => expect(Math.round((withService - total()) * 100)).toBe(650));
  },
};

/** A combo is one line at the combo's price, its products listed under its name (spec 3, issue 19). */
export const ComboLine: Story = {
  parameters: { route: '/demo/combos/5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10-combo-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar combo ao carrinho' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Carrinho, 1 item' }));
    const panel = within(await findOpenDialog('dialog', 'Carrinho'));
    // Visible once the panel has slid in.
    await waitFor(() => expect(panel.getByText('Combo Café da manhã', { selector: 'p' })).toBeVisible());
    const parts = within(panel.getByRole('list', { name: 'Produtos do Combo Café da manhã' })).getAllByRole('listitem');
    await expect(parts.map((part) => part.textContent)).toEqual(['1 × Café tradicional Qualitá 250 g', '6 × Leite integral Qualitá 1 L']);
    await expect(panel.getByRole('textbox', { name: 'Combo Café da manhã' })).toHaveValue('1');
    await waitFor(() => expect(panel.getByText('Total (1 item)').nextElementSibling).toHaveTextContent('R$ 40,89'));
  },
};
