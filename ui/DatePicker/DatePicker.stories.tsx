import type { Meta, StoryObj } from '@storybook/react-vite';
import { getDayOfWeek, parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const noSundays = (date: DateValue) => getDayOfWeek(date, 'pt-BR') === 0;

const meta = {
  title: 'ui/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Data de entrega', placeholderValue: parseDate('2026-11-23'), onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ minHeight: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /26 de novembro de 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-11-26'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('spinbutton', { name: /dia/ })).toHaveTextContent('26');
  },
};

export const Playground: Story = { args: { description: 'Entregas de segunda a sábado.', isRequired: false } };

/** Typed the Brazilian way: day, month, year; arrows change the focused part. */
export const TypedDate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /dia/ }));
    await userEvent.keyboard('05122026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-05'));
    await expect(canvas.getByRole('spinbutton', { name: /mês/ })).toHaveTextContent('12');
  },
};

/** Keyboard only: Tab to the calendar button, Enter opens, arrows pick, Enter chooses, focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /dia/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Calendário/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /23 de novembro de 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-11-24'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the calendar without choosing. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Calendário/ });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Delivery scheduling: from tomorrow, two weeks ahead, no Sundays. */
export const DeliveryScheduling: Story = {
  args: {
    minValue: parseDate('2026-11-24'),
    maxValue: parseDate('2026-12-08'),
    isDateUnavailable: noSundays,
    description: 'Entregas de segunda a sábado, a partir de amanhã.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /29 de novembro de 2026/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A Sunday typed in: the field says why it cannot be used. */
export const UnavailableDate: Story = {
  args: {
    defaultValue: parseDate('2026-11-29'),
    isDateUnavailable: noSundays,
    validationBehavior: 'aria',
    errorMessage: 'Não há entregas aos domingos. Escolha outra data.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não há entregas aos domingos. Escolha outra data.')).toBeVisible();
  },
};

export const WithValue: Story = { args: { defaultValue: parseDate('2026-12-02') } };

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-12-02') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendário/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: parseDate('2026-12-02'), label: 'Data combinada com o atendente' } };

export const NarrowScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
