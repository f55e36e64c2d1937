import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionWatch } from './SessionWatch';

/**
 * The session's watch on every supplier page (spec 2 API-key login, spec 7 forced logout, spec 8
 * session check), in the real app with the mock platform.
 */
const meta = {
  title: 'screens/SessionWatch',
  component: SessionWatch,
  parameters: { route: '/demo', consent: 'decided' },
} satisfies Meta<typeof SessionWatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tab is hidden for six minutes, then shown again: the session is checked. The page's visibility
 * and clock are stood in for (plain overrides, put back at once).
 */
function comeBackAfterSixMinutes() {
  let state: DocumentVisibilityState = 'hidden';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  const realNow = Date.now;
  const start = realNow();
  try {
    Date.now = () => start;
    document.dispatchEvent(new Event('visibilitychange'));
    Date.now = () => start + 6 * 60 * 1000;
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    Date.now = realNow;
    Reflect.deleteProperty(document, 'visibilityState');
  }
}

const home = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ }, { timeout: 4000 });

/** spec 8: the platform refuses the session when the tab comes back: signed out, with a way back in. */
export const SessionExpired: Story = {
  parameters: { shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'sessao-expirada' } },
  play: async ({ canvasElement }) => {
    await home(canvasElement);
    const canvas = within(canvasElement);
    // Again until the page's watch is in place (the app may still be mounting).
    const alert = await waitFor(
      () => {
        comeBackAfterSixMinutes();
        return canvas.getByRole('alert');
      },
      { timeout: 4000 },
    );
    await expect(alert).toHaveTextContent('Sessão expirada, efetue login novamente');
    await userEvent.click(within(alert).getByRole('button', { name: 'Entrar' }));
    const panel = await screen.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(panel).toBeVisible());
  },
};

/** spec 7: a product list answering `action: logout` ends the session with its own text. */
export const ForcedLogout: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'logout-na-listagem' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Sua sessão foi encerrada. Entre novamente.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** spec 2: the approval changed since the last check: the shopper goes to the supplier home. */
export const ApprovalChanged: Story = {
  parameters: { route: '/demo/produtos', shopper: { email: 'maria@exemplo.com.br' }, msw: { scenario: 'login-aprovacao-alterada' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Produtos' }, { timeout: 4000 });
    await waitFor(
      () => {
        comeBackAfterSixMinutes();
        return canvas.getByRole('heading', { level: 1, name: /^Bem-vindo à Distribuidora Demo!/ });
      },
      { timeout: 4000 },
    );
  },
};

/** spec 2 and 6: `?api_key=&id_erp_usuario=` signs the ERP user in, one second after start. */
export const ApiKeyLogin: Story = {
  parameters: { route: '/demo?api_key=demo-api-key&id_erp_usuario=ERP-1' },
  play: async ({ canvasElement }) => {
    await home(canvasElement);
    const canvas = within(canvasElement);
    // One second after start the ERP user is signed in: the header's cart is theirs, the menu greets them.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByText('Olá, Integração ERP')).toBeVisible(), { timeout: 4000 });
  },
};

/** spec 8: the API key is refused: an error toast with the platform's text. */
export const ApiKeyRefused: Story = {
  parameters: { route: '/demo?api_key=outra&id_erp_usuario=ERP-1', msw: { scenario: 'api-key-falha' } },
  play: async () => {
    const toast = await screen.findByRole('alertdialog', { name: 'Chave de API inválida para este fornecedor' }, { timeout: 4000 });
    await expect(toast).toHaveAttribute('data-tone', 'danger');
  },
};

/** spec 8: the API-key login fails without a message: an error toast, 'Erro ao obter cliente!'. */
export const ApiKeyFailed: Story = {
  parameters: { route: '/demo?api_key=demo-api-key&id_erp_usuario=ERP-1', msw: { scenario: 'api-key-sem-resposta' } },
  play: async () => {
    const toast = await screen.findByRole('alertdialog', { name: 'Erro ao obter cliente!' }, { timeout: 4000 });
    await expect(toast).toHaveAttribute('data-tone', 'danger');
  },
};
