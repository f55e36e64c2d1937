import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoginTokenScreen } from './LoginTokenScreen';

const meta = {
  title: 'screens/LoginToken',
  component: LoginTokenScreen,
  parameters: { route: '/{fornecedor}/login-token/tk-3f9a/cliente@exemplo.com.br', consent: 'decided' },
} satisfies Meta<typeof LoginTokenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Validating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Entrando na sua conta' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Validando o acesso de cliente@exemplo.com.br…' })).toBeInTheDocument();
  },
};
