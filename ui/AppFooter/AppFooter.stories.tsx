import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppFooter, type FooterSection } from './AppFooter';

const sections: FooterSection[] = [
  {
    title: 'Institucional',
    links: [
      { label: 'Quem somos', href: '/demo/paginas/quem-somos' },
      { label: 'Trabalhe conosco', href: '/demo/paginas/trabalhe-conosco' },
    ],
  },
  {
    title: 'Ajuda',
    links: [
      { label: 'Como comprar', href: '/demo/paginas/como-comprar' },
      { label: 'Trocas e devoluções', href: '/demo/paginas/trocas' },
      { label: 'Política de privacidade', href: '/demo/paginas/privacidade' },
      { label: 'Procon-SP (abre em nova aba)', href: 'https://www.procon.sp.gov.br/', external: true },
    ],
  },
];

const store = (
  <address>
    <p>Distribuidora Demo Ltda. · CNPJ 12.345.678/0001-90</p>
    <p>Av. Paulista, 1000 · São Paulo/SP</p>
    <p>(11) 4000-1234 · atendimento@demo.com.br</p>
  </address>
);

const meta = {
  title: 'ui/AppFooter',
  component: AppFooter,
  args: { sections, children: store, legal: '© 2026 Distribuidora Demo. Todos os direitos reservados.' },
  argTypes: { children: { control: false }, legal: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Todos os direitos reservados');
    await expect(canvas.getByRole('navigation', { name: 'Ajuda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Como comprar' })).toHaveAttribute('href', '/demo/paginas/como-comprar');
    const external = canvas.getByRole('link', { name: 'Procon-SP (abre em nova aba)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Playground: Story = {};

/** The walking skeleton's footer: the legal line alone. */
export const LegalOnly: Story = {
  args: { sections: [], children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Keyboard: every link in reading order, with a focus ring in the footer's own text colour. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Quem somos' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Como comprar' })).toHaveFocus();
  },
};

/** Near-black supplier: the footer text turns light to stay readable. */
export const DarkSupplier: Story = {
  globals: { supplier: 'adega-noite' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('contentinfo')).color).toBe('rgb(255, 255, 255)');
  },
};

/** Pale yellow supplier: dark text on the pale secondary colour. */
export const PaleSupplier: Story = { globals: { supplier: 'padaria-sol' } };

export const NarrowScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};
