import type { Meta, StoryObj } from '@storybook/react-vite';
import { getDayOfWeek, parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar';

/** Fixed dates, so every run shows the same month. */
const focus = parseDate('2026-11-23');
const noSundays = (date: DateValue) => getDayOfWeek(date, 'pt-BR') === 0;

const meta = {
  title: 'ui/Calendar',
  component: Calendar<CalendarDate>,
  args: { 'aria-label': 'Data de entrega', defaultFocusedValue: focus, onChange: fn() },
  argTypes: { isDisabled: { control: 'boolean' }, isReadOnly: { control: 'boolean' }, isInvalid: { control: 'boolean' }, errorMessage: { control: 'text' } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Calendar<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/novembro de 2026/i);
    await userEvent.click(canvas.getByRole('button', { name: /25 de novembro de 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-11-25'));
  },
};

export const Playground: Story = { args: { isDisabled: false, isReadOnly: false } };

export const Selected: Story = {
  args: { defaultValue: parseDate('2026-11-27') },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('button', { name: /27 de novembro de 2026 selecionado/ });
    await expect(cell).toHaveAttribute('data-selected', 'true');
  },
};

/** Delivery scheduling: from tomorrow, two weeks ahead, no deliveries on Sundays. */
export const DeliveryScheduling: Story = {
  args: { minValue: parseDate('2026-11-24'), maxValue: parseDate('2026-12-08'), isDateUnavailable: noSundays },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /29 de novembro de 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /22 de novembro de 2026/ })).toHaveAttribute('aria-disabled', 'true');
    for (const previous of canvas.getAllByRole('button', { name: 'Anterior' })) await expect(previous).toBeDisabled();
  },
};

/** Keyboard only: Tab reaches the grid, arrows move by day and week, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /23 de novembro de 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /, 1 de dezembro de 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-12-01'));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/dezembro de 2026/i);
  },
};

export const MonthNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria adds a second, hidden "Próximo" after the grid for screen readers; the first is the visible one.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Próximo' })[0]!);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/dezembro de 2026/i);
  },
};

/** A date chosen before the supplier removed it: marked and explained. */
export const Invalid: Story = {
  args: { defaultValue: parseDate('2026-11-29'), isDateUnavailable: noSundays, errorMessage: 'Não há entregas aos domingos. Escolha outra data.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não há entregas aos domingos. Escolha outra data.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: parseDate('2026-11-26') },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /28 de novembro de 2026/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** 320 px: the grid fits, every day stays a 24 px target or more. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '17rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole('button', { name: /23 de novembro de 2026/ }).getBoundingClientRect();
    await expect(day.width).toBeGreaterThanOrEqual(24);
    await expect(day.height).toBeGreaterThanOrEqual(24);
  },
};
