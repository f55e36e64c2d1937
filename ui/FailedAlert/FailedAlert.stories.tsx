import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FailedAlert } from './FailedAlert';

const meta = {
  title: 'ui/FailedAlert',
  component: FailedAlert,
  args: { children: 'Não foi possível carregar seus pedidos.', onRetry: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main>
      <FailedAlert {...args} />
    </main>
  ),
} satisfies Meta<typeof FailedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A load that failed, announced at once, with "Tentar novamente" (the screens' failure state). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro: Não foi possível carregar seus pedidos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A screen that words its retry otherwise, and a retry on its way: the button says so and refuses a second press. */
export const Retrying: Story = {
  args: { title: 'Link de acesso', retryLabel: 'Gerar outro link', isRetrying: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Gerar outro link/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
