/**
 * Invoices and titles (spec 2 "Invoices and titles", spec 3 `faturas`): the status a client sees, the
 * days to or past the due date, totals by status, the list's order and the boleto's digitable line as shown
 * and copied (the platform makes the line; the mock's maker is mocks/db/boleto.ts).
 */

/** What the platform says of a title (spec 7 `faturas`; see ASSUMPTIONS.md). */
type ServerTitleStatus = 'VENCIDA' | 'A_VENCER' | 'PAGA';

/** What the client sees: paid, past its due date, due today, or still to come. */
export type TitleStatus = 'overdue' | 'dueToday' | 'upcoming' | 'paid';

export interface TitleLike {
  /** The due date, `YYYY-MM-DD` (a longer ISO text is read by its date). */
  vencimento: string;
  valor: number;
  status: ServerTitleStatus;
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both `YYYY-MM-DD`: calendar days, whatever the clock's hour. */
function daysBetween(from: string, to: string): number {
  const at = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((at(to) - at(from)) / DAY_MS);
}

/**
 * The status a client sees. Paid is the platform's word; a title it calls overdue stays overdue (it
 * knows of grace periods we do not); one it calls upcoming is judged by its due date against today, so a
 * list read before midnight does not promise a title that is already late.
 */
export function titleStatus(title: Pick<TitleLike, 'vencimento' | 'status'>, today: string): TitleStatus {
  if (title.status === 'PAGA') return 'paid';
  if (title.status === 'VENCIDA') return 'overdue';
  const days = daysBetween(today, title.vencimento.slice(0, 10));
  if (days < 0) return 'overdue';
  return days === 0 ? 'dueToday' : 'upcoming';
}

/** Days past the due date (overdue) or until it (upcoming); 0 on the day and for a late title read early. */
export function daysFromDue(title: Pick<TitleLike, 'vencimento'>, today: string): number {
  return Math.abs(daysBetween(today, title.vencimento.slice(0, 10)));
}

interface StatusTotal {
  count: number;
  /** The sum in cents (no float drift over many titles). */
  cents: number;
}

export type TitleTotals = Record<TitleStatus, StatusTotal>;

/** Count and sum of the titles of each status. */
export function totalsByStatus(titles: readonly TitleLike[], today: string): TitleTotals {
  const totals: TitleTotals = { overdue: { count: 0, cents: 0 }, dueToday: { count: 0, cents: 0 }, upcoming: { count: 0, cents: 0 }, paid: { count: 0, cents: 0 } };
  for (const title of titles) {
    const total = totals[titleStatus(title, today)];
    total.count += 1;
    total.cents += Math.round(title.valor * 100);
  }
  return totals;
}

const RANK: Record<TitleStatus, number> = { overdue: 0, dueToday: 1, upcoming: 2, paid: 3 };

/** Overdue first (the oldest on top), then due today, then by due date; paid last, the latest first. */
export function sortTitles<T extends TitleLike>(titles: readonly T[], today: string): T[] {
  return [...titles].sort((a, b) => {
    const sa = titleStatus(a, today);
    const sb = titleStatus(b, today);
    if (sa !== sb) return RANK[sa] - RANK[sb];
    const byDate = a.vencimento.localeCompare(b.vencimento);
    return sa === 'paid' ? -byDate : byDate;
  });
}

/* ---- The boleto's digitable line (linha digitável) ---- */

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The digits of a digitable line, what a bank's app takes when pasted. */
export function digitableDigits(line: string): string {
  return digitsOnly(line);
}

/**
 * A digitable line grouped as banks print it: a bank boleto's 47 digits as
 * `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`, a utility or tax slip's 48 digits as four
 * blocks of eleven with their check digit. Anything else is shown as it came.
 */
export function formatDigitableLine(line: string): string {
  const d = digitsOnly(line);
  if (d.length === 47) {
    return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.charAt(32)} ${d.slice(33)}`;
  }
  if (d.length === 48) return [0, 12, 24, 36].map((at) => `${d.slice(at, at + 11)}-${d.charAt(at + 11)}`).join(' ');
  return line.trim();
}
