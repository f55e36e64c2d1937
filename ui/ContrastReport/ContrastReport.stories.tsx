import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleThemes } from '@themes/samples';
import { themeFromSupplier } from '@themes/supplierTheme';
import { ContrastReport } from './ContrastReport';

const reportOf = (name: keyof typeof sampleThemes) => themeFromSupplier(sampleThemes[name].tema).report;

const meta = {
  title: 'ui/ContrastReport',
  component: ContrastReport,
  args: { report: reportOf('padrao') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContrastReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Relatório de contraste (WCAG 2.2 AA)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
    await expect(within(table).queryByText(/Reprovado/)).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { report: reportOf('verde') } };

/** The guard stepped in: the yellow brand's links and borders were darkened. */
export const AdjustedPaleYellow: Story = {
  args: { report: reportOf('amarelo-claro') },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('rowheader', { name: 'Link sobre o fundo' }).closest('tr');
    await expect(row).toHaveTextContent('Aprovado (cor ajustada)');
  },
};

export const NearBlack: Story = { args: { report: reportOf('quase-preto') } };

/** An unguarded palette, as a supplier's raw colours would be: the report says what fails. */
export const FailingPair: Story = {
  args: {
    report: [{ pair: 'link', foreground: '#ffe66d', background: '#ffffff', ratio: 1.24, required: 4.5, passes: false, adjusted: false }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Link sobre o fundo' }).closest('tr')).toHaveTextContent('Reprovado');
  },
};

/** On a phone the table scrolls in its own box, which the keyboard can reach (and scroll with the arrows). */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Relatório de contraste (WCAG 2.2 AA)' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right + 1);
  },
};

/** Several reports on one page are told apart by whose palette they show. */
export const WithSubject: Story = {
  args: { subject: 'Padaria Sol', report: reportOf('amarelo-claro') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Relatório de contraste (WCAG 2.2 AA): Padaria Sol' })).toBeVisible();
  },
};
