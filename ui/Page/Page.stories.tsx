import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Link } from '../Link';
import { Page, PageHeader, Section } from './Page';

const meta = {
  title: 'ui/Page',
  component: Page,
  args: { gap: 5 },
  argTypes: { gap: { control: 'inline-radio', options: [4, 5, 6] }, measure: { control: 'inline-radio', options: ['prose', 'content'] } },
  render: (args) => (
    <Page {...args} data-testid="page">
      <PageHeader title="Títulos em aberto" description="Boletos e duplicatas da sua conta com o fornecedor." />
      <Section title="Vencendo esta semana" action={<Badge>3</Badge>}>
        <p>Duplicata 1024, vence em 04/12.</p>
      </Section>
      <Section title="Pagos">
        <p>Nenhum título pago nos últimos 90 dias.</p>
      </Section>
    </Page>
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gap alone spaces the page: headings and paragraphs carry no browser margin. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId('page');
    await expect(getComputedStyle(page).rowGap).toBe('24px');
    const title = canvas.getByRole('heading', { level: 1, name: 'Títulos em aberto' });
    await expect(getComputedStyle(title).marginBlockStart).toBe('0px');
    for (const paragraph of page.querySelectorAll('p')) await expect(getComputedStyle(paragraph).marginBlockEnd).toBe('0px');
    // Each section is a region named by its heading, and its heading is the kit's large size.
    const region = canvas.getByRole('region', { name: 'Vencendo esta semana' });
    const heading = within(region).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
    await expect(getComputedStyle(heading).marginBlockStart).toBe('0px');
    await expect(canvas.getByRole('region', { name: 'Pagos' })).toBeVisible();
  },
};

/** `prose` keeps lines readable on a wide screen. */
export const Prose: Story = {
  args: { measure: 'prose' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('page');
    const chWidth = parseFloat(getComputedStyle(page).fontSize) * 0.5;
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(Math.ceil(65 * chWidth * 1.3));
    await expect(getComputedStyle(page).maxWidth).not.toBe('none');
  },
};

/** The full header: the way back, the title with its status, a line on it, and the page's action at the end. */
export const FullHeader: Story = {
  render: () => (
    <Page>
      <PageHeader
        back={<Link href="/demo/assinaturas">Todas as assinaturas</Link>}
        title="Assinatura mensal de cafés especiais"
        status={<Badge tone="success">Ativa</Badge>}
        description="Entregue todo dia 5, no endereço principal."
        actions={<Button variant="secondary">Nova lista</Button>}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const status = canvas.getByText('Ativa');
    // The status sits on the title's row, the way back above it, the description below it.
    await expect(Math.abs(status.getBoundingClientRect().top - title.getBoundingClientRect().top)).toBeLessThan(title.getBoundingClientRect().height);
    await expect(canvas.getByRole('link', { name: 'Todas as assinaturas' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    await expect(canvas.getByText(/Entregue todo dia 5/).getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('button', { name: 'Nova lista' })).toBeVisible();
  },
};

/** On a phone the action goes under the titles instead of squeezing them. */
export const HeaderOnPhone: Story = {
  ...FullHeader,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Nova lista' });
    const narrow = !window.matchMedia('(min-width: 640px)').matches;
    if (narrow) await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A very long title wraps instead of widening the page. */
export const LongTitle: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Page>
        <PageHeader title="Distribuidora‑de‑Bebidas‑e‑Alimentos‑do‑Vale‑do‑Paraíba‑Ltda 🍊" />
      </Page>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(320);
  },
};
