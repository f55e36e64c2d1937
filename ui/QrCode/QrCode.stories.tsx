import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'ui/QrCode',
  component: QrCode,
  args: {
    value: '00020126360014br.gov.bcb.pix0114pix@exemplo.com52040000530398654061042.905802BR5912VITRINE DEMO6009SAO PAULO62070503***6304ABCD',
    label: 'QR Code PIX do pedido 1042',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PIX code: an image named for screen readers, with its size fixed before it is drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'QR Code PIX do pedido 1042' });
    await expect(image).toHaveAttribute('width', '240');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

export const Small: Story = { args: { size: 160 } };
