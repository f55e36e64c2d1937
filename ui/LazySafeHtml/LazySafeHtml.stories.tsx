import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LazySafeHtml } from './LazySafeHtml';

const meta = { title: 'ui/LazySafeHtml', component: LazySafeHtml } satisfies Meta<typeof LazySafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sanitised text once its chunk has come: formatting kept, a handler gone. */
export const Loaded: Story = {
  args: { html: '<p><strong>Pedidos até as 16h</strong> são entregues no dia seguinte.</p><img src=x onerror="alert(1)">' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Pedidos até as 16h')).tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
