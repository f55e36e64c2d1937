/**
 * Brazil's official clock (Brasília time): boletos fall due by it, and orders are placed by it. Dates and
 * times read by it are the same on the server and in the browser, wherever either runs, so a server's
 * page and its hydration never disagree about "today".
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const DAY = new Intl.DateTimeFormat('en-US', { timeZone: BRASILIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day a moment falls on in Brasília, as `YYYY-MM-DD`. */
export function brasiliaDate(moment: Date): string {
  const day = { year: '', month: '', day: '' };
  for (const { type, value } of DAY.formatToParts(moment)) if (type in day) day[type as keyof typeof day] = value;
  return `${day.year}-${day.month}-${day.day}`;
}
