import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from '@themes/stitches.config';
import { SafeHtml } from './SafeHtml';

/** The footer's surface: the theme's secondary colour with its text colour. */
const Surface = styled('div', { backgroundColor: '$secondary', color: '$onSecondary', padding: '$4' });

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
  args: { html: '<p><b>Agenda indisponível</b> no momento.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">clique</a><a href="/\\evil.example/" data-action="x">outro site</a>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(within(canvasElement).getByText('clique')).not.toHaveAttribute('href');
    // `/\host` is another site, not a path of this one.
    await expect(within(canvasElement).getByText('outro site')).not.toHaveAttribute('href');
    await expect(within(canvasElement).getByText('outro site')).not.toHaveAttribute('data-action');
    await expect(within(canvasElement).getByText('Agenda indisponível')).toBeVisible();
  },
};

/** On a coloured surface (the supplier's footer) links take the surface's text colour, underlined. */
export const OnColouredSurface: Story = {
  args: { html: '<p>Atendimento: <a href="/demo/pagina/contato">fale conosco</a></p>', links: 'inherit' },
  decorators: [
    (Story) => (
      <Surface data-testid="surface">
        <Story />
      </Surface>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'fale conosco' });
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(canvas.getByTestId('surface')).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
