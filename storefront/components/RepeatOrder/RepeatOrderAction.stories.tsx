import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../../tests/support/storyDialogs';
import { useAppServices } from '@storefront/state/context';
import { loadSupplier } from '@storefront/state/supplier';
import { RepeatOrderAction } from './RepeatOrderAction';

/** The demo supplier loaded as the app's root loader would, for the action outside its orders screen. */
function AtDemoSupplier({ children }: { children: ReactNode }) {
  const { stores, api } = useAppServices();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadSupplier(stores.supplier, api, { segment: 'demo' }).then(() => setReady(true));
  }, [api, stores]);
  return ready ? children : null;
}

/**
 * spec 2 "Repeat order" for maria@exemplo.com.br, with the mock platform: order 4508 was bought before
 * two price changes and holds a product out of stock and one now sold from 3 units; 4506 is unchanged.
 */
const meta = {
  title: 'components/RepeatOrder',
  component: RepeatOrderAction,
  args: { numpedido: '4508' },
  parameters: { consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
  render: (args) => (
    <AtDemoSupplier>
      <RepeatOrderAction {...args} />
    </AtDemoSupplier>
  ),
} satisfies Meta<typeof RepeatOrderAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

async function openDialog(canvasElement: HTMLElement, numpedido: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Repetir pedido' }, T));
  const dialog = within(await findOpenDialog('dialog', `Repetir o pedido ${numpedido}`));
  await dialog.findByRole('list', { name: 'Produtos do pedido' }, T);
  return dialog;
}

/** What changed since the order, before anything goes into the cart. */
export const WithChanges: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '4508');
    await expect(dialog.getByText('Alguns produtos mudaram desde este pedido. Confira antes de adicionar ao carrinho.')).toBeVisible();
    await expect(dialog.getByText('Preço mudou: de R$ 4,90 para R$ 5,90')).toBeVisible();
    await expect(dialog.getByText('Preço mudou: de R$ 26,99 para R$ 25,49')).toBeVisible();
    await expect(dialog.getByText('Indisponível')).toBeVisible();
    await expect(dialog.getByText('Sem estoque no momento; fica fora do carrinho.')).toBeVisible();
    await expect(dialog.getByText('Quantidade ajustada para 3 (mínimo de 3)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

/** Nothing changed: the same prices and quantities. */
export const NothingChanged: Story = {
  args: { numpedido: '4506' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '4506');
    await expect(dialog.getByText('Nada mudou desde este pedido: os produtos entram no carrinho com os mesmos preços e quantidades.')).toBeVisible();
    await expect(dialog.getAllByText('Sem alterações')).toHaveLength(2);
  },
};

/** Confirmed: the products are in the cart, said with spec 8's words. */
export const Added: Story = {
  args: { numpedido: '4506' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '4506');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar ao carrinho' }));
    await expect(await dialog.findByText('Os produtos do pedido foram carregados no seu carrinho', {}, T)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ver carrinho' })).toBeEnabled();
    // The confirm button left: the focus is on the answer, still inside the dialog.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Os produtos do pedido foram carregados no seu carrinho'));
  },
};

/** The cart could not be saved: spec 8's failure, the cart left as it was. */
export const Failed: Story = {
  args: { numpedido: '4506' },
  parameters: { msw: { scenario: 'repetir-pedido-falha' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '4506');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar ao carrinho' }));
    await expect(await dialog.findByText('Não foi possível carregar os produtos do pedido', {}, T)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(screen.queryByText('Os produtos do pedido foram carregados no seu carrinho')).not.toBeInTheDocument();
  },
};
