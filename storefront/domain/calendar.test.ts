import { describe, expect, it } from 'vitest';
import { brasiliaDate } from './calendar';

describe('brasiliaDate', () => {
  it.each([
    ['2026-01-06T02:59:00Z', '2026-01-05'],
    ['2026-01-06T03:00:00Z', '2026-01-06'],
    ['2026-12-31T23:30:00-03:00', '2026-12-31'],
    ['2027-01-01T00:10:00Z', '2026-12-31'],
  ])('%s falls on %s in Brasília, whatever zone the host is in', (moment, day) => {
    expect(brasiliaDate(new Date(moment))).toBe(day);
  });
});
