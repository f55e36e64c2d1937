import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Shell } from './Shell';

/** The frame of every supplier page (header, main, footer, cookie banner), inside the real app. */
const meta = {
  title: 'app/Shell',
  component: Shell,
  // The app supplies these from the loaded supplier; listed for the docs table.
  args: { storeName: 'Distribuidora Demo', logo: '/fixtures/logos/demo.svg', children: null },
  parameters: { route: '/{fornecedor}' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the cookie banner asks once. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Preferências de cookies' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Aceitar todos' })).toBeInTheDocument();
  },
};

export const AcceptingCookies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Somente necessários' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Preferências de cookies' })).not.toBeInTheDocument());
  },
};

export const ReturningVisitor: Story = {
  parameters: { consent: 'decided' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent('Todos os direitos reservados');
    await expect(canvas.queryByRole('region', { name: 'Preferências de cookies' })).not.toBeInTheDocument();
  },
};

/** Keyboard users can jump over the header. */
export const SkipLink: Story = {
  parameters: { route: '/demo', consent: 'decided' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Bem-vindo/ });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveFocus();
  },
};
