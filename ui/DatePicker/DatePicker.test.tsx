import { parseDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('shows the date day first, as in Brazil', () => {
    renderWithIntl(<DatePicker label="Entrega" defaultValue={parseDate('2026-12-05')} />);
    const parts = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(parts).toEqual(['05', '12', '2026']);
  });

  it('ties the label and description to the field', () => {
    renderWithIntl(<DatePicker label="Entrega" description="Segunda a sábado" />);
    expect(screen.getByRole('group', { name: 'Entrega' })).toHaveAccessibleDescription('Segunda a sábado');
  });
});
