import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'ui/SearchForm',
  component: SearchForm,
  args: { label: 'Buscar produtos', action: '/demo/produtos', name: 'q', placeholder: 'O que você procura?', onSubmit: fn(), onEngage: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '28rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark whose field and button work as plain HTML: a GET to the catalogue with the text as `q`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/demo/produtos');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
  },
};

/** The label shown, as on a page of its own. */
export const VisibleLabel: Story = { args: { hideLabel: false } };

/** The header's: the label read, not shown. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produtos' })).toBeVisible();
    // Visually hidden: read, and drawn in one pixel at most.
    await expect(canvas.getByText('Buscar produtos').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A search opened from a link shows its text. */
export const WithText: Story = {
  args: { defaultValue: 'arroz integral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('arroz integral');
  },
};

/** Reaching for the field says so (what replaces it loads then); Enter hands over the trimmed text. */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Buscar produtos' });
    await userEvent.type(field, '  café  {Enter}');
    await expect(args.onEngage).toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('café');
  },
};

/** Nothing typed: the button goes nowhere. */
export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buscar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
