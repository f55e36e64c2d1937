import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component } from './StaticPageScreen';

/** A supplier's static page, rendered by the real app at `/{slug}/pagina/{pagina}` with the mock backend's HTML. */
const meta = {
  title: 'screens/StaticPage',
  component: Component,
  parameters: { route: '/demo/pagina/quem-somos', consent: 'decided' },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quem somos' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Nossa história' })).toBeVisible();
    // The page's own carousel (spec 7 idstaticpage), under its text.
    const carousel = await canvas.findByRole('region', { name: 'Nossa loja' }, { timeout: 4000 });
    await expect(within(carousel).getByRole('img', { name: 'Nosso atacado: preços menores a partir de 10 unidades' })).toBeVisible();
  },
};

/** The page's HTML tries a script, an image handler and a javascript: link: the text stays, none of them. */
export const HostileHtml: Story = {
  parameters: { route: '/demo/pagina/promocoes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ofertas da semana')).toBeVisible();
    await expect(canvasElement.querySelector('main img, main script')).toBeNull();
    await expect(canvas.getByText('clique')).not.toHaveAttribute('href');
  },
};

/** Every vector (script, handlers, svg, iframe srcdoc, css expression, script URLs, forms) stays inert. */
export const HostileVectors: Story = {
  parameters: { route: '/demo/pagina/novidades' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText('Chegaram produtos novos na mercearia.');
    await expect(text).toBeVisible();
    // The sanitised HTML's own container.
    const html = text.closest('div');
    await expect(html).not.toBeNull();
    await expect(html?.querySelector('script, img, svg, iframe, form, style, [style], [onclick]')).toBeNull();
    await expect(canvas.getByText('Clique aqui')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/demo/produtos');
    await expect((window as Window & { __xss?: number }).__xss).toBeUndefined();
  },
};

/** A page tagged for the app only is not this storefront's. */
export const NotForTheWeb: Story = {
  parameters: { route: '/demo/pagina/app' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  },
};

/** spec 8: the page's error, with the note about recent changes under review. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'pagina-estatica-erro' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível exibir está página!' })).toBeVisible();
    // spec 8: with a note that recent content changes need review.
    await expect(canvas.getByText('Se o conteúdo desta página mudou há pouco, ele ainda pode estar em revisão. Tente novamente mais tarde.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/demo');
  },
};
