import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { startMockWorker } from '@mocks/browser';
import { CartPanel } from './CartPanel';

const T = { timeout: 4000 };

/** The recommendation calls the mock platform receives from now on (bodies read as they are sent). */
async function recordRecommendationCalls() {
  const worker = await startMockWorker();
  const calls: { method: string; path: string; body: Promise<unknown> }[] = [];
  worker.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/v4/sugestao/')) calls.push({ method: request.method, path, body: request.method === 'POST' ? request.clone().json() : Promise.resolve(null) });
  });
  return calls;
}

/** Opens the cart from the header, after adding the rice from the catalogue (`withRice`). */
async function openCart(canvasElement: HTMLElement, withRice = true) {
  const canvas = within(canvasElement);
  if (withRice) await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ }, T));
  await userEvent.click(await canvas.findByRole('button', { name: withRice ? 'Carrinho, 1 item' : 'Carrinho, vazio' }, T));
  const panel = await screen.findByRole('dialog', { name: 'Carrinho' });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}


/**
 * "Recomendados para você" in the cart panel (spec 3 "Recommendation", spec 5): Distribuidora Demo has
 * enable-recommendation-system, Mercado Verde has not; maria is signed in (the call needs the client).
 */
const meta = {
  title: 'panels/Cart/Recommendations',
  component: CartPanel,
  parameters: { route: '/demo/produtos', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the tag: the strip of cards; adding and dismissing are told back with the session and view CART. */
export const WithTag: Story = {
  play: async ({ canvasElement }) => {
    const calls = await recordRecommendationCalls();
    const panel = await openCart(canvasElement);
    const strip = within(await panel.findByRole('region', { name: 'Recomendados para você' }, T));
    await expect(panel.getByRole('heading', { level: 3, name: 'Recomendados para você' })).toBeVisible();
    const [add] = strip.getAllByRole('button', { name: /^Adicionar .+ ao carrinho$/ });
    const name = /^Adicionar (.+) ao carrinho$/.exec(add?.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await userEvent.click(add!);
    // Its stepper now shows on the card and on the new line of the cart.
    await waitFor(() => expect(panel.getAllByRole('textbox', { name })).toHaveLength(2), T);

    const dismiss = strip.getAllByRole('button', { name: /^Não tenho interesse em / })[1]!;
    const dismissed = dismiss.getAttribute('aria-label')?.replace('Não tenho interesse em ', '') ?? '';
    await userEvent.click(dismiss);
    await waitFor(() => expect(strip.queryByRole('button', { name: `Não tenho interesse em ${dismissed}` })).not.toBeInTheDocument());

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await expect(calls[0]?.path).toMatch(/\/v4\/sugestao\/produtos\/[^/]+\/c-maria$/);
    const [added, ignored] = await Promise.all(calls.filter((c) => c.method === 'POST').map((c) => c.body));
    await expect(added).toMatchObject({ acao: 'ADICIONAR', visao: 'CART', sessao_id: 'rec-c-maria' });
    await expect(ignored).toMatchObject({ acao: 'IGNORAR', visao: 'CART', sessao_id: 'rec-c-maria' });
    await expect((added as { item_id: string }).item_id).toMatch(/^demo-/);
  },
};

/** Without the tag (Mercado Verde): no strip and no call. */
export const WithoutTag: Story = {
  parameters: { route: '/mercado-verde' },
  play: async ({ canvasElement }) => {
    const calls = await recordRecommendationCalls();
    const panel = await openCart(canvasElement, false);
    await expect(await panel.findByRole('heading', { name: 'Seu carrinho está vazio' }, T)).toBeVisible();
    await expect(panel.queryByRole('heading', { name: 'Recomendados para você' })).not.toBeInTheDocument();
    await expect(calls).toHaveLength(0);
  },
};

/** The list on its way: its place is held by two card-sized placeholders. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'recomendacoes-carregando' } },
  play: async ({ canvasElement }) => {
    const panel = await openCart(canvasElement);
    await expect(await panel.findByText('Carregando recomendações', {}, T)).toBeInTheDocument();
  },
};

/** The platform failed: the strip stays out, quietly, and the cart works as ever. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'recomendacoes-falha' } },
  play: async ({ canvasElement }) => {
    const calls = await recordRecommendationCalls();
    const panel = await openCart(canvasElement);
    await waitFor(() => expect(calls).toHaveLength(1), T);
    await waitFor(() => expect(panel.queryByRole('heading', { name: 'Recomendados para você' })).not.toBeInTheDocument(), T);
    await expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'Finalizar pedido' })).toBeVisible();
  },
};
