import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RepresentativeApp } from '../../../tests/support/sessionStory';
import { ActingForBanner } from './ActingForBanner';

/**
 * spec 6: the banner a representative sees in the shell while buying for a client, in the real app:
 * the story chooses Cliente 03 from the client list first.
 */
const meta = {
  title: 'app/Shell/ActingForBanner',
  component: ActingForBanner,
  parameters: { bare: true, consent: 'decided' },
  render: () => <RepresentativeApp route="/demo/clientes" />,
} satisfies Meta<typeof ActingForBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const CLIENT = 'Cliente 03 Comércio Ltda.';

async function actFor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const clients = within(await canvas.findByRole('list', { name: 'Seus clientes' }, T));
  await userEvent.click(clients.getByRole('button', { name: `Comprar para este cliente: ${CLIENT}` }));
  await canvas.findByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ }, T);
  return within(await canvas.findByRole('region', { name: 'Atendimento do representante' }, T));
}

/** Who the representative buys for, under the header and never covered by it. */
export const ActingFor: Story = {
  play: async ({ canvasElement }) => {
    const banner = await actFor(canvasElement);
    await expect(banner.getByText(`Comprando para ${CLIENT}`)).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Trocar de cliente' })).toBeEnabled();
    await expect(banner.getByRole('button', { name: 'Encerrar atendimento' })).toBeEnabled();
    const header = canvasElement.querySelector('header')?.getBoundingClientRect();
    const region = within(canvasElement).getByRole('region', { name: 'Atendimento do representante' }).getBoundingClientRect();
    await expect(region.top).toBeGreaterThanOrEqual(header?.bottom ?? Number.POSITIVE_INFINITY);
  },
};

/** "Trocar de cliente": back to the list, the current client marked and still in the banner. */
export const ChangeClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await actFor(canvasElement);
    await userEvent.click(banner.getByRole('button', { name: 'Trocar de cliente' }));
    const clients = within(await canvas.findByRole('list', { name: 'Seus clientes' }, T));
    await expect(clients.getByText('Cliente atual')).toBeVisible();
    await expect(clients.getByRole('button', { name: 'Continuar comprando' })).toBeEnabled();
    await expect(canvas.getByText(`Comprando para ${CLIENT}`)).toBeVisible();
  },
};

/** "Encerrar atendimento": back to the list with no client, the banner gone. */
export const EndAttendance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await actFor(canvasElement);
    await userEvent.click(banner.getByRole('button', { name: 'Encerrar atendimento' }));
    const clients = within(await canvas.findByRole('list', { name: 'Seus clientes' }, T));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Atendimento do representante' })).not.toBeInTheDocument(), T);
    await expect(clients.queryByText('Cliente atual')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  },
};
