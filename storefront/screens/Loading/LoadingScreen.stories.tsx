import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'screens/Loading',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The real app while the platform has not answered yet. */
export const WaitingForSupplier: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: 'carregando' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Carregando a loja…' })).toBeInTheDocument();
  },
};

/** A slow platform (2,5 s an answer): the same wait is shown (the store arrives ~8 s later: too long to wait for here). */
export const SlowNetwork: Story = {
  parameters: { route: '/{fornecedor}', msw: { scenario: 'lento' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Carregando a loja…' })).toBeInTheDocument();
  },
};
