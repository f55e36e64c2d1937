import { parseDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Calendar } from './Calendar';

describe('Calendar', () => {
  it('names months and weekdays in Portuguese', () => {
    renderWithIntl(<Calendar aria-label="Entrega" defaultFocusedValue={parseDate('2026-03-10')} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/março de 2026/i);
    expect(screen.getByRole('grid')).toHaveTextContent(/dom/i);
  });

  it('does not report an unavailable day', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <Calendar aria-label="Entrega" defaultFocusedValue={parseDate('2026-03-10')} isDateUnavailable={(d) => d.day === 11} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /11 de março/ }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /12 de março/ }));
    expect(onChange).toHaveBeenCalledWith(parseDate('2026-03-12'));
  });
});
