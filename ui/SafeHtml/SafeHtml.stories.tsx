import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = { title: 'ui/SafeHtml', component: SafeHtml } satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A supplier's formatted text: paragraphs, emphasis, lists and links stay. */
export const Formatting: Story = {
  args: { html: '<p><strong>Pedidos até as 16h</strong> são entregues no dia seguinte.</p><ul><li>Segunda a sexta</li></ul><p><a href="/demo/produtos">Ver produtos</a></p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pedidos até as 16h').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/demo/produtos');
  },
};

/** A hostile server text: the image with its handler, the script and the javascript: link are gone. */
export const Hostile: Story = {
  args: { html: '<p><b>Agenda indisponível</b> no momento.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">clique</a>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(within(canvasElement).getByText('clique')).not.toHaveAttribute('href');
    await expect(within(canvasElement).getByText('Agenda indisponível')).toBeVisible();
  },
};
