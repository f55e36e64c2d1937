import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TooManyRequestsScreen } from './TooManyRequestsScreen';

const meta = {
  title: 'screens/TooManyRequests',
  component: TooManyRequestsScreen,
  parameters: { route: '/{fornecedor}/erro/too-many-request', consent: 'decided' },
} satisfies Meta<typeof TooManyRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Muitas tentativas em pouco tempo' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/demo');
  },
};

/** The platform answers 429: the app lands here instead of the home (spec 2, 7). */
export const AfterHttp429: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: '429' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Muitas tentativas em pouco tempo' }),
    ).toBeInTheDocument();
  },
};
